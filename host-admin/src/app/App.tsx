import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary.js';
import { AppRoutes } from './AppRoutes.js';
import { EnvProvider } from './env-context.js';

export const ADMIN_BASENAME = '/admin';

export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

export function App() {
  return (
    <ErrorBoundary>
      <EnvProvider>
        <BrowserRouter basename={ADMIN_BASENAME} future={ROUTER_FUTURE}>
          <AppRoutes />
        </BrowserRouter>
      </EnvProvider>
    </ErrorBoundary>
  );
}
