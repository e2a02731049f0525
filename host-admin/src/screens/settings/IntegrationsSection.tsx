import type { PluginSettings } from '@zapisy/core';
import { useMemo, useState } from 'react';
import { useFeedback, useTypedApi } from '../../app/services.js';
import { FormErrors, Notice } from '../../forms/fields.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useApiMutation } from '../../lib/query/use-api-mutation.js';
import { SchemaForm } from '../../schema-form/SchemaForm.js';
import { useSchemaHookForm } from '../../schema-form/use-schema-hook-form.js';
import { saveChangedGroups } from './integration-form-changes.js';
import {
  type IntegrationValues,
  integrationsFormSchema,
  integrationsOf,
  integrationValuesOf,
  missingRequired,
} from './integration-form-schema.js';
import { type OrganizationView, organizationApi } from './organization-api.js';

export const INTEGRATIONS_SECTION_ID = 'za-section-integracje-uslug';

type Accounts = Record<string, Record<string, unknown> | undefined>;

const accountsOf = (view: OrganizationView) =>
  (view.integrations as { accounts?: Accounts } | undefined)?.accounts;

/**
 * 'Integracje z innymi usługami' of the organization settings: every loaded plugin that is not a payment or
 * accounting module (a CRM, later SMS, e-mail or captcha services), each switched on by itself, its form
 * drawn from the settings it declares. Saved on its own (`PATCH /organization/{orgId}`, only the changed
 * integrations' groups).
 */
export function IntegrationsSection({
  view,
  modules,
  onSaved,
}: {
  view: OrganizationView;
  modules: readonly PluginSettings[];
  onSaved: (view: OrganizationView) => void;
}) {
  const integrations = useMemo(() => integrationsOf(modules), [modules]);
  return (
    <section
      className="za-card"
      id={INTEGRATIONS_SECTION_ID}
      aria-labelledby={`${INTEGRATIONS_SECTION_ID}-title`}
    >
      <h2 className="za-card__title" id={`${INTEGRATIONS_SECTION_ID}-title`}>
        Integracje z innymi usługami
      </h2>
      {integrations.length === 0 ? (
        <p className="za-card__text">
          Na tym serwerze nie ma wtyczek integracji. Administrator serwisu dodaje je w konfiguracji
          (ZAPISY_PLUGINS); ich ustawienia pojawią się tutaj.
        </p>
      ) : (
        <IntegrationsForm view={view} integrations={integrations} onSaved={onSaved} />
      )}
    </section>
  );
}

function IntegrationsForm({
  view,
  integrations,
  onSaved,
}: {
  view: OrganizationView;
  integrations: readonly PluginSettings[];
  onSaved: (view: OrganizationView) => void;
}) {
  const api = useTypedApi();
  const feedback = useFeedback();
  const schema = useMemo(() => integrationsFormSchema(integrations), [integrations]);
  const [initial] = useState(() => integrationValuesOf(integrations, accountsOf(view)));
  const { form, bind } = useSchemaHookForm<IntegrationValues>(schema, initial);
  const [problems, setProblems] = useState<string[]>([]);
  const save = useApiMutation({
    mutationFn: (accounts: IntegrationValues) =>
      organizationApi.patch(api, view.organizationId, { integrations: { accounts } }),
    invalidates: [queryKeys.organization(view.organizationId)],
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
      prefix: ['integrations', 'accounts'],
      save: (changed) => save.mutateAsync(changed),
      setFieldError: (path, message) => form.setError(path as never, { type: 'server', message }),
      setProblems,
      onOtherError: (error) => feedback.handleError(error),
    }),
  );

  const stored = accountsOf(view);
  const incomplete = integrations.flatMap((integration) => {
    const missing = missingRequired(integration, stored?.[integration.group]);
    const on = stored?.[integration.group]?.enabled === true;
    return on && missing.length > 0 ? [{ label: integration.label, missing }] : [];
  });

  return (
    <form
      className="za-form za-settings-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Integracje z innymi usługami"
    >
      <p className="za-card__text">
        Usługi, które organizacja włącza niezależnie od modułu płatności i modułu księgowego. Klucze są
        przechowywane w postaci zaszyfrowanej.
      </p>
      {incomplete.map(({ label, missing }) => (
        <Notice key={label} tone="warning">
          {label} jest włączona, ale brakuje: {missing.join(', ')}.
        </Notice>
      ))}
      <SchemaForm schema={schema} {...bind} />
      <FormErrors errors={problems} />
      <div className="za-form__actions">
        <button type="submit" className="za-button" disabled={save.isPending}>
          Zapisz integracje
        </button>
      </div>
    </form>
  );
}
