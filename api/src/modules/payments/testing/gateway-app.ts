/**
 * The running API the gateway fakes talk to over real HTTP: a test app with the given payment plugins in
 * sandbox mode pointed at the fakes' URLs, listening on a free local port; and the money fixture reset.
 */
import type { AddressInfo } from 'node:net';
import type { BuildAppOptions } from '../../../app.js';
import { createTestApp, type TestApp } from '../../../http/testing.js';
import type { Store } from '../../../storage/index.js';
import { BILLINGS } from '../../participants/store.js';
import { PARTICIPANTS } from '../../projects/store.js';
import { PAYMENT_NOTIFICATIONS, PAYMENTS } from '../store.js';
import { collectionOf, seedMoneyFixture } from './money-fixture.js';

export interface GatewayApp {
  t: TestApp;
  /** `http://127.0.0.1:<port>` of the listening app. */
  base: string;
}

/** Starts the app with `plugins`, gateway URLs `gatewayUrls` (provider id → fake URL), 5 notification attempts. */
export async function startGatewayApp(
  plugins: NonNullable<BuildAppOptions['plugins']>,
  gatewayUrls: Record<string, string>,
): Promise<GatewayApp> {
  const t = await createTestApp({
    plugins,
    config: { payments: { mode: 'sandbox', gatewayUrls, notificationMaxAttempts: 5 } },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, base: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

const MONEY_COLLECTIONS = [
  'projects',
  'organizations',
  'customers',
  PARTICIPANTS,
  BILLINGS,
  PAYMENTS,
  PAYMENT_NOTIFICATIONS,
];

/** Empties the collections the money fixture and the payments touch, then seeds the fixture again. */
export async function resetMoneyFixture(store: Store): Promise<void> {
  for (const name of MONEY_COLLECTIONS) await collectionOf(store, name).deleteMany({});
  await seedMoneyFixture(store);
}
