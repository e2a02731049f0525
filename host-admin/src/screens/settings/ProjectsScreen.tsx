import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { NEW_PROJECT, ProjectCards } from '../ProjectCards.js';
import { ScreenFrame } from '../ScreenFrame.js';

/** /admin/ustawienia/projekty: the organization's projects with duplicate and new edition. */
export function ProjectsScreen({ route }: AreaScreenProps) {
  const { projects, loading, label, format } = useProject();
  return (
    <ScreenFrame
      title={label(route.title)}
      actions={
        <Link className="za-button" to="/ustawienia/nowy-projekt">
          {format(NEW_PROJECT)}
        </Link>
      }
    >
      {loading && !projects ? (
        <Spinner label="Wczytywanie…" />
      ) : (
        <ProjectCards projects={projects ?? []} compact />
      )}
    </ScreenFrame>
  );
}
