import { useQueryClient } from '@tanstack/react-query';
import { PROJECT_SETTINGS_GROUPS, projectEditionMessage, projectSchema } from '@zapisy/core';
import { useMemo, useState } from 'react';
import { toJsonValue } from '../../api/dates.js';
import { useFeedback, useTypedApi } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { FormErrors } from '../../forms/fields.js';
import { FIX_FIELDS } from '../../lib/forms/fix-fields.js';
import type { PlaceOptions } from '../../lib/forms/server-field-errors.js';
import { useFormSave } from '../../lib/forms/use-form-save.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useApiMutation } from '../../lib/query/use-api-mutation.js';
import { useFormMutation } from '../../lib/query/use-form-mutation.js';
import { DuplicateModal, NewEditionModal } from '../../project/CopyProjectModals.js';
import { DEFAULT_NOUNS } from '../../project/default-nouns.js';
import { type ProjectBody, type ProjectDocument, projectApi } from '../../project/project-api.js';
import { useProject } from '../../project/project-context.js';
import { useProjectDocument } from '../../project/use-project-document.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { SchemaForm } from '../../schema-form/SchemaForm.js';
import type { FieldSchema } from '../../schema-form/schema-utils.js';
import { useSchemaHookForm } from '../../schema-form/use-schema-hook-form.js';
import { ProjectScreenFrame, projectNameAndDomain } from '../ProjectScreenFrame.js';
import { BOT_PROTECTION_SECTION_ID, BotProtectionSection } from './BotProtectionSection.js';
import { ProjectIntegrationsSection } from './ProjectIntegrationsSection.js';
import { PROJECT_PAYMENT_SECTION_ID, ProjectPaymentSection } from './ProjectPaymentSection.js';

const SCHEMA = projectSchema as unknown as FieldSchema;
const SECTIONS = ['lite', ...PROJECT_SETTINGS_GROUPS, 'permissions'];

/** A line of the server's 400 list lands under the field it names when the form draws that field. */
const isDrawnField = (path: string) => SECTIONS.includes(path.split('.')[0] ?? '');

/** The project as the form holds it (react-hook-form's values are a plain record). */
type ProjectValues = Record<string, unknown>;
const asValues = (project: ProjectDocument): ProjectValues => ({ ...project });

/** /admin/ustawienia/projekt: every settings group of the current project, drawn from core's projectSchema. */
export function ProjectSettingsScreen({ route }: AreaScreenProps) {
  const { current, label } = useProject();
  const project = useProjectDocument(current?.eventId);
  const queryClient = useQueryClient();
  return (
    <ProjectScreenFrame title={label(route.title)} meta={projectNameAndDomain}>
      {({ eventId }) =>
        project.data && project.data.eventId === eventId ? (
          <ProjectSettingsForm
            key={project.data.eventId}
            project={project.data}
            onSaved={(saved) => queryClient.setQueryData(queryKeys.project(saved.eventId), saved)}
          />
        ) : (
          <Spinner label="Wczytywanie ustawień…" />
        )
      }
    </ProjectScreenFrame>
  );
}

