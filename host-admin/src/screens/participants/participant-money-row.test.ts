import { describe, expect, it } from 'vitest';
import { amountDueNow } from './participant-money-row.js';

const row = (required: number, overdue: number, leftToPay: number) => ({
  settlements: { net: 0, vat: 0, gross: 0, surcharges: 0, rebates: 0, required, overdue, leftToPay },
});

describe('amountDueNow (the cash payment\'s starting amount: "prefilled with what is due")', () => {
  it('the due and overdue installments, else the whole rest, never below zero', () => {
    expect(amountDueNow(row(10_000, 2_500, 30_000))).toBe(12_500);
    expect(amountDueNow(row(0, 0, 30_000))).toBe(30_000);
    expect(amountDueNow(row(0, 0, 0))).toBe(0);
    expect(amountDueNow(row(0, 0, -1_000))).toBe(0);
  });
});
