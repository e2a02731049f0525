import { formatProjectDate } from '@zapisy/core';
import { useState } from 'react';
import { useEnv } from '../app/env-context.js';
import { DuplicateModal, NewEditionModal } from '../project/CopyProjectModals.js';
import { type ProjectSummary, projectUrl } from '../project/project-api.js';
import { useProject } from '../project/project-context.js';

/** A project's date in its own date format (each card is a project of its own). */
function formatDate(value: Date | string | null, dateFormat: string | undefined): string | null {
  return formatProjectDate(value, { dateFormat }) || null;
}

/** 'Nowy projekt' in the project's vocabulary, with the adjective agreeing ('Nowe wydarzenie'). */
export const NEW_PROJECT = '{Project:Nowy|Nowa|Nowe} {project}';

/** Projects as cards (Wybór) or rows (Projekty), each with choose, settings, duplicate and new edition. */
export function ProjectCards({
  projects,
  compact,
}: {
  projects: readonly ProjectSummary[];
  compact?: boolean;
}) {
  const env = useEnv();
  const { current, select, nouns, label } = useProject();
  const [modal, setModal] = useState<{ kind: 'duplicate' | 'edition'; project: ProjectSummary } | null>(null);
  const close = () => setModal(null);
  const done = () => {
    setModal(null);
  };
  return (
    <>
      <ul className={compact ? 'za-project-list' : 'za-project-grid'}>
        {projects.map((project) => {
          const chosen = current?.eventId === project.eventId;
          const from = formatDate(project.event.from, project.event.dateFormat);
          const to = formatDate(project.event.to, project.event.dateFormat);
          return (
            <li
              key={project.eventId}
              className={`za-card za-project-card${chosen ? ' za-project-card--current' : ''}`}
            >
              <div className="za-project-card__head">
                <h2 className="za-project-card__name">{project.event.name}</h2>
                <span className={`za-badge ${project.active ? 'za-badge--success' : 'za-badge--muted'}`}>
                  {project.active ? 'Aktywny' : 'Nieaktywny'}
                </span>
              </div>
              <p className="za-project-card__meta">
                <a href={projectUrl(project.event.domainName, env?.host)} target="_blank" rel="noreferrer">
                  {projectUrl(project.event.domainName, env?.host)}
                </a>
                {(from || to) && (
                  <span>
                    {' '}
                    · {from ?? '…'} – {to ?? '…'}
                  </span>
                )}
              </p>
              <div className="za-project-card__actions">
                <button
                  type="button"
                  className="za-button"
                  aria-pressed={chosen}
                  aria-label={`Wybierz: ${project.event.name}`}
                  onClick={() => select(project.event.domainName)}
                >
                  {chosen ? 'Wybrany' : 'Wybierz'}
                </button>
                <button
                  type="button"
                  className="za-button za-button--secondary"
                  aria-label={`Duplikuj: ${project.event.name}`}
                  onClick={() => setModal({ kind: 'duplicate', project })}
                >
                  Duplikuj
                </button>
                <button
                  type="button"
                  className="za-button za-button--secondary"
                  aria-label={`Nowa edycja: ${project.event.name}`}
                  onClick={() => setModal({ kind: 'edition', project })}
                >
                  Nowa edycja
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {projects.length === 0 && (
        <p className="za-card">{label('Organizacja nie ma jeszcze żadnego projektu.')}</p>
      )}
      {modal?.kind === 'duplicate' && (
        <DuplicateModal
          project={modal.project}
          nouns={chosenNouns(modal.project, current, nouns)}
          onClose={close}
          onDone={done}
        />
      )}
      {modal?.kind === 'edition' && (
        <NewEditionModal
          project={modal.project}
          nouns={chosenNouns(modal.project, current, nouns)}
          onClose={close}
          onDone={done}
        />
      )}
    </>
  );
}

/** The current project's vocabulary applies to the current project only; others use the default words. */
function chosenNouns(
  project: ProjectSummary,
  current: ProjectSummary | null,
  nouns: ReturnType<typeof useProject>['nouns'],
) {
  return current?.eventId === project.eventId ? nouns : null;
}
