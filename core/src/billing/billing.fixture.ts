import type { Billing } from './billing.js';

export const utc = (iso: string): Date => new Date(`${iso}T00:00:00.000Z`);

/** A valid active billing of 100,00 zł net + 23,00 zł VAT, due 2026-03-01, no payments. */
export function makeBilling(overrides: Partial<Billing> = {}): Billing {
  const base: Billing = {
    eventId: 'ev1',
    customerId: 'c1',
    sourceId: 'p1',
    amount: 10_000,
    vat: 2_300,
    grossAmount: 12_300,
    manualDiscount: 0,
    leftToPay: 12_300,
    status: 'active',
    createdDate: utc('2026-01-01'),
    requiredDate: utc('2026-03-01'),
    payments: [],
    isProvision: false,
  };
  return { ...base, ...overrides };
}

export const VAT = { useVat: true } as const;
export const NET = { useVat: false } as const;
