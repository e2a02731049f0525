/**
 * The payments grid (/admin/listy/wplaty; first document §3 Payment grid columns): search that ignores case
 * and Polish diacritics, the sort orders, and the sums shown under the grid.
 */
import { addGroszeSafely } from '../billing/safe-sum.js';
import type { Grosze } from '../money/index.js';
import type { RefundStatus } from '../plugins/payment-provider.js';
import { removeDiacritics } from '../text/index.js';
import { isMoneyReceived, type PaymentStatus } from './payment-status.js';

export const PAYMENT_SORTS = [
  'date',
  'amount',
  'status',
  'method',
  'type',
  'customerName',
  'title',
  'product',
  'paymentId',
  'extPaymentId',
  'account',
  'description',
  'remarks',
  'isArchived',
] as const;
export type PaymentSortField = (typeof PAYMENT_SORTS)[number];

/** The text as the search compares it: lower case, no diacritics, single spaces. */
export function searchKey(text: string): string {
  return removeDiacritics(text).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** True when every word of the query occurs in one of the texts (name, e-mail, title, ids…). */
export function matchesSearch(query: string, texts: readonly (string | null | undefined)[]): boolean {
  const words = searchKey(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchKey(texts.filter((text): text is string => typeof text === 'string').join(' '));
  return words.every((word) => haystack.includes(word));
}

export interface SortablePayment {
  _id: string;
  date: Date;
  amount: number;
  status: string;
  method: string;
}

/** Texts in Polish order, booleans false first, empty values last. */
function compareValues(a: unknown, b: unknown): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'pl');
}

/** A comparator: by the field, then newest first, then by id so pages never overlap. */
export function comparePayments(
  field: PaymentSortField,
  direction: 'asc' | 'desc',
): (a: SortablePayment, b: SortablePayment) => number {
  const sign = direction === 'asc' ? 1 : -1;
  const primary = (a: SortablePayment, b: SortablePayment): number => {
    switch (field) {
      case 'amount':
        return a.amount - b.amount;
      case 'date':
        return a.date.getTime() - b.date.getTime();
      default:
        return compareValues(
          (a as unknown as Record<string, unknown>)[field],
          (b as unknown as Record<string, unknown>)[field],
        );
    }
  };
  return (a, b) => sign * primary(a, b) || b.date.getTime() - a.date.getTime() || a._id.localeCompare(b._id);
}

export interface SummablePayment {
  type: 'payment' | 'refund';
  amount: number;
  status: PaymentStatus;
  refundStatus?: RefundStatus | null;
}

/** Money received (payments whose money arrived) and money returned (completed refunds, as positive grosze). */
export function paymentSums(rows: readonly SummablePayment[]): { completed: Grosze; refunded: Grosze } {
  let completed = 0;
  let refunded = 0;
  for (const row of rows) {
    if (row.type === 'refund') {
      if (row.refundStatus === 'completed') refunded = addGroszeSafely(refunded, -row.amount, 'zwroty');
    } else if (isMoneyReceived(row.status)) {
      completed = addGroszeSafely(completed, row.amount, 'wpłaty');
    }
  }
  return { completed, refunded };
}
