import { paywallPage as kitPaywallPage } from '@zapisy/payment-fake-kit';
import type { FakePayuOrder } from './fake-state.js';

/** The payer's page at `redirectUri`: plain HTML, two buttons, no JavaScript. */
export function paywallPage(order: FakePayuOrder): string {
  const open = order.status === 'NEW' || order.status === 'PENDING';
  return kitPaywallPage({
    gateway: 'PayU',
    noun: 'zamówienie',
    referenceLabel: 'Numer zamówienia',
    reference: order.orderId,
    description: order.description,
    amount: order.totalAmount,
    currency: order.currencyCode,
    action: `/pay/${encodeURIComponent(order.orderId)}`,
    ...(open ? {} : { closedText: `To zamówienie ma już status ${order.status}.` }),
  });
}
