import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTypedApi } from '../app/services.js';
import { Spinner } from '../components/Spinner.js';
import { queryKeys } from '../lib/query/query-keys.js';
import { useProject } from '../project/project-context.js';
import type { AreaScreenProps } from '../routes/table.js';
import { NEW_PROJECT, ProjectCards } from './ProjectCards.js';
import { ScreenFrame } from './ScreenFrame.js';
import { siteAdminApi } from './site-admin/site-admin-api.js';

/** A site administrator without an organization of their own chooses the one to work in. */
function OrganizationChoice() {
  const api = useTypedApi();
  const id = useId();
  const { organizationId, selectOrganization } = useProject();
  const query = { page: 1, pageSize: 100 };
  const orgs = useQuery({
    queryKey: queryKeys.siteOrganizationsPage(query),
    queryFn: () => siteAdminApi.organizations(api, query),
  });
  return (
    <div className="za-card za-filters">
      <div className="za-field">
        <label className="za-field__label" htmlFor={id}>
          Organizacja
        </label>
        <select
          id={id}
          className="za-input"
          value={organizationId ?? ''}
          onChange={(e) => selectOrganization(e.target.value || null)}
        >
          <option value="">Wybierz organizację…</option>
          {orgs.data?.items.map((org) => (
            <option key={org.organizationId} value={org.organizationId}>
              {org.name}
            </option>
          ))}
        </select>
      </div>
      <p className="za-field__hint">Jako administrator serwisu możesz pracować w dowolnej organizacji.</p>
    </div>
  );
}

/** /admin/glowna/wybor: the projects of the user's organization; choosing one makes it current. */
export function ProjectChoiceScreen({ route }: AreaScreenProps) {
  const { projects, loading, organizationId, canChooseOrganization, label, format } = useProject();
  return (
    <ScreenFrame
      title={label(route.title)}
      actions={
        organizationId ? (
          <Link className="za-button" to="/ustawienia/nowy-projekt">
            {format(NEW_PROJECT)}
          </Link>
        ) : undefined
      }
    >
      {canChooseOrganization && <OrganizationChoice />}
      {!organizationId ? (
        <p className="za-card">
          {canChooseOrganization
            ? 'Wybierz organizację, aby zobaczyć jej projekty.'
            : 'Twoje konto nie należy do żadnej organizacji. Poproś administratora o dodanie.'}
        </p>
      ) : loading && !projects ? (
        <Spinner label="Wczytywanie projektów…" />
      ) : (
        <ProjectCards projects={projects ?? []} />
      )}
    </ScreenFrame>
  );
}
