import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { EnvBanner } from '../components/EnvBanner.js';
import { ErrorBoundary } from '../components/ErrorBoundary.js';
import { Spinner } from '../components/Spinner.js';
import { ADMIN_HOME } from '../routes/table.js';
import { useEnv } from './env-context.js';
import { Sidebar } from './Sidebar.js';
import { useProjectDomain } from './use-project-domain.js';

/** Admin shell: environment banner, header with project and host, sidebar and the content area. */
export function Layout() {
  const env = useEnv();
  const { pathname } = useLocation();
  const { domain } = useProjectDomain();
  const host = window.location.host;
  return (
    <div className="za-app">
      <EnvBanner environment={env?.environment} version={env?.version} />
      <header className="za-header">
        <Link to={`/${ADMIN_HOME}`} className="za-header__brand">
          <span className="za-header__logo" aria-hidden="true">
            Z
          </span>
          <span>
            Zapisy <span className="za-header__sub">panel administracyjny</span>
          </span>
        </Link>
        <div className="za-header__meta">
          <span className="za-header__item">
            <span className="za-header__key">Projekt</span>
            <span className="za-header__value">{domain ?? 'nie wybrano'}</span>
          </span>
          <span className="za-header__item">
            <span className="za-header__key">Serwis</span>
            <span className="za-header__value">{host}</span>
          </span>
        </div>
      </header>
      <div className="za-shell">
        <Sidebar />
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
