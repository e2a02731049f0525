/** Shared set-up of the project API tests: an app with the given plugins, two organizations and callers. */
import type { LightMyRequestResponse } from 'fastify';
import { createUserWithToken } from '../../auth/testing.js';
import { createTestApp, type TestApp } from '../../http/testing.js';
import type { PluginSource } from '../../plugins/loader.js';
import type { StoreCollection } from '../../storage/index.js';

export const API = '/services/api';

export interface ProjectTestContext {
  t: TestApp;
  admin: string;
  employee: string;
  stranger: string;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: { token?: string; payload?: unknown },
  ): Promise<LightMyRequestResponse>;
  /** A collection of plain test documents with string ids. */
  docs(name: string): StoreCollection<TestDocument>;
  /** Creates a project of org-a through `PUT /project` and returns its full view. */
  create(event?: { name?: string; domainName?: string; translationType?: string }): Promise<FullProject>;
}

export interface TestDocument {
  _id: string;
  [key: string]: unknown;
}

// biome-ignore lint/suspicious/noExplicitAny: test helper for JSON answers
export type FullProject = Record<string, any>;

/**
 * `plugins`: the translation-type plugin (test files import it; this helper may not, see ARCHITECTURE.md).
 * `options`: more of the test app's options (its config over `baseDomain: 'zapisy.test'`, a logger).
 */
export async function createProjectTestContext(
  plugins: readonly PluginSource[],
  options: Omit<NonNullable<Parameters<typeof createTestApp>[0]>, 'plugins'> = {},
): Promise<ProjectTestContext> {
  const t = await createTestApp({
    ...options,
    plugins,
    config: { baseDomain: 'zapisy.test', ...options.config },
  });
  const admin = (await createUserWithToken(t.app, { organizationId: 'org-a', role: 'admin' })).token;
  const employee = (await createUserWithToken(t.app, { organizationId: 'org-a', role: 'employee' })).token;
  const stranger = (await createUserWithToken(t.app, { organizationId: 'org-b', role: 'admin' })).token;
  const call: ProjectTestContext['call'] = (method, url, options = {}) =>
    t.app.inject({
      method,
      url: `${API}${url}`,
      ...(options.token ? { headers: { 'x-auth-token': options.token } } : {}),
      ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    });
  return {
    t,
    admin,
    employee,
    stranger,
    call,
    docs: (name) => t.store.db.collection<TestDocument>(name),
    async create(event) {
      const res = await call('PUT', '/project', {
        token: admin,
        payload: { organizationId: 'org-a', ...(event ? { event } : {}) },
      });
      if (res.statusCode !== 201) throw new Error(`PUT /project: ${res.statusCode} ${res.body}`);
      return res.json();
    },
  };
}
