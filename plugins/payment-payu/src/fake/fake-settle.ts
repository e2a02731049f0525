import type { PayuOrderStatus } from '../status-mapping.js';
import type { FakePayuOrder } from './fake-state.js';

export type { FakeSettleOptions } from '@zapisy/payment-fake-kit';
export type FakeSettleOutcome = 'paid' | 'cancelled' | 'pending';

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

export function isSettleOutcome(value: unknown): value is FakeSettleOutcome {
  return value === 'paid' || value === 'cancelled' || value === 'pending';
}
