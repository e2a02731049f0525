import { BrowserRouter } from 'react-router-dom';
import { ACCOUNT_BASENAME, AccountRoutes } from '../account/AccountRoutes.js';
import { ErrorBoundary } from '../components/ErrorBoundary.js';
import { AppRoutes } from './AppRoutes.js';
import { EnvProvider } from './env-context.js';
import { ServicesProvider } from './services.js';

export const ADMIN_BASENAME = '/admin';

export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** The account screens live under /glowne, the administration under /admin: one app, two basenames. */
export function isAccountPath(pathname: string): boolean {
  return pathname === ACCOUNT_BASENAME || pathname.startsWith(`${ACCOUNT_BASENAME}/`);
}

export function App() {
  const account = isAccountPath(window.location.pathname);
  return (
    <ErrorBoundary>
      <EnvProvider>
        <ServicesProvider>
          <BrowserRouter basename={account ? ACCOUNT_BASENAME : ADMIN_BASENAME} future={ROUTER_FUTURE}>
            {account ? <AccountRoutes /> : <AppRoutes />}
          </BrowserRouter>
        </ServicesProvider>
      </EnvProvider>
    </ErrorBoundary>
  );
}
