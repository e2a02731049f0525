/** Renders the admin app on a path with a fake API: organization o1, school project p1 ('szkola'), admin u1. */
import { cleanup, render } from '@testing-library/react';
import { defaultProject } from '@zapisy/core';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../api/session.js';
import { ROUTER_FUTURE } from '../app/App.js';
import { AppRoutes } from '../app/AppRoutes.js';
import { EnvProvider } from '../app/env-context.js';
import { createAppServices, ServicesProvider } from '../app/services.js';
import { fakeFetch, makeToken } from './fake-api.js';

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
export const nouns = {
  project: {
    gender: 'm',
    nominative: 'rok szkolny',
    genitive: 'roku szkolnego',
    dative: 'rokowi szkolnemu',
    accusative: 'rok szkolny',
    instrumental: 'rokiem szkolnym',
    locative: 'roku szkolnym',
    plural: 'lata szkolne',
    pluralGenitive: 'lat szkolnych',
  },
  participant: {
    gender: 'm',
    nominative: 'uczeń',
    genitive: 'ucznia',
    dative: 'uczniowi',
    accusative: 'ucznia',
    instrumental: 'uczniem',
    locative: 'uczniu',
    plural: 'uczniowie',
    pluralGenitive: 'uczniów',
  },
};

/** Logs the admin in before each test and cleans up after it; call once at the top of a test file. */
export function withAdminSession(): void {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(
      TOKEN_STORAGE_KEY,
      makeToken({ sub: 'u1', role: 'admin', organizationId: 'o1' }, 3600),
    );
    localStorage.setItem(
      USER_STORAGE_KEY,
      JSON.stringify({
        userId: 'u1',
        email: 'anna@szkola.pl',
        firstName: 'Anna',
        lastName: 'Nowak',
        role: 'admin',
        organizationId: 'o1',
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}

export function renderAdmin(path: string, extra: Record<string, unknown> = {}) {
  const fake = fakeFetch({
    'GET /project/organization/o1': [summary],
    'GET /project/p1': projectJson,
    'GET /strings/p1': { translationType: 'school', label: 'Szkoła', nouns, messages: {} },
    ...extra,
  });
  const services = createAppServices({ fetchImpl: fake.fetch, navigateTo: vi.fn(), reload: vi.fn() });
  render(
    <ServicesProvider services={services}>
      <EnvProvider value={{ environment: 'test', host: 'zapisy.test' }}>
        <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
          <AppRoutes />
        </MemoryRouter>
      </EnvProvider>
    </ServicesProvider>,
  );
  return fake.calls;
}
