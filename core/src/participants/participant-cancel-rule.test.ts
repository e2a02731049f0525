import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import type { Participant } from './participant.js';
import { applyParticipantCancelRule } from './participant-cancel-rule.js';

const statusDate = new Date('2025-03-01T10:00:00Z');
const overdue: Participant = {
  status: 'overdue',
  statusDate,
  isDirty: false,
  calculated: { totalSum: 1000, leftToPay: 1000, leftToPayLate: 600, leftToPayRequired: 400, payments: 0 },
};

describe('applyParticipantCancelRule: "turns an Overdue participant into Cancelled once its days threshold has passed since the status date"', () => {
  it.each([
    ['one millisecond before the threshold', 14, '2025-03-15T09:59:59.999Z', false],
    ['exactly at the threshold', 14, '2025-03-15T10:00:00.000Z', true],
    ['well after the threshold', 14, '2025-04-30T00:00:00Z', true],
    ['days 0: at once', 0, '2025-03-01T10:00:00Z', true],
    ['a now before the status date', 0, '2025-02-28T10:00:00Z', false],
  ])('%s (days %i)', (_name, days, now, cancels) => {
    const { participant, changed } = applyParticipantCancelRule(overdue, { days, now: new Date(now) });
    expect(changed).toBe(cancels);
    if (!cancels) {
      expect(participant).toBe(overdue);
      return;
    }
    expect(participant.status).toBe('cancelled');
    expect(participant.statusDate).toEqual(new Date(now));
    expect(participant.isDirty).toBe(true);
    // "For refunded, cancelled or waiting participants, required and late left-to-pay are set to zero."
    expect(participant.calculated).toEqual({
      totalSum: 1000,
      leftToPay: 1000,
      leftToPayLate: 0,
      leftToPayRequired: 0,
      payments: 0,
    });
    expect(overdue.status).toBe('overdue');
  });

  it.each(['registered', 'paid', 'upToDate', 'cancelled', 'present'] as const)(
    'leaves a %s participant alone',
    (status) => {
      const participant: Participant = { ...overdue, status };
      expect(
        applyParticipantCancelRule(participant, { days: 0, now: new Date('2030-01-01') }).participant,
      ).toBe(participant);
    },
  );

  it('leaves an overdue participant without a status date alone', () => {
    const participant: Participant = { status: 'overdue', statusDate: null };
    expect(applyParticipantCancelRule(participant, { days: 1, now: new Date() }).changed).toBe(false);
  });

  it('cancels a participant without calculated amounts', () => {
    const participant: Participant = { status: 'overdue', statusDate };
    const result = applyParticipantCancelRule(participant, {
      days: 1,
      now: new Date('2025-03-03T00:00:00Z'),
    });
    expect(result.participant.status).toBe('cancelled');
    expect(result.participant.calculated).toBeUndefined();
  });

  it.each([
    ['negative days', { days: -1, now: new Date() }, 'Liczba dni musi być nieujemną liczbą całkowitą'],
    ['fractional days', { days: 1.5, now: new Date() }, 'Liczba dni musi być nieujemną liczbą całkowitą'],
    ['an invalid now', { days: 1, now: new Date('nope') }, 'Pole now musi być poprawną datą'],
    ['no options', null, 'Brak ustawień reguły anulowania uczestnika'],
  ])('rejects %s', (_name, options, message) => {
    expect(() => applyParticipantCancelRule(overdue, options as never)).toThrow(new ValidationError(message));
  });

  it('rejects an invalid status date', () => {
    const participant: Participant = { status: 'overdue', statusDate: new Date('bad') };
    expect(() => applyParticipantCancelRule(participant, { days: 1, now: new Date() })).toThrow(
      'Pole statusDate musi być poprawną datą',
    );
  });
});
