import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import type { Participant, ParticipantCalculated } from './participant.js';
import { PARTICIPANT_STATUSES, type ParticipantStatus } from './participant-status.js';
import {
  participantStatusFromAmounts,
  recalculateParticipantStatus,
} from './recalculate-participant-status.js';
import type { TicketStatus } from './ticket-status-values.js';

const now = new Date('2025-03-10T12:00:00Z');
const before = new Date('2025-01-01T00:00:00Z');

function amounts(partial: Partial<ParticipantCalculated> = {}): ParticipantCalculated {
  return { totalSum: 0, leftToPay: 0, leftToPayLate: 0, leftToPayRequired: 0, payments: 0, ...partial };
}

function participant(
  status: ParticipantStatus,
  calculated: Partial<ParticipantCalculated> = {},
  extra: Partial<Participant> = {},
): Participant {
  return { status, statusDate: before, isDirty: false, calculated: amounts(calculated), ...extra };
}

const counts = (billingsCount: number, paymentsCount: number) => ({ now, billingsCount, paymentsCount });

describe('participantStatusFromAmounts: every branch of spec §4 "Participant status"', () => {
  const table: {
    rule: string;
    from: ParticipantStatus;
    calc: Partial<ParticipantCalculated>;
    billings: number;
    payments: number;
    tickets?: TicketStatus[];
    expected: ParticipantStatus;
  }[] = [
    // "Automatic update is skipped when the status is present, cancelled, waiting or refunded."
    {
      rule: 'skipped for present',
      from: 'present',
      calc: { leftToPayLate: 500 },
      billings: 1,
      payments: 0,
      expected: 'present',
    },
    {
      rule: 'skipped for cancelled',
      from: 'cancelled',
      calc: {},
      billings: 0,
      payments: 0,
      expected: 'cancelled',
    },
    {
      rule: 'skipped for waiting',
      from: 'waiting',
      calc: { leftToPayLate: 1 },
      billings: 1,
      payments: 0,
      expected: 'waiting',
    },
    {
      rule: 'skipped for refunded',
      from: 'refunded',
      calc: {},
      billings: 0,
      payments: 0,
      expected: 'refunded',
    },
    // "No billings, no payments, and all left-to-pay amounts and the total zero: free."
    {
      rule: 'no billings, no payments, all zero: free',
      from: 'registered',
      calc: {},
      billings: 0,
      payments: 0,
      expected: 'free',
    },
    {
      rule: 'free also from confirmed',
      from: 'confirmed',
      calc: {},
      billings: 0,
      payments: 0,
      expected: 'free',
    },
    {
      rule: 'free needs no payments',
      from: 'confirmed',
      calc: {},
      billings: 0,
      payments: 1,
      expected: 'paid',
    },
    // "A still-registered participant with nothing paid, nothing late or required, no billings, not partial and total zero keeps its status."
    {
      rule: 'still registered, leftToPay not zero, keeps registered',
      from: 'registered',
      calc: { leftToPay: 1000 },
      billings: 0,
      payments: 0,
      expected: 'registered',
    },
    {
      rule: 'still registered with a zero payment keeps registered',
      from: 'registered',
      calc: {},
      billings: 0,
      payments: 1,
      expected: 'registered',
    },
    {
      rule: 'partial registered is not kept',
      from: 'registered',
      calc: { leftToPay: 1000, partial: true },
      billings: 0,
      payments: 0,
      expected: 'paid',
    },
    {
      rule: 'confirmed is not kept by the registered rule',
      from: 'confirmed',
      calc: { leftToPay: 1000 },
      billings: 0,
      payments: 0,
      expected: 'paid',
    },
    // "Amount late above zero: overdue."
    {
      rule: 'amount late above zero: overdue',
      from: 'registered',
      calc: { totalSum: 10000, leftToPay: 10000, leftToPayLate: 1, leftToPayRequired: 1 },
      billings: 1,
      payments: 0,
      expected: 'overdue',
    },
    {
      rule: 'late wins over a validated ticket',
      from: 'paid',
      calc: { totalSum: 100, leftToPay: 100, leftToPayLate: 100 },
      billings: 1,
      payments: 0,
      tickets: ['validated'],
      expected: 'overdue',
    },
    // "Late plus required equal to zero: present if the ticket status is validated. Overpaid if … Otherwise paid."
    {
      rule: 'late + required zero, ticket validated: present',
      from: 'paid',
      calc: { totalSum: 100, payments: 100 },
      billings: 1,
      payments: 1,
      tickets: ['validated'],
      expected: 'present',
    },
    {
      rule: 'late + required zero, ticket only sent: paid',
      from: 'registered',
      calc: { totalSum: 100, payments: 100 },
      billings: 1,
      payments: 1,
      tickets: ['sent'],
      expected: 'paid',
    },
    {
      rule: 'payments exceed total and left to pay negative: overpaid',
      from: 'paid',
      calc: { totalSum: 100, payments: 101, leftToPay: -1 },
      billings: 1,
      payments: 2,
      expected: 'overpaid',
    },
    {
      rule: 'payments exceed total but left to pay zero: paid',
      from: 'registered',
      calc: { totalSum: 100, payments: 101, leftToPay: 0 },
      billings: 1,
      payments: 2,
      expected: 'paid',
    },
    {
      rule: 'left to pay negative but payments equal total: paid',
      from: 'registered',
      calc: { totalSum: 100, payments: 100, leftToPay: -1 },
      billings: 1,
      payments: 1,
      expected: 'paid',
    },
    {
      rule: 'future dues only (leftToPay > 0, nothing required): paid',
      from: 'registered',
      calc: { totalSum: 100, leftToPay: 100, payments: 0 },
      billings: 1,
      payments: 0,
      expected: 'paid',
    },
    {
      rule: 'late -5 and required 5 sum to zero: paid',
      from: 'registered',
      calc: { totalSum: 100, leftToPayLate: -5, leftToPayRequired: 5 },
      billings: 1,
      payments: 1,
      expected: 'paid',
    },
    // "Required above zero: registered if the total is less than the required amount, or if nothing is paid and the payment is not partial. Otherwise upToDate."
    {
      rule: 'required above zero, total below required: registered',
      from: 'paid',
      calc: { totalSum: 99, leftToPayRequired: 100, payments: 50 },
      billings: 1,
      payments: 1,
      expected: 'registered',
    },
    {
      rule: 'required above zero, nothing paid, not partial: registered',
      from: 'confirmed',
      calc: { totalSum: 200, leftToPayRequired: 100 },
      billings: 2,
      payments: 0,
      expected: 'registered',
    },
    {
      rule: 'required above zero, nothing paid but partial: upToDate',
      from: 'registered',
      calc: { totalSum: 200, leftToPayRequired: 100, partial: true },
      billings: 2,
      payments: 0,
      expected: 'upToDate',
    },
    {
      rule: 'required above zero, something paid: upToDate',
      from: 'registered',
      calc: { totalSum: 200, leftToPayRequired: 100, payments: 1 },
      billings: 2,
      payments: 1,
      expected: 'upToDate',
    },
    {
      rule: 'total exactly the required amount, paid something: upToDate',
      from: 'registered',
      calc: { totalSum: 100, leftToPayRequired: 100, payments: 1 },
      billings: 1,
      payments: 1,
      expected: 'upToDate',
    },
    // No branch applies (late + required below zero): the status stays.
    {
      rule: 'late + required below zero: no branch, unchanged',
      from: 'upToDate',
      calc: { totalSum: 100, leftToPayRequired: -10, payments: 110 },
      billings: 1,
      payments: 1,
      expected: 'upToDate',
    },
  ];

  it.each(table)('$rule', ({ from, calc, billings, payments, tickets, expected }) => {
    const p = participant(from, calc, tickets ? { ticketStatus: tickets } : {});
    expect(participantStatusFromAmounts(p, { billingsCount: billings, paymentsCount: payments })).toBe(
      expected,
    );
  });

  it('present reads the ticket of the current meeting (or the given one)', () => {
    const p = participant(
      'paid',
      { totalSum: 100, payments: 100 },
      { ticketStatus: ['sent', 'validated'], currentMeeting: 1 },
    );
    expect(participantStatusFromAmounts(p, { billingsCount: 1, paymentsCount: 1 })).toBe('present');
    expect(participantStatusFromAmounts(p, { billingsCount: 1, paymentsCount: 1, meeting: 0 })).toBe('paid');
  });

  it('a participant without calculated amounts counts as all zero', () => {
    expect(
      participantStatusFromAmounts({ status: 'confirmed' }, { billingsCount: 0, paymentsCount: 0 }),
    ).toBe('free');
  });
});

