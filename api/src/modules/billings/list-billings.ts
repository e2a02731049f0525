/**
 * The billings of a participant or a customer with their sums (first document §5: "Billing sums cannot use
 * dateOver and dateUpTo together"): each billing recalculated for now (nothing is written), those in the
 * period listed by required date, and core's billingSums of them.
 */
import {
  type BillingSums,
  billingSums,
  checkBillingSumsPeriod,
  isInSumsPeriod,
  recalculateBillings,
  ValidationError,
} from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import type { BillingRecord } from '../participants/index.js';
import { billingView, type ManualBillingView } from './billing-view.js';
import { resolveScope, type ScopeInput, scopeBillings, scopeMoneyOptions } from './money-scope.js';

export interface BillingListQuery extends ScopeInput {
  dateOver?: string;
  dateUpTo?: string;
}

export interface BillingList {
  billings: ManualBillingView[];
  sums: BillingSums;
}

function dateOf(value: string | undefined, field: string): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new ValidationError(`pole ${field} musi być poprawną datą`);
  return date;
}

export async function listBillings(
  deps: { store: Store; now: () => Date },
  organizationId: string,
  query: BillingListQuery,
): Promise<BillingList> {
  const dateOver = dateOf(query.dateOver, 'dateOver');
  const dateUpTo = dateOf(query.dateUpTo, 'dateUpTo');
  const period = { ...(dateOver ? { dateOver } : {}), ...(dateUpTo ? { dateUpTo } : {}) };
  checkBillingSumsPeriod(period);
  const scope = await resolveScope(deps.store, organizationId, query);
  const stored = await scopeBillings(deps.store, scope);
  const now = deps.now();
  // Left to pay counts VAT by each billing's project (a customer's billings may span projects).
  const byEvent = new Map<string, BillingRecord[]>();
  for (const billing of stored)
    byEvent.set(billing.eventId, [...(byEvent.get(billing.eventId) ?? []), billing]);
  const current: BillingRecord[] = [];
  let sums: BillingSums | undefined;
  for (const [eventId, billings] of byEvent) {
    const options = await scopeMoneyOptions(deps.store, organizationId, eventId, now);
    const recalculated = recalculateBillings(billings, options).map((b, i) => ({ ...billings[i]!, ...b }));
    current.push(...recalculated.filter((b) => isInSumsPeriod(b, period)));
    sums = addSums(sums, billingSums(recalculated, period, options));
  }
  current.sort(
    (a, b) =>
      a.requiredDate.getTime() - b.requiredDate.getTime() ||
      a.createdDate.getTime() - b.createdDate.getTime(),
  );
  return { billings: current.map(billingView), sums: sums ?? billingSums([], period, { useVat: false }) };
}

function addSums(a: BillingSums | undefined, b: BillingSums): BillingSums {
  if (!a) return b;
  return {
    count: a.count + b.count,
    amount: a.amount + b.amount,
    vat: a.vat + b.vat,
    grossAmount: a.grossAmount + b.grossAmount,
    manualDiscount: a.manualDiscount + b.manualDiscount,
    payments: a.payments + b.payments,
    leftToPay: a.leftToPay + b.leftToPay,
  };
}
