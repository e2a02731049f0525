import { useQueryClient } from '@tanstack/react-query';
import { PROJECT_SETTINGS_GROUPS, type Project, projectSchema } from '@zapisy/core';
import { type FormEvent, useState } from 'react';
import { toJsonValue } from '../../api/dates.js';
import { useApi, useFeedback } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { FormErrors } from '../../forms/fields.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useFormMutation } from '../../lib/query/use-form-mutation.js';
import { DuplicateModal, NewEditionModal } from '../../project/CopyProjectModals.js';
import { projectApi } from '../../project/project-api.js';
import { useProject } from '../../project/project-context.js';
import { useProjectDocument } from '../../project/use-project-document.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { SchemaForm } from '../../schema-form/SchemaForm.js';
import type { FieldSchema } from '../../schema-form/schema-utils.js';
import { useSchemaForm } from '../../schema-form/use-schema-form.js';
import { ProjectScreenFrame, projectNameAndDomain } from '../ProjectScreenFrame.js';
import { BOT_PROTECTION_SECTION_ID, BotProtectionSection } from './BotProtectionSection.js';
import { ProjectIntegrationsSection } from './ProjectIntegrationsSection.js';
import { PROJECT_PAYMENT_SECTION_ID, ProjectPaymentSection } from './ProjectPaymentSection.js';

const SCHEMA = projectSchema as unknown as FieldSchema;
const SECTIONS = ['lite', ...PROJECT_SETTINGS_GROUPS, 'permissions'];

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
  project: Project;
  onSaved: (project: Project) => void;
}) {
  const api = useApi();
  const feedback = useFeedback();
  const { label, nouns, current, organizationId } = useProject();
  const form = useSchemaForm<Project>(SCHEMA, toJsonValue(project));
  const [clientProblems, setClientProblems] = useState<string[]>([]);
  const [modal, setModal] = useState<'duplicate' | 'edition' | null>(null);
  // The list of projects shows names, domains and 'Aktywny'; the strings below the project its vocabulary.
  const changes = [queryKeys.projects(organizationId ?? ''), queryKeys.project(project.eventId)];
  const save = useFormMutation({
    mutationFn: (value: Project) => projectApi.save(api, project.eventId, value),
    invalidates: changes,
  });
  const toggle = useFormMutation({
    mutationFn: (active: boolean) =>
      active ? projectApi.deactivate(api, project.eventId) : projectApi.activate(api, project.eventId),
    invalidates: changes,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate();
    if (!checked.valid) {
      setClientProblems(checked.messages);
      return;
    }
    setClientProblems([]);
    const saved = await save.run(checked.value);
    if (!saved) return;
    form.reset(toJsonValue(saved));
    onSaved(saved);
    feedback.success();
  };

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
        onSubmit={submit}
        noValidate
        aria-label={label('Ustawienia projektu')}
      >
        <SchemaForm
          schema={SCHEMA}
          value={form.value}
          onChange={(next) => form.setValue(next as Project)}
          errors={form.errors}
          label={label}
          only={SECTIONS}
        />
        <div className="za-sticky-actions">
          <FormErrors errors={clientProblems} />
          <FormErrors errors={save.errors} title="Serwer odrzucił zmiany:" />
          <button type="submit" className="za-button" disabled={save.busy}>
            {save.busy ? 'Zapisywanie…' : 'Zapisz zmiany'}
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
