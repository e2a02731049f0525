import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PluginSettings } from '@zapisy/core';
import { useMemo, useState } from 'react';
import { useApi, useFeedback } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { FormErrors, Notice } from '../../forms/fields.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useApiMutation } from '../../lib/query/use-api-mutation.js';
import { SchemaForm } from '../../schema-form/SchemaForm.js';
import { useSchemaHookForm } from '../../schema-form/use-schema-hook-form.js';
import { saveChangedGroups } from './integration-form-changes.js';
import {
  type IntegrationValues,
  projectIntegrationsFormSchema,
  projectIntegrationsOf,
  projectValuesOf,
} from './integration-form-schema.js';
import { type ProjectIntegrationsView, projectIntegrationsApi } from './project-integrations-api.js';
import { useModuleSettings } from './use-module-settings.js';

export const PROJECT_INTEGRATIONS_SECTION_ID = 'za-section-integracje-projektu';

/**
 * 'Integracje w projekcie' of the project settings: the fields the loaded integrations let a project set for
 * itself (e.g. its own prefix); an empty field keeps the organization's value. Not drawn when no loaded
 * integration declares project settings. Saved on its own (`PATCH /projects/{eventId}/plugin-settings`).
 */
export function ProjectIntegrationsSection({ eventId }: { eventId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const modules = useModuleSettings();
  const integrations = useMemo(() => projectIntegrationsOf(modules ?? []), [modules]);
  const key = queryKeys.projectPluginSettings(eventId);
  const loaded = useQuery({
    queryKey: key,
    queryFn: () => projectIntegrationsApi.get(api, eventId),
    enabled: integrations.length > 0,
    meta: { showsErrors: true },
  });
  if (integrations.length === 0) return null;
  return (
    <section
      className="za-card"
      id={PROJECT_INTEGRATIONS_SECTION_ID}
      aria-labelledby={`${PROJECT_INTEGRATIONS_SECTION_ID}-title`}
    >
      <h2 className="za-card__title" id={`${PROJECT_INTEGRATIONS_SECTION_ID}-title`}>
        Integracje w projekcie
      </h2>
      {loaded.isPending && <Spinner label="Wczytywanie integracji projektu…" />}
      {loaded.isError && <Notice tone="error">Nie udało się wczytać ustawień integracji projektu.</Notice>}
      {loaded.data && (
        <ProjectIntegrationsForm
          key={JSON.stringify(loaded.data)}
          view={loaded.data}
          integrations={integrations}
          onSaved={(view) => queryClient.setQueryData(key, view)}
        />
      )}
    </section>
  );
}

function ProjectIntegrationsForm({
  view,
  integrations,
  onSaved,
}: {
  view: ProjectIntegrationsView;
  integrations: readonly PluginSettings[];
  onSaved: (view: ProjectIntegrationsView) => void;
}) {
  const api = useApi();
  const feedback = useFeedback();
  const schema = useMemo(() => projectIntegrationsFormSchema(integrations), [integrations]);
  const [initial] = useState(() => projectValuesOf(integrations, view.values));
  const { form, bind } = useSchemaHookForm<IntegrationValues>(schema, initial);
  const [problems, setProblems] = useState<string[]>([]);
  const save = useApiMutation({
    mutationFn: (values: IntegrationValues) => projectIntegrationsApi.save(api, view.eventId, values),
    showsErrors: true,
    onSuccess: (saved) => {
      onSaved(saved);
      feedback.success();
    },
  });

  // What the form holds, not the validator's completed copy: only what the user changed is sent.
  const submit = form.handleSubmit(() =>
    saveChangedGroups({
      initial,
      current: form.getValues(),
      prefix: ['values'],
      save: (changed) => save.mutateAsync(changed),
      setFieldError: (path, message) => form.setError(path as never, { type: 'server', message }),
      setProblems,
      onOtherError: (error) => feedback.handleError(error),
    }),
  );

  return (
    <form
      className="za-form za-settings-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Integracje w projekcie"
    >
      <p className="za-card__text">
        Pole puste oznacza wartość z ustawień organizacji (Ustawienia → Organizacja → Integracje z innymi
        usługami). Integrację włącza organizacja.
      </p>
      <SchemaForm schema={schema} {...bind} />
      <FormErrors errors={problems} />
      <div className="za-form__actions">
        <button type="submit" className="za-button" disabled={save.isPending}>
          Zapisz integracje projektu
        </button>
      </div>
    </form>
  );
}
