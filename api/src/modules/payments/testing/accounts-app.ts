/**
 * The running API for the payment-account tests: org-a's callers (admin, employee, org-b's admin, a site
 * admin), the given plugins in sandbox mode pointed at the gateway fakes, listening on a free local port
 * with `publicUrl` set to it (so gateways notify it), and every log line kept for inspection.
 */
import type { AddressInfo } from 'node:net';
import { createUserWithToken } from '../../../auth/testing.js';
import type { PluginSource } from '../../../plugins/loader.js';
import { createProjectTestContext, type ProjectTestContext } from '../../projects/testing.js';

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
  const context = await createProjectTestContext(plugins, {
    config: { payments: { mode: 'sandbox', gatewayUrls, notificationMaxAttempts: 5 } },
    logger: { level: 'trace', stream: { write: (line: string) => void logs.push(line) } },
  });
  const { app } = context.t;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // The notify URLs handed to the gateways are built from publicUrl: point them at this server.
  (app.config as { publicUrl: string }).publicUrl = base;
  const siteAdmin = (await createUserWithToken(app, { role: 'site-admin' })).token;
  return { ...context, base, logs, siteAdmin };
}
