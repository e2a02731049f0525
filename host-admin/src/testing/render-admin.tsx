/** Renders the admin app on a path with a fake API: organization o1, school project p1 ('szkola'), admin u1. */
import { cleanup, render } from '@testing-library/react';
import { defaultProject } from '@zapisy/core';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { ROUTER_FUTURE } from '../app/App.js';
import { AppRoutes } from '../app/AppRoutes.js';
import { EnvProvider } from '../app/env-context.js';
import { createAppServices, ServicesProvider } from '../app/services.js';
import { MODULE_SETTINGS } from '../screens/settings/module-settings-fixtures.js';
import { storeAdminSession } from './admin-session.js';
import { fakeFetch } from './fake-api.js';
import { SCHOOL_NOUNS } from './school-nouns.js';

export const now = new Date('2026-03-01T10:00:00.000Z');
export const project = defaultProject({
  organizationId: 'o1',
  eventId: 'p1',
  name: 'Szkoła 2026',
  domainName: 'szkola',
  now,
});
project.event.translationType = 'school';
export const projectJson = JSON.parse(JSON.stringify(project));
export const summary = {
  eventId: 'p1',
  organizationId: 'o1',
  active: true,
  createdAt: now.toISOString(),
  event: { name: 'Szkoła 2026', domainName: 'szkola', translationType: 'school', from: null, to: null },
};
export const nouns = SCHOOL_NOUNS;

/** Logs the admin in before each test and cleans up after it; call once at the top of a test file. */
export function withAdminSession(): void {
  beforeEach(storeAdminSession);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}

/** Renders the admin app on `path` answering from `routes` only; returns the calls and the navigation spy. */
export function renderAdminApp(path: string, routes: Record<string, unknown>) {
  const fake = fakeFetch(routes);
  const navigateTo = vi.fn();
  const services = createAppServices({ fetchImpl: fake.fetch, navigateTo, reload: vi.fn(), retryDelayMs: 0 });
  render(
    <ServicesProvider services={services}>
      <EnvProvider value={{ environment: 'test', host: 'zapisy.test' }}>
        <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
          <AppRoutes />
        </MemoryRouter>
      </EnvProvider>
    </ServicesProvider>,
  );
  return { calls: fake.calls, navigateTo };
}

/** Renders the admin app on `path` with the school project p1 of organization o1, plus `extra` routes. */
export function renderAdmin(path: string, extra: Record<string, unknown> = {}) {
  return renderAdminApp(path, {
    'GET /project/organization/o1': [summary],
    'GET /project/p1': projectJson,
    'GET /strings/p1': { translationType: 'school', label: 'Szkoła', nouns, messages: {} },
    'GET /plugins/settings-schemas': { modules: MODULE_SETTINGS },
    ...extra,
  }).calls;
}
