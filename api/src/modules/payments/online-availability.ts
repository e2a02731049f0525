/**
 * Whether a project can really take online payments: the project offers them (payments.enabled and
 * payments.online) AND its payment module (the project's override, else the organization's) is a loaded
 * provider whose account — the project's, the system's when the organization uses system accounts, else the
 * organization's (payment-setup.ts) — has the keys the provider needs. Registration asks on every request, so
 * the answer reads the stored (encrypted) values without decrypting them and is kept for a few seconds per
 * project; saving accounts forgets the kept answers.
 */
import type { ProjectRecord } from '../projects/index.js';
import type { PaymentDeps } from './payment-deps.js';
import {
  type KnownTenantDocuments,
  type PaymentSetup,
  type PaymentTenant,
  resolvePaymentSetup,
} from './payment-setup.js';

const KEPT_MS = 5_000;

export type PaymentSetupDeps = Pick<PaymentDeps, 'store' | 'flow'>;

/** The project's (or, without eventId, the organization's) payment module, account and why it is unusable. */
export function paymentSetupOf(
  deps: PaymentSetupDeps,
  tenant: PaymentTenant,
  known?: KnownTenantDocuments,
): Promise<PaymentSetup> {
  return resolvePaymentSetup(deps.store, deps.flow.provider, tenant, known);
}

/** Forgets the kept answers (after system accounts, an organization's or a project's accounts change). */
export function forgetOnlineAvailability(deps: Pick<PaymentDeps, 'onlineAnswers'>): void {
  deps.onlineAnswers.clear();
}

export type OnlineAvailabilityDeps = PaymentSetupDeps & Pick<PaymentDeps, 'onlineAnswers'>;

export async function onlinePaymentsAvailable(
  deps: OnlineAvailabilityDeps,
  project: ProjectRecord,
): Promise<boolean> {
  if (project.payments?.enabled !== true || project.payments?.online !== true) return false;
  const byProject = deps.onlineAnswers;
  const now = Date.now();
  const entry = byProject.get(project.eventId);
  if (entry && now - entry.at < KEPT_MS) return entry.available;
  const setup = await paymentSetupOf(deps, {
    organizationId: project.organizationId,
    eventId: project.eventId,
  });
  byProject.set(project.eventId, { at: now, available: setup.complete });
  return setup.complete;
}
