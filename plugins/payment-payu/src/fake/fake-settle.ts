import type { PayuOrderStatus } from '../status-mapping.js';
import type { FakePayuOrder } from './fake-state.js';

export type FakeSettleOutcome = 'paid' | 'cancelled' | 'pending';

export interface FakeSettleOptions {
  /** Send the notifications in reverse order (e.g. COMPLETED before PENDING). */
  reorder?: boolean;
  /** Extra copies of every notification (PayU may deliver one more than once). */
  duplicates?: number;
}

/**
 * The statuses an order passes through for an outcome, in PayU's order: PENDING once the payer picked
 * a method, then COMPLETED, or WAITING_FOR_CONFIRMATION when the POS has auto-receive off; a payer who
 * cancels makes it CANCELED. Undefined when the order cannot take the outcome any more.
 */
export function settleFlow(
  order: FakePayuOrder,
  outcome: FakeSettleOutcome,
  autoReceive: boolean,
): PayuOrderStatus[] | undefined {
  if (order.status !== 'NEW' && order.status !== 'PENDING') return undefined;
  const wasNew = order.status === 'NEW';
  switch (outcome) {
    case 'paid': {
      const paid: PayuOrderStatus = autoReceive ? 'COMPLETED' : 'WAITING_FOR_CONFIRMATION';
      return wasNew ? ['PENDING', paid] : [paid];
    }
    case 'cancelled':
      return ['CANCELED'];
    case 'pending':
      return wasNew ? ['PENDING'] : [];
  }
}

/** The order notifications go out in: the flow, reversed on request, each repeated `duplicates` more times. */
export function deliveryOrder(
  flow: readonly PayuOrderStatus[],
  options: FakeSettleOptions,
): PayuOrderStatus[] {
  const ordered = options.reorder === true ? [...flow].reverse() : [...flow];
  const copies = Math.max(0, Math.min(20, Math.trunc(options.duplicates ?? 0)));
  return ordered.flatMap((status) => Array.from({ length: copies + 1 }, () => status));
}

export function isSettleOutcome(value: unknown): value is FakeSettleOutcome {
  return value === 'paid' || value === 'cancelled' || value === 'pending';
}