function ProjectSettingsForm({
  project,
  onSaved,
}: {
  project: ProjectDocument;
  onSaved: (project: ProjectDocument) => void;
}) {
  const api = useTypedApi();
  const feedback = useFeedback();
  const { label, nouns, current, organizationId } = useProject();
  const { form, bind } = useSchemaHookForm<ProjectValues>(SCHEMA, asValues(toJsonValue(project)));
  const [refused, setRefused] = useState(false);
  const [modal, setModal] = useState<'duplicate' | 'edition' | null>(null);
  // The list of projects shows names, domains and 'Aktywny'; the strings below the project its vocabulary.
  const changes = [queryKeys.projects(organizationId ?? ''), queryKeys.project(project.eventId)];
  const save = useApiMutation({
    mutationFn: (value: ProjectBody) => projectApi.save(api, project.eventId, value),
    invalidates: changes,
    showsErrors: true,
  });
  // The server refuses a taken domain with the spec's line, which names no field: it is the domain's.
  const place = useMemo<PlaceOptions>(() => {
    const taken = projectEditionMessage('domainTaken', { ...DEFAULT_NOUNS, ...nouns });
    return { fieldOfLine: (line) => (line === taken ? 'event.domainName' : undefined) };
  }, [nouns]);
  const { problems, send } = useFormSave(isDrawnField, form.setError, place);
  const toggle = useFormMutation({
    mutationFn: (active: boolean) =>
      active ? projectApi.deactivate(api, project.eventId) : projectApi.activate(api, project.eventId),
    invalidates: changes,
  });

  // The validator's copy is sent: the whole project with the server's defaults filled in.
  const submit = form.handleSubmit(
    async (checked) => {
      setRefused(false);
      // Checked against projectSchema, the schema of the PATCH body.
      const saved = await send(() => save.mutateAsync(checked as ProjectBody));
      if (!saved) return;
      form.reset(asValues(toJsonValue(saved)));
      onSaved(saved);
      feedback.success();
    },
    () => setRefused(true),
  );

  const active = project.active;
  return (
    <>
      <div className="za-toolbar" role="toolbar" aria-label={label('Działania na projekcie')}>
        <span className={`za-badge ${active ? 'za-badge--success' : 'za-badge--muted'}`}>
          {active ? 'Aktywny' : 'Nieaktywny'}
        </span>
        <button
          type="button"
          className="za-button za-button--secondary"
          onClick={() => setModal('duplicate')}
        >
          Duplikuj
        </button>
        <button type="button" className="za-button za-button--secondary" onClick={() => setModal('edition')}>
          Nowa edycja
        </button>
        <button
          type="button"
          className="za-button za-button--secondary"
          disabled={toggle.busy}
          onClick={async () => {
            if ((await toggle.run(active)) === undefined) return;
            onSaved({ ...project, active: !active });
            feedback.success(active ? label('Projekt dezaktywowany') : label('Projekt aktywowany'));
          }}
        >
          {active ? 'Dezaktywuj' : 'Aktywuj'}
        </button>
      </div>
      <nav className="za-section-nav" aria-label="Grupy ustawień">
        {SECTIONS.filter((key) => key !== 'lite').map((key) => {
          const title = (SCHEMA.properties?.[key]?.title as string | undefined) ?? key;
          return (
            <a key={key} href={`#za-section-${key}`}>
              {label(key === 'event' ? 'Projekt' : title)}
            </a>
          );
        })}
        <a href={`#${PROJECT_PAYMENT_SECTION_ID}`}>Płatności online</a>
        <a href={`#${BOT_PROTECTION_SECTION_ID}`}>Ochrona przed botami</a>
      </nav>
      <form
        className="za-form za-settings-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={label('Ustawienia projektu')}
      >
        <SchemaForm schema={SCHEMA} {...bind} label={label} only={SECTIONS} />
        <div className="za-sticky-actions">
          {refused && <p className="za-field__error">{FIX_FIELDS}</p>}
          <FormErrors errors={problems} title="Serwer odrzucił zmiany:" />
          <button type="submit" className="za-button" disabled={save.isPending}>
            {save.isPending ? 'Zapisywanie…' : 'Zapisz zmiany'}
          </button>
        </div>
      </form>
      <ProjectPaymentSection eventId={project.eventId} />
      <ProjectIntegrationsSection eventId={project.eventId} />
      <BotProtectionSection eventId={project.eventId} />
      {modal === 'duplicate' && current && (
        <DuplicateModal
          project={current}
          nouns={nouns}
          onClose={() => setModal(null)}
          onDone={() => setModal(null)}
        />
      )}
      {modal === 'edition' && current && (
        <NewEditionModal
          project={current}
          nouns={nouns}
          onClose={() => setModal(null)}
          onDone={() => setModal(null)}
        />
      )}
    </>
  );
}
