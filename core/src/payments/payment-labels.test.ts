import { describe, expect, it } from 'vitest';
import { paymentRowFlags, paymentRowStatusLabel, refundStateOf } from './payment-labels.js';

describe("payments grid rows: a refund ('may be negative for a correction or return') shows its own state", () => {
  it("a payment keeps its status label ('Wpłacono'); a refund shows 'Zwrot w toku', 'Zwrócono' or 'Zwrot nieudany'", () => {
    expect(paymentRowStatusLabel({ type: 'payment', status: 'COMPLETED' })).toBe('Wpłacono');
    expect(paymentRowStatusLabel({ type: 'payment', status: 'PENDING', refundStatus: null })).toBe(
      'W trakcie...',
    );
    expect(paymentRowStatusLabel({ type: 'refund', status: 'COMPLETED', refundStatus: 'pending' })).toBe(
      'Zwrot w toku',
    );
    expect(paymentRowStatusLabel({ type: 'refund', status: 'COMPLETED', refundStatus: 'completed' })).toBe(
      'Zwrócono',
    );
    expect(paymentRowStatusLabel({ type: 'refund', status: 'COMPLETED', refundStatus: 'failed' })).toBe(
      'Zwrot nieudany',
    );
  });

  it('a refund written before the gateway answered (no state yet) is under way; a payment has no refund state', () => {
    expect(refundStateOf({ type: 'refund' })).toBe('pending');
    expect(refundStateOf({ type: 'payment', refundStatus: 'completed' })).toBeNull();
  });

  it('a failed refund is flagged next to the stored flags; other rows carry only their stored flags', () => {
    expect(paymentRowFlags({ type: 'refund', status: 'COMPLETED', refundStatus: 'failed' })).toEqual([
      { code: 'refund-failed', label: 'Zwrot nieudany – środki nie wróciły' },
    ]);
    expect(paymentRowFlags({ type: 'refund', status: 'COMPLETED', refundStatus: 'completed' })).toEqual([]);
    expect(
      paymentRowFlags({ type: 'payment', status: 'COMPLETED', flags: ['amount-mismatch', 'x'] }),
    ).toEqual([
      { code: 'amount-mismatch', label: 'Kwota niezgodna' },
      { code: 'x', label: 'x' },
    ]);
  });
});
