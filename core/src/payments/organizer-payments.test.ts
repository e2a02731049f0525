import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { CASH_PAYMENT_MESSAGES, checkCashPayment } from './cash-payment.js';
import { comparePayments, matchesSearch, paymentSums, searchKey } from './payment-grid.js';
import { PAYMENT_FLAG_LABELS, PAYMENT_TYPE_LABELS, paymentFlagLabel } from './payment-labels.js';
import {
  REFUND_MESSAGES,
  refundAmountOf,
  refundableAmount,
  refundReasonOf,
  refundRefusal,
} from './refund-rules.js';

const NOW = new Date('2026-06-01T10:00:00Z');

function errorsOf(run: () => unknown): readonly string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).errors;
  }
  throw new Error('expected a ValidationError');
}

describe("cash payment (participants grid row action 'add cash payment')", () => {
  it('takes integer grosze above zero and defaults the date to now', () => {
    expect(checkCashPayment({ amount: 12_345 }, NOW)).toEqual({ amount: 12_345, date: NOW });
    expect(checkCashPayment({ amount: 1, date: '' }, NOW).date).toBe(NOW);
  });

  it('a day alone is a day in Poland: today is now, an earlier day its Polish midnight (not 01:00 or 02:00)', () => {
    expect(checkCashPayment({ amount: 1, date: '2026-05-31' }, NOW).date).toEqual(
      new Date('2026-05-30T22:00:00Z'),
    );
    expect(checkCashPayment({ amount: 1, date: '2026-01-15' }, NOW).date).toEqual(
      new Date('2026-01-14T23:00:00Z'),
    );
    expect(checkCashPayment({ amount: 1, date: '2026-06-01' }, NOW).date).toBe(NOW);
    // 21:30 UTC is 23:30 in Warsaw: still 1 June there.
    const lateEvening = new Date('2026-06-01T21:30:00Z');
    expect(checkCashPayment({ amount: 1, date: '2026-06-01' }, lateEvening).date).toBe(lateEvening);
    expect(errorsOf(() => checkCashPayment({ amount: 1, date: '2026-06-02' }, lateEvening))).toEqual([
      CASH_PAYMENT_MESSAGES.future,
    ]);
    expect(errorsOf(() => checkCashPayment({ amount: 1, date: '2026-02-30' }, NOW))).toEqual([
      CASH_PAYMENT_MESSAGES.date,
    ]);
  });

  it('refuses zero, negative and fractional amounts, unreadable and future dates (all at once, in Polish)', () => {
    expect(errorsOf(() => checkCashPayment({ amount: 0 }, NOW))).toEqual([CASH_PAYMENT_MESSAGES.amount]);
    expect(errorsOf(() => checkCashPayment({ amount: -5 }, NOW))).toEqual([CASH_PAYMENT_MESSAGES.amount]);
    expect(errorsOf(() => checkCashPayment({ amount: 10.5 }, NOW))).toEqual([CASH_PAYMENT_MESSAGES.amount]);
    expect(errorsOf(() => checkCashPayment({ amount: '100' }, NOW))).toEqual([CASH_PAYMENT_MESSAGES.amount]);
    expect(errorsOf(() => checkCashPayment({ amount: 100, date: 'wczoraj' }, NOW))).toEqual([
      CASH_PAYMENT_MESSAGES.date,
    ]);
    expect(errorsOf(() => checkCashPayment({ amount: 100, date: 17 }, NOW))).toEqual([
      CASH_PAYMENT_MESSAGES.date,
    ]);
    expect(errorsOf(() => checkCashPayment({ amount: 0, date: '2026-06-02T00:00:00Z' }, NOW))).toEqual([
      CASH_PAYMENT_MESSAGES.amount,
      CASH_PAYMENT_MESSAGES.future,
    ]);
  });
});

