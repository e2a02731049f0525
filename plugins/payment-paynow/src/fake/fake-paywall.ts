import { paywallPage as kitPaywallPage } from '@zapisy/payment-fake-kit';
import type { FakePaynowPayment } from './fake-state.js';

/** The payer's page at the redirect URL: plain HTML, two buttons, no JavaScript. */
export function paywallPage(payment: FakePaynowPayment): string {
  const open = payment.status === 'NEW' || payment.status === 'PENDING';
  return kitPaywallPage({
    gateway: 'Paynow',
    noun: 'płatność',
    referenceLabel: 'Numer płatności',
    reference: payment.paymentId,
    description: payment.description,
    amount: payment.amount,
    currency: payment.currency,
    action: `/paywall/${encodeURIComponent(payment.paymentId)}`,
    ...(open ? {} : { closedText: `Ta płatność ma już status ${payment.status}.` }),
  });
}
