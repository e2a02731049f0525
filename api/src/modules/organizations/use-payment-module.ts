/**
 * Picks an organization's payment module and stores its account the way a settings save does (through
 * `updateOrganization`: keys encrypted by the one secret path, audited). For set-ups without the admin:
 * benchmarks and tests.
 */
import type { FastifyInstance } from 'fastify';
import { secretBoxOf } from '../../secrets/index.js';
import type { AuditActor } from '../audit/index.js';
import { settingsRegistryOf } from '../plugin-settings/index.js';
import { updateOrganization } from './update-organization.js';

const SET_UP_ACTOR: AuditActor = { userId: 'system', email: 'system@zapisy.local' };

export async function usePaymentModule(
  app: FastifyInstance,
  organizationId: string,
  paymentModule: string,
  settings: Readonly<Record<string, unknown>>,
): Promise<void> {
  const registry = settingsRegistryOf(app);
  const group = registry.module(paymentModule)?.group ?? paymentModule;
  await updateOrganization(app.store, secretBoxOf(app), registry, {
    organizationId,
    patch: { integrations: { paymentModule, accounts: { [group]: { ...settings } } } },
    actor: SET_UP_ACTOR,
    isSiteAdmin: true,
  });
}
