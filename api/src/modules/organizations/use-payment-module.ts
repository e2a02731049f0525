/**
 * Picks an organization's payment module and stores its account the way a settings save does (through
 * `updateOrganization`: keys encrypted by the one secret path, audited). For set-ups without the admin:
 * benchmarks and tests.
 */
import type { SecretBox } from '../../secrets/index.js';
import type { Store } from '../../storage/index.js';
import type { AuditActor } from '../audit/index.js';
import type { SettingsRegistry } from '../plugin-settings/index.js';
import { updateOrganization } from './update-organization.js';

const SET_UP_ACTOR: AuditActor = { userId: 'system', email: 'system@zapisy.local' };

/** The server's store, secret box and settings registry (app-wiring.ts `paymentModuleDepsOf`). */
export interface PaymentModuleDeps {
  store: Store;
  box: SecretBox;
  registry: SettingsRegistry;
}

export async function usePaymentModule(
  deps: PaymentModuleDeps,
  organizationId: string,
  paymentModule: string,
  settings: Readonly<Record<string, unknown>>,
): Promise<void> {
  const group = deps.registry.module(paymentModule)?.group ?? paymentModule;
  await updateOrganization(deps.store, deps.box, deps.registry, {
    organizationId,
    patch: { integrations: { paymentModule, accounts: { [group]: { ...settings } } } },
    actor: SET_UP_ACTOR,
    isSiteAdmin: true,
  });
}
