/**
 * Which of a payer's billings a payment is for, and how much that is — computed by the server from the
 * billings, never taken from the payer. Scopes: 'all' (everything left to pay), 'dueNow' (what must be paid
 * today: late billings and those whose required date has come), 'late' (late billings only), 'billings'
 * (the ones the payer picked). Billings are expected recalculated for `now` (late after their date plus
 * grace days). Only billings with something left to pay count; cancelled ones never do.
 */
import type { Billing } from '../billing/billing.js';
import { isRequiredByToday } from '../billing/due-today.js';
import { addGroszeSafely } from '../billing/safe-sum.js';
import type { Grosze } from '../money/index.js';
import type { PaymentsSettings } from '../projects/project-types.js';

export const PAYMENT_SCOPES = ['all', 'dueNow', 'late', 'billings'] as const;
export type PaymentScope = (typeof PAYMENT_SCOPES)[number];

export interface PayableSelection<B> {
  billings: B[];
  amount: Grosze;
  /** Picked ids that are not among the payer's billings. */
  foreign: string[];
  /** Picked ids of the payer's billings with nothing left to pay (paid, overpaid, cancelled). */
  settled: string[];
}

export function isPayable(billing: Pick<Billing, 'status' | 'leftToPay'>): boolean {
  return billing.status !== 'cancelled' && billing.leftToPay > 0;
}

/** Late, or its required day has come (today in Poland included). */
export function isDueNow(billing: Pick<Billing, 'status' | 'requiredDate'>, now: Date): boolean {
  return billing.status === 'late' || isRequiredByToday(billing.requiredDate, now);
}

export function payableBillings<B extends Billing & { _id: string }>(
  billings: readonly B[],
  input: { scope: PaymentScope; billingIds?: readonly string[]; now: Date },
): PayableSelection<B> {
  const foreign: string[] = [];
  const settled: string[] = [];
  let selected: B[];
  if (input.scope === 'billings') {
    const byId = new Map(billings.map((billing) => [billing._id, billing]));
    selected = [];
    for (const id of new Set(input.billingIds ?? [])) {
      const billing = byId.get(id);
      if (!billing) foreign.push(id);
      else if (!isPayable(billing)) settled.push(id);
      else selected.push(billing);
    }
  } else {
    selected = billings.filter((billing) => {
      if (!isPayable(billing)) return false;
      if (input.scope === 'late') return billing.status === 'late';
      if (input.scope === 'dueNow') return isDueNow(billing, input.now);
      return true;
    });
  }
  const amount = selected.reduce((sum, billing) => addGroszeSafely(sum, billing.leftToPay, 'do zapłaty'), 0);
  return { billings: selected, amount, foreign, settled };
}

/**
 * Whether a payer may pay less than the computed amount. The settings have no field of their own for it:
 * a project that bills in installments (payments.installments.enabled) takes money in parts, so its payers
 * may choose the amount; any other project takes exactly what is due.
 */
export function allowsPartialPayment(payments: Pick<PaymentsSettings, 'enabled' | 'installments'>): boolean {
  return payments.enabled === true && payments.installments?.enabled === true;
}
