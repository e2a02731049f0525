import { describe, expect, it } from 'vitest';
import {
  INITIAL_PAYMENT_STATUS,
  isMoneyReceived,
  isPaymentStatus,
  PAYMENT_STATUS_LABELS,
} from './payment-status.js';
import { isPaymentStatusAdvance, nextPaymentStatus } from './status-progress.js';

describe('payment status', () => {
  it("'New payments start NEW'", () => {
    expect(INITIAL_PAYMENT_STATUS).toBe('NEW');
  });

  it("Polish grid labels 'Utworzono, Nowe, W trakcie..., Anulowano, Oczekuje na potwierdzenie, Wpłacono, Rozliczono, Rozliczono, Zduplikowano'", () => {
    expect(Object.values(PAYMENT_STATUS_LABELS)).toEqual([
      'Utworzono',
      'Nowe',
      'W trakcie...',
      'Anulowano',
      'Oczekuje na potwierdzenie',
      'Wpłacono',
      'Rozliczono',
      'Rozliczono',
      'Zduplikowano',
    ]);
  });

  it('knows its statuses and which of them mean money received', () => {
    expect(isPaymentStatus('WAITING FOR CONFIRMATION')).toBe(true);
    expect(isPaymentStatus('WAITING_FOR_CONFIRMATION')).toBe(false);
    expect(isMoneyReceived('COMPLETED')).toBe(true);
    expect(isMoneyReceived('IMPORTED')).toBe(true);
    expect(isMoneyReceived('PENDING')).toBe(false);
    expect(isMoneyReceived('CANCELED')).toBe(false);
  });
});

describe('nextPaymentStatus (redelivered and reordered notifications)', () => {
  it('moves forward NEW → PENDING → COMPLETED', () => {
    expect(nextPaymentStatus('NEW', 'PENDING')).toBe('PENDING');
    expect(nextPaymentStatus('PENDING', 'COMPLETED')).toBe('COMPLETED');
  });

  it('a PENDING arriving after COMPLETED does not take the payment back', () => {
    expect(nextPaymentStatus('COMPLETED', 'PENDING')).toBe('COMPLETED');
    expect(isPaymentStatusAdvance('COMPLETED', 'PENDING')).toBe(false);
  });

  it('a duplicate notification changes nothing', () => {
    expect(isPaymentStatusAdvance('COMPLETED', 'COMPLETED')).toBe(false);
    expect(isPaymentStatusAdvance('PENDING', 'PENDING')).toBe(false);
  });

  it('CANCELED after COMPLETED is ignored, but money after a cancellation still counts', () => {
    expect(nextPaymentStatus('COMPLETED', 'CANCELED')).toBe('COMPLETED');
    expect(nextPaymentStatus('CANCELED', 'COMPLETED')).toBe('COMPLETED');
    expect(nextPaymentStatus('CANCELED', 'PENDING')).toBe('CANCELED');
  });

  it('PAIDOUT follows COMPLETED', () => {
    expect(nextPaymentStatus('COMPLETED', 'PAIDOUT')).toBe('PAIDOUT');
    expect(nextPaymentStatus('PAIDOUT', 'COMPLETED')).toBe('PAIDOUT');
  });
});
