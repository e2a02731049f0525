/**
 * What the payer sees when back from the gateway, from the payment's status and the return itself:
 * - the server's outcome when it knows one (paid, canceled, failed), or it is not an online payment;
 * - 'canceled' at once when the return address says the payer cancelled (PayU, Paynow), even before
 *   the gateway's notification reaches the server;
 * - 'unconfirmed' when the payment is still NEW (the gateway has reported nothing) a few seconds after
 *   the return: Przelewy24 notifies only paid payments, so a cancel there leaves it NEW. The payer may pay
 *   again; the page keeps asking, so a late notification still turns it paid;
 * - 'pending' otherwise (the gateway has the payment in progress): the page waits, no way to pay twice.
 */
import type { PayerOutcome, PaymentStatusAnswer } from './types.js';

export type ShownOutcome = PayerOutcome | 'unconfirmed';

/** How long after the return a payment the gateway reported nothing about counts as not paid. */
export const UNCONFIRMED_AFTER_MS = 5_000;

export function returnOutcome(input: {
  payment: Pick<PaymentStatusAnswer, 'status' | 'method' | 'completion'>;
  cancelledAtGateway: boolean;
  sinceReturnMs: number;
  /** Default UNCONFIRMED_AFTER_MS (tests shorten it). */
  unconfirmedAfterMs?: number;
}): ShownOutcome {
  const { payment } = input;
  const outcome = payment.completion.outcome;
  if (outcome !== 'pending' || payment.method !== 'online') return outcome;
  if (input.cancelledAtGateway) return 'canceled';
  if (payment.status === 'NEW' && input.sinceReturnMs >= (input.unconfirmedAfterMs ?? UNCONFIRMED_AFTER_MS))
    return 'unconfirmed';
  return 'pending';
}
