import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { addBillingForSource, createBilling } from './add-billing-for-source.js';
import { makeBilling, utc } from './billing.fixture.js';

const now = utc('2026-02-01');
const options = { now, useVat: true } as const;
const newBilling = { eventId: 'ev1', sourceId: 'p1', amount: 10_000, vat: 2_300, grossAmount: 12_300 };

describe('createBilling', () => {
  it('"A new billing starts active" with defaults and its left to pay (§4)', () => {
    const billing = createBilling({ ...newBilling, requiredDate: utc('2026-03-01') }, options);
    expect(billing).toMatchObject({
      status: 'active',
      leftToPay: 12_300,
      payments: [],
      manualDiscount: 0,
      isProvision: false,
      createdDate: now,
    });
    expect(
      createBilling({ ...newBilling, requiredDate: now, manualDiscount: -300 }, { now, useVat: false })
        .leftToPay,
    ).toBe(9_700);
  });

  it('§5 "Billing creation requires amount, requiredDate and eventId" with the Polish errors', () => {
    const error = (() => {
      try {
        createBilling({} as never, options);
      } catch (e) {
        return e as ValidationError;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect(error?.errors).toEqual([
      'pole amount jest wymagane',
      'pole requiredDate jest wymagane',
      'pole eventId jest wymagane',
    ]);
    expect(() => createBilling({ ...newBilling, eventId: ' ', requiredDate: now }, options)).toThrow(
      'pole eventId jest wymagane',
    );
    expect(() => createBilling({ ...newBilling, amount: 1.5, requiredDate: now }, options)).toThrow(
      'pole nowe rozliczenie.amount musi być całkowitą liczbą groszy',
    );
  });
});

describe('addBillingForSource', () => {
  it('"only the earliest active one stays active, and later ones become upcoming"', () => {
    const existing = [makeBilling({ requiredDate: utc('2026-03-01') })];
    const later = addBillingForSource(existing, { ...newBilling, requiredDate: utc('2026-04-01') }, options);
    expect(later.map((b) => b.status)).toEqual(['active', 'upcoming']);
    const earlier = addBillingForSource(
      existing,
      { ...newBilling, requiredDate: utc('2026-02-15') },
      options,
    );
    expect(earlier.map((b) => b.status)).toEqual(['upcoming', 'active']);
    const otherSource = addBillingForSource(
      existing,
      { ...newBilling, sourceId: 'p2', requiredDate: now },
      options,
    );
    expect(otherSource.map((b) => b.status)).toEqual(['active', 'active']);
  });

  it('"When a new billing is added for a source that has an overpaid billing, that billing\'s payments are reassigned"', () => {
    const t1 = { date: utc('2026-01-10'), amount: 10_000, transferId: 't1' };
    const t2 = { date: utc('2026-01-20'), amount: 5_000, transferId: 't2' };
    const zero = { date: utc('2026-01-21'), amount: 0 };
    const overpaid = makeBilling({
      requiredDate: utc('2026-01-01'),
      status: 'overpaid',
      leftToPay: -2_700,
      paidDate: utc('2026-01-20'),
      payments: [t2, zero, t1],
    });
    const otherSource = makeBilling({
      sourceId: 'p9',
      status: 'overpaid',
      leftToPay: -1,
      payments: [{ ...t1, amount: 12_301 }],
    });
    const result = addBillingForSource(
      [overpaid, otherSource],
      { ...newBilling, requiredDate: utc('2026-03-01') },
      options,
    );
    expect(result[0]).toMatchObject({ status: 'paid', leftToPay: 0, paidDate: utc('2026-01-20') });
    expect(result[0]!.payments).toEqual([zero, t1, { ...t2, amount: 2_300 }]);
    expect(result[1]).toBe(otherSource);
    expect(result[2]).toMatchObject({
      status: 'active',
      leftToPay: 9_600,
      payments: [{ ...t2, amount: 2_700 }],
    });
    expect(overpaid.payments).toEqual([t2, zero, t1]);
  });

  it('the surplus of an overpaid billing moves to the new billing even if it overpays that one too', () => {
    const overpaid = makeBilling({
      status: 'overpaid',
      requiredDate: utc('2026-01-01'),
      payments: [{ date: utc('2026-01-02'), amount: 30_000 }],
    });
    const result = addBillingForSource(
      [overpaid],
      { ...newBilling, requiredDate: utc('2026-03-01') },
      options,
    );
    expect(result.map((b) => [b.status, b.leftToPay])).toEqual([
      ['paid', 0],
      ['overpaid', -5_400],
    ]);
  });

  it('rejects a malformed existing list', () => {
    expect(() => addBillingForSource([{}] as never, { ...newBilling, requiredDate: now }, options)).toThrow(
      'pole rozliczenia[0].amount',
    );
  });
});
