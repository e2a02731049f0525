import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { ROUTER_FUTURE } from '../app/App.js';
import { EnvProvider } from '../app/env-context.js';
import { createAppServices, ServicesProvider } from '../app/services.js';
import { SystemPaymentAccountsScreen } from '../screens/site-admin/SystemPaymentAccountsScreen.js';
import { type FakeCall, fakeFetch } from './fake-api.js';

const ROUTE = { path: 'site-admin/konta-platnosci', title: 'Systemowe konta płatności' };

/** Tests: the system accounts screen over the fake API's `routes`; answers the calls it made. */
export function renderSystemAccountsScreen(routes: Record<string, unknown>): FakeCall[] {
  const fake = fakeFetch(routes);
  const services = createAppServices({ fetchImpl: fake.fetch, navigateTo: vi.fn(), reload: vi.fn() });
  render(
    <ServicesProvider services={services}>
      <EnvProvider value={{ environment: 'test', host: 'zapisy.test' }}>
        <MemoryRouter initialEntries={['/site-admin/konta-platnosci']} future={ROUTER_FUTURE}>
          <SystemPaymentAccountsScreen route={ROUTE} />
        </MemoryRouter>
      </EnvProvider>
    </ServicesProvider>,
  );
  return fake.calls;
}