describe("refund rules (row action 'refund'; payments on billings 'may be negative for a correction or return')", () => {
  it('a refund of a refund is 400, a payment whose money did not arrive is 409', () => {
    expect(refundRefusal({ type: 'refund', status: 'COMPLETED' })).toEqual({
      status: 400,
      message: REFUND_MESSAGES.ofRefund,
    });
    expect(refundRefusal({ type: 'payment', status: 'PENDING' })).toEqual({
      status: 409,
      message: REFUND_MESSAGES.notCompleted,
    });
    expect(refundRefusal({ type: 'payment', status: 'COMPLETED' })).toBeNull();
    expect(refundRefusal({ type: 'payment', status: 'PAIDOUT' })).toBeNull();
  });

  it('refundable = held on billings less refunds under way, never below zero', () => {
    expect(refundableAmount(10_000, 3_000)).toBe(7_000);
    expect(refundableAmount(1_000, 3_000)).toBe(0);
  });

  it('the amount defaults to all that is refundable; more than held is refused with the core message', () => {
    expect(refundAmountOf(undefined, 7_000)).toBe(7_000);
    expect(refundAmountOf(2_500, 7_000)).toBe(2_500);
    expect(refundAmountOf(7_000, 7_000)).toBe(7_000);
    expect(errorsOf(() => refundAmountOf(7_001, 7_000))).toEqual([REFUND_MESSAGES.exceeds]);
    expect(REFUND_MESSAGES.exceeds).toMatch(/^Kwota zwrotu przekracza/);
    expect(errorsOf(() => refundAmountOf(undefined, 0))).toEqual([REFUND_MESSAGES.nothingHeld]);
    expect(errorsOf(() => refundAmountOf(0, 7_000))).toEqual([REFUND_MESSAGES.amount]);
    expect(errorsOf(() => refundAmountOf(1.5, 7_000))).toEqual([REFUND_MESSAGES.amount]);
  });

  it('the reason is required text', () => {
    expect(refundReasonOf('  rezygnacja ')).toBe('rezygnacja');
    expect(errorsOf(() => refundReasonOf('  '))).toEqual([REFUND_MESSAGES.reason]);
    expect(errorsOf(() => refundReasonOf(undefined))).toEqual([REFUND_MESSAGES.reason]);
  });
});

describe('payments grid (/admin/listy/wplaty)', () => {
  it("labels: 'Wpłata' / 'Zwrot', flags 'Kwota niezgodna', 'Inna waluta', 'Brak należności'", () => {
    expect(PAYMENT_TYPE_LABELS).toEqual({ payment: 'Wpłata', refund: 'Zwrot' });
    expect(PAYMENT_FLAG_LABELS['amount-mismatch']).toBe('Kwota niezgodna');
    expect(paymentFlagLabel('currency-mismatch')).toBe('Inna waluta');
    expect(paymentFlagLabel('no-billings')).toBe('Brak należności');
    expect(paymentFlagLabel('something-else')).toBe('something-else');
  });

  it('search ignores case and Polish diacritics and needs every word', () => {
    expect(searchKey('  Łukasz   ŻÓŁW ')).toBe('lukasz zolw');
    expect(matchesSearch('lukasz zolw', ['Łukasz Żółw', 'l@example.pl'])).toBe(true);
    expect(matchesSearch('ŻÓŁW', ['Łukasz Żółw'])).toBe(true);
    expect(matchesSearch('zolw nowak', ['Łukasz Żółw', null, undefined])).toBe(false);
    expect(matchesSearch('  ', ['x'])).toBe(true);
  });

  it('sorts by date (newest first by default), amount, status, method; ties newest first, then by id', () => {
    const rows = [
      { _id: 'a', date: new Date('2026-01-01'), amount: 300, status: 'NEW', method: 'online' },
      { _id: 'b', date: new Date('2026-03-01'), amount: 100, status: 'COMPLETED', method: 'cash' },
      { _id: 'c', date: new Date('2026-02-01'), amount: 100, status: 'COMPLETED', method: 'transfer' },
      { _id: 'd', date: new Date('2026-02-01'), amount: 100, status: 'COMPLETED', method: 'transfer' },
    ];
    const ids = (field: 'date' | 'amount' | 'status' | 'method', dir: 'asc' | 'desc') =>
      [...rows].sort(comparePayments(field, dir)).map((row) => row._id);
    expect(ids('date', 'desc')).toEqual(['b', 'c', 'd', 'a']);
    expect(ids('date', 'asc')).toEqual(['a', 'c', 'd', 'b']);
    expect(ids('amount', 'asc')).toEqual(['b', 'c', 'd', 'a']);
    expect(ids('amount', 'desc')).toEqual(['a', 'b', 'c', 'd']);
    expect(ids('status', 'asc')).toEqual(['b', 'c', 'd', 'a']);
    expect(ids('method', 'asc')).toEqual(['b', 'a', 'c', 'd']);
  });

  it('sums: money received (COMPLETED, IMPORTED, PAIDOUT) and completed refunds as positive grosze', () => {
    expect(
      paymentSums([
        { type: 'payment', amount: 10_000, status: 'COMPLETED' },
        { type: 'payment', amount: 5_000, status: 'PAIDOUT' },
        { type: 'payment', amount: 7_000, status: 'NEW' },
        { type: 'refund', amount: -3_000, status: 'COMPLETED', refundStatus: 'completed' },
        { type: 'refund', amount: -1_000, status: 'COMPLETED', refundStatus: 'pending' },
      ]),
    ).toEqual({ completed: 15_000, refunded: 3_000 });
  });
});
