import type { CreatePaymentInput } from '@zapisy/core';

export type PaymentInputDefaults = Omit<CreatePaymentInput, 'paymentId'>;

/**
 * A maker of create-payment inputs over `defaults` (read at each call, so they may name a receiver started
 * later), each with a fresh paymentId `<prefix>-<time>-<n>`: one fake serves many tests without clashes.
 */
export function paymentInputs(
  defaults: () => PaymentInputDefaults,
  prefix = 'pay',
): (overrides?: Partial<CreatePaymentInput>) => CreatePaymentInput {
  let sequence = 0;
  return (overrides = {}) => {
    sequence += 1;
    return { paymentId: `${prefix}-${Date.now()}-${sequence}`, ...defaults(), ...overrides };
  };
}

/** The smallest valid create-payment input (100 grosze), for tests about anything but the input. */
export function minimalPaymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    paymentId: 'pay-1',
    amount: 100,
    currency: 'PLN',
    description: 'x',
    buyer: { email: 'a@b.pl' },
    returnUrl: 'https://r',
    notifyUrl: 'https://n',
    ...overrides,
  };
}
