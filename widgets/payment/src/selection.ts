import { toGrosze } from '@zapisy/core';
import type { PayerDue, PaymentScopeChoice } from './types.js';

/** The scopes worth offering for this answer (first document §2 /platnosc: due now with late, late, all, chosen). */
export function offeredScopes(due: PayerDue): PaymentScopeChoice[] {
  const scopes: PaymentScopeChoice[] = [];
  if (due.totals.dueNow > 0) scopes.push('dueNow');
  if (due.totals.late > 0 && due.totals.late !== due.totals.dueNow) scopes.push('late');
  if (due.totals.all > 0 && due.totals.all !== due.totals.dueNow) scopes.push('all');
  if (due.totals.all > 0 && payableBillingIds(due).length > 1) scopes.push('billings');
  if (scopes.length === 0 && due.totals.all > 0) scopes.push('all');
  return scopes;
}

export function payableBillingIds(due: PayerDue): string[] {
  return due.participants.flatMap((p) => p.billings.filter((b) => b.leftToPay > 0).map((b) => b._id));
}

/** What the chosen scope comes to, in grosze (the server computes it again). */
export function scopeAmount(due: PayerDue, scope: PaymentScopeChoice, billingIds: readonly string[]): number {
  if (scope !== 'billings') return due.totals[scope];
  const chosen = new Set(billingIds);
  return due.participants
    .flatMap((p) => p.billings)
    .filter((b) => chosen.has(b._id))
    .reduce((sum, b) => sum + b.leftToPay, 0);
}

/** '150', '150,5', '1 234,56 zł' → grosze (core toGrosze, as the admin's amounts); null when not in (0, max]. */
export function parseOwnAmount(text: string, max: number): number | null {
  let grosze: number;
  try {
    grosze = toGrosze(text);
  } catch {
    return null;
  }
  return grosze > 0 && grosze <= max ? grosze : null;
}
