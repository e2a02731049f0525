import type { Billing } from './billing.js';
import { assertBillingList } from './billing-validation.js';

/**
 * Spec §4: "A new billing starts active. Among one source's billings only the earliest active one stays
 * active, and later ones become upcoming." Earliest means the earliest required date, then the earliest
 * created date, then the first in the list. Billings without a sourceId form no group and are left alone.
 * Only demotes: promoting an upcoming billing is recalculation's job (see recalculateBillings).
 */
export function normalizeSourceBillings(billings: readonly Billing[]): Billing[] {
  assertBillingList(billings);
  return normalizeChecked(billings);
}

export function normalizeChecked(billings: readonly Billing[]): Billing[] {
  const earliestActive = new Map<string, number>();
  billings.forEach((billing, index) => {
    if (billing.status !== 'active' || billing.sourceId == null) return;
    const current = earliestActive.get(billing.sourceId);
    if (current === undefined || isEarlier(billing, billings[current]!)) {
      earliestActive.set(billing.sourceId, index);
    }
  });
  return billings.map((billing, index) =>
    billing.status === 'active' && billing.sourceId != null && earliestActive.get(billing.sourceId) !== index
      ? { ...billing, status: 'upcoming' }
      : billing,
  );
}

function isEarlier(a: Billing, b: Billing): boolean {
  const byRequired = a.requiredDate.getTime() - b.requiredDate.getTime();
  if (byRequired !== 0) return byRequired < 0;
  return a.createdDate.getTime() < b.createdDate.getTime();
}
