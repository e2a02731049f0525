/**
 * The running API for the payment-account tests: org-a's callers (admin, employee, org-b's admin, a site
 * admin), the given plugins in sandbox mode pointed at the gateway fakes, listening on a free local port
 * with `publicUrl` set to it (so gateways notify it), and every log line kept for inspection.
 */
import type { AddressInfo } from 'node:net';
import { createUserWithToken } from '../../auth/testing.js';
import { createTestApp } from '../../http/testing.js';
import type { PluginSource } from '../../plugins/loader.js';
import { API, type ProjectTestContext, type TestDocument } from '../../projects/testing.js';

export interface AccountsApp extends ProjectTestContext {
  base: string;
  siteAdmin: string;
  /** Every log line written so far (JSON text). */
  logs: string[];
}

export async function startAccountsApp(
  plugins: readonly PluginSource[],
  gatewayUrls: Record<string, string>,
): Promise<AccountsApp> {
  const logs: string[] = [];
  const t = await createTestApp({
    plugins,
    config: {
      baseDomain: 'zapisy.test',
      payments: { mode: 'sandbox', gatewayUrls, notificationMaxAttempts: 5 },
    },
    logger: { level: 'trace', stream: { write: (line: string) => void logs.push(line) } },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // The notify URLs handed to the gateways are built from publicUrl: point them at this server.
  (t.app.config as { publicUrl: string }).publicUrl = base;
  const admin = (await createUserWithToken(t.app, { organizationId: 'org-a', role: 'admin' })).token;
  const employee = (await createUserWithToken(t.app, { organizationId: 'org-a', role: 'employee' })).token;
  const stranger = (await createUserWithToken(t.app, { organizationId: 'org-b', role: 'admin' })).token;
  const siteAdmin = (await createUserWithToken(t.app, { role: 'site-admin' })).token;
  const call: ProjectTestContext['call'] = (method, url, options = {}) =>
    t.app.inject({
      method,
      url: `${API}${url}`,
      ...(options.token ? { headers: { 'x-auth-token': options.token } } : {}),
      ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    });
  return {
    t,
    base,
    logs,
    admin,
    employee,
    stranger,
    siteAdmin,
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
