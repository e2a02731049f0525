/**
 * Whether a project can really take online payments: the project offers them (payments.enabled and
 * payments.online) AND its payment module (the project's override, else the organization's) is a loaded
 * provider whose account — the project's, the system's when the organization uses system accounts, else the
 * organization's (payment-setup.ts) — has the keys the provider needs. Registration asks on every request, so
 * the answer reads the stored (encrypted) values without decrypting them and is kept for a few seconds per
 * project; saving accounts forgets the kept answers.
 */
import type { FastifyInstance } from 'fastify';
import type { ProjectRecord } from '../projects/index.js';
import { paymentFlowOf } from './app-flow.js';
import {
  type KnownTenantDocuments,
  type PaymentSetup,
  type PaymentTenant,
  resolvePaymentSetup,
} from './payment-setup.js';

const KEPT_MS = 5_000;
const kept = new WeakMap<FastifyInstance, Map<string, { at: number; available: boolean }>>();

/** The project's (or, without eventId, the organization's) payment module, account and why it is unusable. */
export function paymentSetupOf(
  app: FastifyInstance,
  tenant: PaymentTenant,
  known?: KnownTenantDocuments,
): Promise<PaymentSetup> {
  const flow = paymentFlowOf(app);
  return resolvePaymentSetup(app.store, flow.provider, tenant, known);
}

/** Forgets the kept answers (after system accounts, an organization's or a project's accounts change). */
export function forgetOnlineAvailability(app: FastifyInstance): void {
  kept.delete(app);
}

export async function onlinePaymentsAvailable(
  app: FastifyInstance,
  project: ProjectRecord,
): Promise<boolean> {
  if (project.payments?.enabled !== true || project.payments?.online !== true) return false;
  let byProject = kept.get(app);
  if (!byProject) {
    byProject = new Map();
    kept.set(app, byProject);
  }
  const now = Date.now();
  const entry = byProject.get(project.eventId);
  if (entry && now - entry.at < KEPT_MS) return entry.available;
  const setup = await paymentSetupOf(app, {
    organizationId: project.organizationId,
    eventId: project.eventId,
  });
  byProject.set(project.eventId, { at: now, available: setup.complete });
  return setup.complete;
}
