import { describe, expect, it } from 'vitest';
import { isOnlineAttempt } from './online-attempt.js';
import { refundRefusal } from './refund-rules.js';

const online = { type: 'payment', method: 'online' } as const;

describe('abandoned online attempts are not money', () => {
  it('an online payment NEW, CREATED, PENDING or CANCELED is an attempt; money received is not', () => {
    for (const status of ['NEW', 'CREATED', 'PENDING', 'CANCELED'] as const) {
      expect(isOnlineAttempt({ ...online, status })).toBe(true);
    }
    expect(isOnlineAttempt({ ...online, status: 'COMPLETED' })).toBe(false);
    expect(isOnlineAttempt({ ...online, status: 'WAITING FOR CONFIRMATION' })).toBe(false);
  });

  it('cash, transfers, refunds and payments held for the organizer are never hidden as attempts', () => {
    expect(isOnlineAttempt({ type: 'payment', method: 'cash', status: 'NEW' })).toBe(false);
    expect(isOnlineAttempt({ type: 'payment', method: 'transfer', status: 'NEW' })).toBe(false);
    expect(isOnlineAttempt({ type: 'refund', method: 'online', status: 'NEW' })).toBe(false);
    expect(isOnlineAttempt({ ...online, status: 'NEW', flags: ['amount-mismatch'] })).toBe(false);
  });

  it('never refund money that never came: an attempt is refused', () => {
    expect(refundRefusal({ type: 'payment', status: 'NEW' })?.status).toBe(409);
    expect(refundRefusal({ type: 'payment', status: 'CANCELED' })?.status).toBe(409);
  });
});