describe('recalculateParticipantStatus', () => {
  it('"statusDate is updated and the record marked dirty only when the status changes"', () => {
    const p = participant('registered', { totalSum: 100, payments: 100 });
    const { participant: next, changed } = recalculateParticipantStatus(p, counts(1, 1));
    expect(changed).toBe(true);
    expect(next.status).toBe('paid');
    expect(next.statusDate).toBe(now);
    expect(next.isDirty).toBe(true);
    expect(p.status).toBe('registered'); // input untouched

    const again = recalculateParticipantStatus(next, {
      ...counts(1, 1),
      now: new Date('2026-01-01T00:00:00Z'),
    });
    expect(again.changed).toBe(false);
    expect(again.participant).toBe(next);
    expect(again.participant.statusDate).toBe(now);
  });

  it('an unchanged status leaves statusDate and isDirty alone and returns the same object', () => {
    const p = participant('paid', { totalSum: 100, payments: 100 });
    const result = recalculateParticipantStatus(p, counts(1, 1));
    expect(result).toEqual({ participant: p, changed: false });
    expect(result.participant.isDirty).toBe(false);
  });

  it('"Entering overdue clears the record of the participant_overdue notification so it can be sent again"', () => {
    const notified = [
      { id: 'a', type: 'participant_overdue', version: 1 },
      { id: 'b', type: 'participant_paid', version: 1 },
      { id: 'c', type: 'participant_registration', version: 1 },
    ];
    const p = participant('upToDate', { totalSum: 100, leftToPay: 100, leftToPayLate: 50 }, { notified });
    const { participant: next } = recalculateParticipantStatus(p, counts(2, 1));
    expect(next.status).toBe('overdue');
    expect(next.notified?.map((r) => r.id)).toEqual(['b', 'c']);
    expect(p.notified).toHaveLength(3);
  });

  it('"Entering paid clears the participant_paid notification record"', () => {
    const notified = [
      { id: 'a', type: 'participant_overdue' },
      { id: 'b', type: 'participant_paid' },
    ];
    const p = participant('overdue', { totalSum: 100, payments: 100 }, { notified });
    const { participant: next } = recalculateParticipantStatus(p, counts(1, 1));
    expect(next.status).toBe('paid');
    expect(next.notified?.map((r) => r.id)).toEqual(['a']);
  });

  it('staying overdue or paid does not clear records; other entries (overpaid, upToDate) clear nothing', () => {
    const notified = [
      { id: 'a', type: 'participant_overdue' },
      { id: 'b', type: 'participant_paid' },
    ];
    const stay = participant('overdue', { totalSum: 100, leftToPay: 100, leftToPayLate: 100 }, { notified });
    expect(recalculateParticipantStatus(stay, counts(1, 0)).participant.notified).toBe(notified);
    const over = participant('paid', { totalSum: 100, payments: 120, leftToPay: -20 }, { notified });
    const next = recalculateParticipantStatus(over, counts(1, 2)).participant;
    expect(next.status).toBe('overpaid');
    expect(next.notified).toBe(notified);
    const noRecords = participant('registered', { totalSum: 100, payments: 100 });
    expect(recalculateParticipantStatus(noRecords, counts(1, 1)).participant.notified).toBeUndefined();
  });

  it.each(['refunded', 'cancelled', 'waiting'] as const)(
    '"For refunded, cancelled or waiting participants, required and late left-to-pay are set to zero" (%s)',
    (status) => {
      const p = participant(status, {
        totalSum: 100,
        leftToPay: 100,
        leftToPayLate: 40,
        leftToPayRequired: 60,
      });
      const { participant: next, changed } = recalculateParticipantStatus(p, counts(1, 0));
      expect(changed).toBe(false);
      expect(next.status).toBe(status);
      expect(next.statusDate).toBe(before);
      expect(next.isDirty).toBe(false);
      expect(next.calculated).toMatchObject({ leftToPay: 100, leftToPayLate: 0, leftToPayRequired: 0 });
      expect(p.calculated?.leftToPayLate).toBe(40);
    },
  );

  it('present keeps its amounts (only refunded, cancelled and waiting are zeroed)', () => {
    const p = participant('present', { totalSum: 100, leftToPay: 100, leftToPayLate: 40 });
    expect(recalculateParticipantStatus(p, counts(1, 0)).participant).toBe(p);
  });

  describe('needs-recounting flag', () => {
    const base = { totalSum: 100, leftToPay: 100, leftToPayRequired: 100, payments: 10 };
    const ctx = { ...counts(1, 1), billingEnabled: true };

    it('"When recalculation finds that the amounts left to pay differ from the computed figure, a needs-recounting flag is set"', () => {
      const p = participant('upToDate', base);
      const { participant: next, changed } = recalculateParticipantStatus(p, {
        ...ctx,
        computed: { leftToPay: 90 },
      });
      expect(changed).toBe(false);
      expect(next.calculated?.needsRecounting).toBe(true);
      expect(next.isDirty).toBe(false);
      const late = recalculateParticipantStatus(p, {
        ...ctx,
        computed: { leftToPay: 100, leftToPayLate: 5 },
      });
      expect(late.participant.calculated?.needsRecounting).toBe(true);
      const required = recalculateParticipantStatus(p, {
        ...ctx,
        computed: { leftToPay: 100, leftToPayRequired: 5 },
      });
      expect(required.participant.calculated?.needsRecounting).toBe(true);
    });

    it('equal figures set nothing', () => {
      const p = participant('upToDate', base);
      const computed = { leftToPay: 100, leftToPayLate: 0, leftToPayRequired: 100 };
      expect(recalculateParticipantStatus(p, { ...ctx, computed }).participant).toBe(p);
    });

    it('"This is not done for partial or survey rows, and only when billing is enabled"', () => {
      const computed = { leftToPay: 1 };
      const partial = participant('upToDate', { ...base, partial: true });
      expect(recalculateParticipantStatus(partial, { ...ctx, computed }).participant).toBe(partial);
      const survey = participant('upToDate', base, { isSurvey: true });
      expect(recalculateParticipantStatus(survey, { ...ctx, computed }).participant).toBe(survey);
      const plain = participant('upToDate', base);
      expect(
        recalculateParticipantStatus(plain, { ...ctx, billingEnabled: false, computed }).participant,
      ).toBe(plain);
      expect(recalculateParticipantStatus(plain, { ...counts(1, 1), computed }).participant).toBe(plain);
      expect(recalculateParticipantStatus(plain, ctx).participant).toBe(plain);
    });

    it('is set together with a status change, and an already set flag stays as it is', () => {
      const p = participant('registered', { totalSum: 100, payments: 100 });
      const { participant: next } = recalculateParticipantStatus(p, { ...ctx, computed: { leftToPay: 5 } });
      expect(next.status).toBe('paid');
      expect(next.calculated?.needsRecounting).toBe(true);
      const flagged = participant('paid', { totalSum: 100, payments: 100, needsRecounting: true });
      expect(recalculateParticipantStatus(flagged, { ...ctx, computed: { leftToPay: 5 } }).participant).toBe(
        flagged,
      );
    });
  });

  describe('bad input', () => {
    it.each([
      [
        'a float amount',
        participant('registered', { leftToPay: 10.5 }),
        counts(0, 0),
        'Pole calculated.leftToPay musi być kwotą w groszach (liczbą całkowitą)',
      ],
      [
        'a NaN total',
        participant('registered', { totalSum: Number.NaN }),
        counts(0, 0),
        'Pole calculated.totalSum musi być kwotą w groszach (liczbą całkowitą)',
      ],
      [
        'an amount as text',
        participant('registered', { payments: '10' as unknown as number }),
        counts(0, 0),
        'Pole calculated.payments musi być kwotą w groszach (liczbą całkowitą)',
      ],
      [
        'an unknown status',
        { status: 'late' } as unknown as Participant,
        counts(0, 0),
        'Nieznany status uczestnika: late',
      ],
      [
        'a negative billings count',
        participant('registered'),
        counts(-1, 0),
        'Pole billingsCount musi być nieujemną liczbą całkowitą',
      ],
      [
        'a fractional payments count',
        participant('registered'),
        counts(0, 1.5),
        'Pole paymentsCount musi być nieujemną liczbą całkowitą',
      ],
      [
        'an invalid now',
        participant('registered'),
        { ...counts(0, 0), now: new Date('x') },
        'Pole now musi być poprawną datą',
      ],
      [
        'a float computed figure',
        participant('paid'),
        { ...counts(0, 0), billingEnabled: true, computed: { leftToPay: 0.1 } },
        'Pole computed.leftToPay musi być kwotą w groszach (liczbą całkowitą)',
      ],
      [
        'calculated not an object',
        { status: 'paid', calculated: 5 } as unknown as Participant,
        counts(0, 0),
        'Pole calculated musi być obiektem',
      ],
      [
        'notified not a list',
        participant('registered', { totalSum: 1, payments: 1 }, { notified: {} as never }),
        counts(1, 1),
        'Pole notified musi być listą',
      ],
      ['no participant', null as unknown as Participant, counts(0, 0), 'Uczestnik musi być obiektem'],
    ])('rejects %s with a Polish ValidationError', (_name, p, ctx, message) => {
      expect(() => recalculateParticipantStatus(p, ctx)).toThrow(new ValidationError(message));
    });

    it('rejects a missing context', () => {
      expect(() => recalculateParticipantStatus(participant('paid'), null as never)).toThrow(
        'Brak danych do przeliczenia statusu uczestnika',
      );
    });
  });

  it('property: recalculation is idempotent and statusDate moves only with the status', () => {
    const grosze = fc.integer({ min: -1_000_000, max: 1_000_000 });
    fc.assert(
      fc.property(
        fc.constantFrom(...PARTICIPANT_STATUSES),
        fc.record({
          totalSum: grosze,
          leftToPay: grosze,
          leftToPayLate: grosze,
          leftToPayRequired: grosze,
          payments: grosze,
          partial: fc.boolean(),
        }),
        fc.nat(5),
        fc.nat(5),
        (status, calc, billingsCount, paymentsCount) => {
          const p = participant(status, calc);
          const first = recalculateParticipantStatus(p, counts(billingsCount, paymentsCount));
          expect(first.participant.statusDate).toBe(first.changed ? now : before);
          expect(first.participant.isDirty).toBe(first.changed);
          const second = recalculateParticipantStatus(
            first.participant,
            counts(billingsCount, paymentsCount),
          );
          expect(second.changed).toBe(false);
          expect(second.participant).toBe(first.participant);
        },
      ),
    );
  });
});
