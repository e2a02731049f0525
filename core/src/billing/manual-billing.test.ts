import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { makeBilling, utc } from './billing.fixture.js';
import { addManualCharge, checkManualCharge, MANUAL_BILLING_MESSAGES } from './manual-billing.js';

const options = { now: utc('2026-02-15'), useVat: true } as const;
const charge = {
  eventId: 'ev1',
  customerId: 'c1',
  sourceId: 'p1',
  category: 'Wyżywienie',
  amount: 10_000,
  vatRate: '8',
  requiredDate: '2026-03-01T00:00:00.000Z',
};

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return [...error.errors];
    throw error;
  }
  return [];
}

describe('checkManualCharge: "Billing creation requires amount, requiredDate and eventId" (§5)', () => {
  it('reports every missing field with the spec’s Polish messages', () => {
    expect(problemsOf(() => checkManualCharge({ category: 'X', customerId: 'c1' }))).toEqual([
      'pole amount jest wymagane',
      'pole requiredDate jest wymagane',
      'pole eventId jest wymagane',
    ]);
  });

  it('requires a category and a known VAT rate, and a positive amount', () => {
    expect(problemsOf(() => checkManualCharge({ ...charge, category: ' ', vatRate: '17' }))).toEqual([
      MANUAL_BILLING_MESSAGES.category,
      MANUAL_BILLING_MESSAGES.vatRate,
    ]);
    expect(problemsOf(() => checkManualCharge({ ...charge, amount: 0 }))).toEqual([
      MANUAL_BILLING_MESSAGES.amountPositive,
    ]);
    expect(problemsOf(() => checkManualCharge({ ...charge, amount: 10.5 }))[0]).toMatch(
      /całkowitą liczbą groszy/,
    );
    expect(problemsOf(() => checkManualCharge({ ...charge, requiredDate: 'jutro' }))).toEqual([
      MANUAL_BILLING_MESSAGES.requiredDate,
    ]);
  });

  it('computes VAT from the net amount half-up to the grosz; no rate means no VAT', () => {
    expect(checkManualCharge({ ...charge, amount: 1_005 })).toMatchObject({
      amount: 1_005,
      vat: 80,
      grossAmount: 1_085,
    });
    expect(checkManualCharge({ ...charge, vatRate: undefined })).toMatchObject({
      vat: 0,
      grossAmount: 10_000,
      vatPercent: 'np',
    });
  });
});

describe('addManualCharge: a manual billing (isManual) joins its source’s billings by the §4 rules', () => {
  it('is added last, isManual, with its category and date; a later one of the source becomes upcoming', () => {
    const existing = [makeBilling({ requiredDate: utc('2026-02-20') })];
    const result = addManualCharge(existing, charge, options);
    expect(result).toHaveLength(2);
    expect(result[1]).toMatchObject({
      isManual: true,
      category: 'Wyżywienie',
      sourceId: 'p1',
      amount: 10_000,
      vat: 800,
      grossAmount: 10_800,
      leftToPay: 10_800,
      status: 'upcoming',
      requiredDate: utc('2026-03-01'),
      createdDate: options.now,
    });
  });

  it('takes the surplus of an overpaid billing of the same source ("payments are reassigned")', () => {
    const overpaid = makeBilling({
      status: 'overpaid',
      leftToPay: -2_000,
      payments: [{ date: utc('2026-01-05'), amount: 14_300 }],
    });
    const result = addManualCharge([overpaid], charge, options);
    expect(result.map((b) => [b.status, b.leftToPay])).toEqual([
      ['paid', 0],
      ['active', 8_800],
    ]);
  });
});
