/**
 * What the payer's completion page says about one payment (first document §2 completion pages: variants for
 * cash, transfer, online and their link variants). The outcome follows the payment's status: money received
 * → 'paid'; still at the gateway → 'pending'; CANCELED → 'canceled', or 'failed' when the gateway refused
 * or could not be reached (a reason was recorded when it was created).
 */
import type { PaymentMethod } from './payment-method.js';
import { isMoneyReceived, type PaymentStatus } from './payment-status.js';

export type PayerCompletionVariant = PaymentMethod | `link-${PaymentMethod}`;
export type PayerOutcome = 'paid' | 'pending' | 'canceled' | 'failed';

export const PAYER_MESSAGES = {
  paid: 'Dziękujemy! Płatność została przyjęta.',
  pending:
    'Płatność jest w trakcie realizacji. Potwierdzenie pojawi się, gdy operator płatności ją zaksięguje.',
  canceled: 'Płatność została anulowana lub wygasła. Nic nie zostało pobrane — możesz spróbować ponownie.',
  failed: 'Płatność nie powiodła się. Nic nie zostało pobrane — spróbuj ponownie lub wybierz inną metodę.',
  transfer:
    'Prosimy o przelew na podany rachunek z podanym tytułem; wpłata zostanie zaksięgowana po jej otrzymaniu.',
  cash: 'Prosimy o wpłatę gotówką u organizatora.',
  nothingToPay: 'Nie ma nic do zapłaty',
  badLink: 'Link do płatności jest nieprawidłowy lub wygasł.',
} as const;

export interface PayerCompletion {
  variant: PayerCompletionVariant;
  outcome: PayerOutcome;
  message: string;
}

export function payerCompletion(input: {
  method: PaymentMethod;
  status: PaymentStatus;
  /** The Polish reason recorded when the payment could not be started (the gateway refused, was down). */
  failure?: string;
  /** The payer came through a payment link (/l): the 'link-…' variants. */
  viaLink?: boolean;
}): PayerCompletion {
  const variant: PayerCompletionVariant = input.viaLink ? `link-${input.method}` : input.method;
  if (isMoneyReceived(input.status)) return { variant, outcome: 'paid', message: PAYER_MESSAGES.paid };
  if (input.status === 'CANCELED') {
    return input.failure
      ? { variant, outcome: 'failed', message: `${PAYER_MESSAGES.failed} ${input.failure}` }
      : { variant, outcome: 'canceled', message: PAYER_MESSAGES.canceled };
  }
  const message =
    input.method === 'online'
      ? PAYER_MESSAGES.pending
      : input.method === 'transfer'
        ? PAYER_MESSAGES.transfer
        : PAYER_MESSAGES.cash;
  return { variant, outcome: 'pending', message };
}
