import { hasRole } from '@zapisy/core';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { EnvBanner } from '../components/EnvBanner.js';
import { ErrorBoundary } from '../components/ErrorBoundary.js';
import { Spinner } from '../components/Spinner.js';
import { ProjectSwitcher } from '../project/ProjectSwitcher.js';
import { ProjectProvider } from '../project/project-context.js';
import { ADMIN_AREAS, ADMIN_HOME } from '../routes/table.js';
import { BrandMark } from './BrandMark.js';
import { useEnv } from './env-context.js';
import { RequireLogin } from './RequireLogin.js';
import { Sidebar } from './Sidebar.js';
import { useSession } from './services.js';
import { UserMenu } from './UserMenu.js';

/** Admin shell: environment banner, header with project switcher, host and user, sidebar and content. */
export function Layout() {
  return (
    <RequireLogin>
      <ProjectProvider>
        <Shell />
      </ProjectProvider>
    </RequireLogin>
  );
}

function Shell() {
  const env = useEnv();
  const { pathname } = useLocation();
  const { sessionUser } = useSession();
  const host = window.location.host;
  // Spec §6: "The site-admin area handles organizations, users and import/export" (super role only).
  const areas = hasRole(sessionUser, [])
    ? ADMIN_AREAS
    : ADMIN_AREAS.filter((area) => area.id !== 'site-admin');
  return (
    <div className="za-app">
      <EnvBanner environment={env?.environment} version={env?.version} />
      <header className="za-header">
        <Link to={`/${ADMIN_HOME}`} className="za-header__brand">
          <BrandMark sub="panel administracyjny" />
        </Link>
        <div className="za-header__meta">
          <ProjectSwitcher />
          <span className="za-header__item">
            <span className="za-header__key">Serwis</span>
            <span className="za-header__value">{host}</span>
          </span>
          <UserMenu />
        </div>
      </header>
      <div className="za-shell">
        <Sidebar areas={areas} />
        <main className="za-main" id="za-main">
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
