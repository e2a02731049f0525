import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { makeBilling, NET, utc, VAT } from './billing.fixture.js';
import { BILLING_SUMS_MESSAGES, billingSums, checkBillingSumsPeriod } from './billing-sums.js';

const list = [
  makeBilling({ requiredDate: utc('2026-01-10'), payments: [{ date: utc('2026-01-05'), amount: 5_000 }] }),
  makeBilling({ requiredDate: utc('2026-02-10'), manualDiscount: -1_000 }),
  makeBilling({ requiredDate: utc('2026-03-10'), status: 'cancelled' }),
  makeBilling({ requiredDate: utc('2026-04-10'), amount: 20_000, vat: 0, grossAmount: 20_000 }),
];

describe('billingSums: "Billing sums cannot use dateOver and dateUpTo together" (§5)', () => {
  it('refuses dateOver together with dateUpTo with the Polish message', () => {
    const both = { dateOver: utc('2026-01-01'), dateUpTo: utc('2026-05-01') };
    expect(() => billingSums(list, both, VAT)).toThrow(ValidationError);
    expect(() => checkBillingSumsPeriod(both)).toThrow(BILLING_SUMS_MESSAGES.bothDates);
  });

  it('without a period sums every billing that is not cancelled, left to pay by the §4 formula', () => {
    expect(billingSums(list, {}, VAT)).toEqual({
      count: 3,
      amount: 40_000,
      vat: 4_600,
      grossAmount: 44_600,
      manualDiscount: -1_000,
      payments: 5_000,
      leftToPay: 7_300 + 11_300 + 20_000,
    });
  });

  it('without VAT left to pay counts the net amounts', () => {
    expect(billingSums(list, {}, NET).leftToPay).toBe(5_000 + 9_000 + 20_000);
  });

  it('dateUpTo counts billings due on or before the date; dateOver those due strictly after it', () => {
    expect(billingSums(list, { dateUpTo: utc('2026-02-10') }, VAT).count).toBe(2);
    expect(billingSums(list, { dateOver: utc('2026-02-10') }, VAT)).toMatchObject({
      count: 1,
      grossAmount: 20_000,
    });
  });

  it('rejects an invalid date', () => {
    expect(() => checkBillingSumsPeriod({ dateOver: new Date('x') })).toThrow(
      'pole dateOver musi być poprawną datą',
    );
  });
});
