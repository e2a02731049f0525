import { useId } from 'react';
import { useProject } from './project-context.js';

/** Header control: the organization's projects; choosing one makes it the current project. */
export function ProjectSwitcher() {
  const id = useId();
  const { projects, current, domain, select, loading, label } = useProject();
  const list = projects ?? [];
  return (
    <div className="za-header__item za-switcher">
      <label className="za-header__key" htmlFor={id}>
        {label('Projekt')}
      </label>
      <select
        id={id}
        className="za-switcher__select"
        value={current?.event.domainName ?? ''}
        disabled={loading && list.length === 0}
        onChange={(event) => select(event.target.value || null)}
      >
        <option value="">
          {loading ? 'Wczytywanie…' : domain && !current ? `${domain} (niedostępny)` : 'Wybierz…'}
        </option>
        {list.map((project) => (
          <option key={project.eventId} value={project.event.domainName}>
            {project.event.name} ({project.event.domainName}){project.active ? '' : ' – nieaktywny'}
          </option>
        ))}
      </select>
    </div>
  );
}
