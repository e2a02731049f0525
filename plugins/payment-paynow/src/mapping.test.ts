import { describe, expect, it } from 'vitest';
import { paynowApiBase } from './hosts.js';
import { paymentIdempotencyKey, refundIdempotencyKey } from './idempotency.js';
import { parsePolishPhone } from './phone.js';
import { mapPaynowPaymentStatus, mapPaynowRefundStatus } from './status-mapping.js';

describe('Paynow status mapping (domain notes §1.5)', () => {
  it.each([
    ['NEW', 'NEW'],
    ['PENDING', 'PENDING'],
    ['CONFIRMED', 'COMPLETED'],
    ['REJECTED', 'CANCELED'],
    ['ERROR', 'CANCELED'],
    ['EXPIRED', 'CANCELED'],
    ['ABANDONED', 'CANCELED'],
  ])('%s → %s', (paynow, ours) => {
    expect(mapPaynowPaymentStatus(paynow)).toBe(ours);
  });

  it('leaves unknown statuses unmapped', () => {
    expect(mapPaynowPaymentStatus('PAID')).toBeUndefined();
    expect(mapPaynowPaymentStatus('toString')).toBeUndefined();
    expect(mapPaynowPaymentStatus(3)).toBeUndefined();
  });

  it.each([
    ['NEW', 'pending'],
    ['PENDING', 'pending'],
    ['SUCCESSFUL', 'completed'],
    ['FAILED', 'failed'],
    ['CANCELLED', 'failed'],
  ])('refund %s → %s', (paynow, ours) => {
    expect(mapPaynowRefundStatus(paynow)).toBe(ours);
  });
});

describe('parsePolishPhone', () => {
  it.each([
    ['600 100 200', '600100200'],
    ['+48 600-100-200', '600100200'],
    ['0048600100200', '600100200'],
    ['48600100200', '600100200'],
    ['(+48) 600100200', '600100200'],
    ['481234567', '481234567'],
  ])('%s', (input, number) => {
    expect(parsePolishPhone(input)).toEqual({ prefix: '+48', number });
  });

  it.each(['', '12345', '+44 7700 900123', '060010020', 'abc'])('skips %s', (input) => {
    expect(parsePolishPhone(input)).toBeUndefined();
  });
});

describe('Idempotency-Keys', () => {
  it('derives the create key from the payment id (md5, as the SDK) and separates refunds', () => {
    expect(paymentIdempotencyKey('p-1')).toBe(paymentIdempotencyKey('p-1'));
    expect(paymentIdempotencyKey('p-1')).toMatch(/^[0-9a-f]{32}$/);
    expect(refundIdempotencyKey('p-1')).not.toBe(paymentIdempotencyKey('p-1'));
  });
});

describe('paynowApiBase', () => {
  it('uses the mode host unless the context overrides it', () => {
    expect(paynowApiBase({ mode: 'production' })).toBe('https://api.paynow.pl');
    expect(paynowApiBase({ mode: 'sandbox' })).toBe('https://api.sandbox.paynow.pl');
    expect(paynowApiBase({ mode: 'production', baseUrl: 'http://127.0.0.1:4010/' })).toBe(
      'http://127.0.0.1:4010',
    );
  });
});
