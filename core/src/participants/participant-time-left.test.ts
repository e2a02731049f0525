import { describe, expect, it } from 'vitest';
import { participantTimeLeftDays } from './participant-time-left.js';

// 2026-03-10 12:00 in Poland (UTC+1).
const now = new Date('2026-03-10T11:00:00Z');

describe('participantTimeLeftDays — first document §2 "time left": days to the earliest unpaid billing\'s required date', () => {
  it('whole calendar days in Poland to the earliest required date with money left to pay', () => {
    const billings = [
      { status: 'upcoming', leftToPay: 5000, requiredDate: new Date('2026-04-10T09:00:00Z') },
      { status: 'active', leftToPay: 5000, requiredDate: '2026-03-15T22:30:00Z' }, // 15th 23:30 in Poland
      { status: 'paid', leftToPay: 0, requiredDate: new Date('2026-03-11T09:00:00Z') },
      { status: 'cancelled', leftToPay: 900, requiredDate: new Date('2026-03-11T09:00:00Z') },
    ];
    expect(participantTimeLeftDays('registered', billings, now)).toBe(5);
  });

  it('an instant just after midnight in Poland counts on that Polish day', () => {
    const billings = [{ status: 'active', leftToPay: 1, requiredDate: '2026-03-10T23:30:00Z' }]; // 11th 00:30
    expect(participantTimeLeftDays('registered', billings, now)).toBe(1);
  });

  it('negative once the required date has passed (Billing status late), 0 on the day itself', () => {
    expect(
      participantTimeLeftDays(
        'overdue',
        [{ status: 'late', leftToPay: 100, requiredDate: '2026-03-07T10:00:00Z' }],
        now,
      ),
    ).toBe(-3);
    expect(
      participantTimeLeftDays(
        'registered',
        [{ status: 'active', leftToPay: 100, requiredDate: '2026-03-10T20:00:00Z' }],
        now,
      ),
    ).toBe(0);
  });

  it('"For refunded, cancelled or waiting participants, required and late left-to-pay are set to zero": no time left', () => {
    const billings = [{ status: 'active', leftToPay: 100, requiredDate: '2026-03-20T10:00:00Z' }];
    for (const status of ['cancelled', 'refunded', 'waiting'])
      expect(participantTimeLeftDays(status, billings, now)).toBeNull();
  });

  it('nothing left to pay, no billings, unreadable dates or an invalid now: null', () => {
    expect(participantTimeLeftDays('paid', [], now)).toBeNull();
    expect(
      participantTimeLeftDays('registered', [{ leftToPay: 100, requiredDate: 'nie-data' }], now),
    ).toBeNull();
    expect(participantTimeLeftDays('registered', [{ leftToPay: 100, requiredDate: null }], now)).toBeNull();
    expect(participantTimeLeftDays('registered', [{ leftToPay: null, requiredDate: now }], now)).toBeNull();
    expect(
      participantTimeLeftDays('registered', [{ leftToPay: 1, requiredDate: now }], new Date(Number.NaN)),
    ).toBeNull();
  });
});
