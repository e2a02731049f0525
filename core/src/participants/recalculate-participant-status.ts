import { ValidationError } from '../errors/index.js';
import type { Participant, ParticipantCalculated, ParticipantNotifiedRecord } from './participant.js';
import { assertCount, assertGroszeField, assertParticipant, assertValidDate } from './participant-input.js';
import {
  PARTICIPANT_STATUSES_KEPT_BY_RECALCULATION,
  PARTICIPANT_STATUSES_WITHOUT_DUES,
  type ParticipantStatus,
} from './participant-status.js';
import { ticketStatusAt } from './ticket-status.js';

/** Event types whose sent-records are cleared on entering a status, so the notification can go out again. */
export const PARTICIPANT_NOTIFICATION_CLEARED_ON_ENTERING: Readonly<
  Partial<Record<ParticipantStatus, string>>
> = {
  overdue: 'participant_overdue',
  paid: 'participant_paid',
};

/**
 * Left-to-pay figures computed from the participant's billings (e.g. the sum of their leftToPay, and of
 * those late or required), in integer grosze. The stored `calculated` figures are compared with these.
 */
export interface ParticipantComputedLeftToPay {
  leftToPay: number;
  leftToPayLate?: number;
  leftToPayRequired?: number;
}

export interface ParticipantRecalculationContext {
  /** Becomes statusDate when the status changes. */
  now: Date;
  /** How many billings the participant has. */
  billingsCount: number;
  /** How many payments the participant has. */
  paymentsCount: number;
  /** Meeting whose ticket decides "present" (default: the participant's currentMeeting, else 0). */
  meeting?: number;
  /** Project billing switch; the needs-recounting check runs only when it is on. */
  billingEnabled?: boolean;
  /** Figures computed from billings; without them the needs-recounting check is skipped. */
  computed?: ParticipantComputedLeftToPay;
}

export interface ParticipantRecalculationResult<P extends Participant> {
  /** The next participant; the very same object when nothing changed. */
  participant: P;
  /** Whether the status changed (then statusDate = now and isDirty = true). */
  changed: boolean;
}

const NO_AMOUNTS: ParticipantCalculated = Object.freeze({
  totalSum: 0,
  leftToPay: 0,
  leftToPayLate: 0,
  leftToPayRequired: 0,
  payments: 0,
});

function readCalculated(participant: Participant): ParticipantCalculated {
  const calculated = participant.calculated;
  if (calculated === undefined || calculated === null) return NO_AMOUNTS;
  if (typeof calculated !== 'object') throw new ValidationError('Pole calculated musi być obiektem');
  assertGroszeField(calculated.totalSum, 'calculated.totalSum');
  assertGroszeField(calculated.leftToPay, 'calculated.leftToPay');
  assertGroszeField(calculated.leftToPayLate, 'calculated.leftToPayLate');
  assertGroszeField(calculated.leftToPayRequired, 'calculated.leftToPayRequired');
  assertGroszeField(calculated.payments, 'calculated.payments');
  return calculated;
}

/**
 * The status the automatic update of spec §4 "Participant status" gives, or the current one when the
 * update is skipped or no branch applies (e.g. late + required below zero). Branches, in the spec's order:
 * - skipped for present, cancelled, waiting, refunded;
 * - no billings, no payments, all left-to-pay amounts and the total zero: free;
 * - a still-registered participant with nothing paid, nothing late or required, no billings, not partial and
 *   total zero keeps its status;
 * - amount late above zero: overdue;
 * - late plus required equal to zero: present if the ticket is validated, overpaid if payments exceed the
 *   total and left to pay is negative, otherwise paid;
 * - required above zero: registered if the total is less than the required amount, or nothing is paid and
 *   the payment is not partial; otherwise upToDate.
 */
export function participantStatusFromAmounts(
  participant: Participant,
  context: Pick<ParticipantRecalculationContext, 'billingsCount' | 'paymentsCount' | 'meeting'>,
): ParticipantStatus {
  assertParticipant(participant);
  assertCount(context.billingsCount, 'billingsCount');
  assertCount(context.paymentsCount, 'paymentsCount');
  const current = participant.status;
  const amounts = readCalculated(participant);
  if (PARTICIPANT_STATUSES_KEPT_BY_RECALCULATION.includes(current)) return current;

  const { totalSum, leftToPay, leftToPayLate: late, leftToPayRequired: required, payments } = amounts;
  const partial = amounts.partial === true;
  const noBillings = context.billingsCount === 0;

  if (
    noBillings &&
    context.paymentsCount === 0 &&
    leftToPay === 0 &&
    late === 0 &&
    required === 0 &&
    totalSum === 0
  ) {
    return 'free';
  }
  if (
    current === 'registered' &&
    payments === 0 &&
    late === 0 &&
    required === 0 &&
    noBillings &&
    !partial &&
    totalSum === 0
  ) {
    return current;
  }
  if (late > 0) return 'overdue';
  if (late + required === 0) {
    if (ticketStatusAt(participant, context.meeting) === 'validated') return 'present';
    if (payments > totalSum && leftToPay < 0) return 'overpaid';
    return 'paid';
  }
  if (required > 0) {
    if (totalSum < required || (payments === 0 && !partial)) return 'registered';
    return 'upToDate';
  }
  return current;
}

function differs(stored: number, computed: number | undefined, field: string): boolean {
  if (computed === undefined) return false;
  assertGroszeField(computed, field);
  return stored !== computed;
}

/**
 * Automatic participant status update (spec §4 "Participant status"), see `participantStatusFromAmounts`
 * for the branches. On top of the status:
 * - "statusDate is updated and the record marked dirty only when the status changes";
 * - "Entering overdue clears the record of the participant_overdue notification", entering paid that of
 *   participant_paid;
 * - "For refunded, cancelled or waiting participants, required and late left-to-pay are set to zero";
 * - "When recalculation finds that the amounts left to pay differ from the computed figure, a needs-recounting
 *   flag is set. This is not done for partial or survey rows, and only when billing is enabled": pass the
 *   figures computed from billings as `context.computed` and the project switch as `context.billingEnabled`;
 *   the flag is only ever set here, clearing it is the recount's job.
 * Never mutates its input; returns the same participant object when nothing changed.
 */
export function recalculateParticipantStatus<P extends Participant>(
  participant: P,
  context: ParticipantRecalculationContext,
): ParticipantRecalculationResult<P> {
  if (typeof context !== 'object' || context === null) {
    throw new ValidationError('Brak danych do przeliczenia statusu uczestnika');
  }
  assertValidDate(context.now, 'now');
  const status = participantStatusFromAmounts(participant, context);
  const amounts = readCalculated(participant);
  const changed = status !== participant.status;

  const zeroDues =
    PARTICIPANT_STATUSES_WITHOUT_DUES.includes(status) &&
    (amounts.leftToPayLate !== 0 || amounts.leftToPayRequired !== 0);
  const computed = context.computed;
  const flagRecount =
    computed !== undefined &&
    context.billingEnabled === true &&
    amounts.partial !== true &&
    participant.isSurvey !== true &&
    amounts.needsRecounting !== true &&
    (differs(amounts.leftToPay, computed.leftToPay, 'computed.leftToPay') ||
      differs(amounts.leftToPayLate, computed.leftToPayLate, 'computed.leftToPayLate') ||
      differs(amounts.leftToPayRequired, computed.leftToPayRequired, 'computed.leftToPayRequired'));

  if (!changed && !zeroDues && !flagRecount) return { participant, changed: false };

  const next: P = { ...participant };
  if (zeroDues || flagRecount) {
    const calculated: ParticipantCalculated = { ...amounts };
    if (zeroDues) {
      calculated.leftToPayLate = 0;
      calculated.leftToPayRequired = 0;
    }
    if (flagRecount) calculated.needsRecounting = true;
    next.calculated = calculated;
  }
  if (changed) {
    next.status = status;
    next.statusDate = context.now;
    next.isDirty = true;
    const cleared = PARTICIPANT_NOTIFICATION_CLEARED_ON_ENTERING[status];
    if (cleared !== undefined && participant.notified !== undefined && participant.notified !== null) {
      if (!Array.isArray(participant.notified)) throw new ValidationError('Pole notified musi być listą');
      next.notified = participant.notified.filter(
        (record: ParticipantNotifiedRecord) => record.type !== cleared,
      );
    }
  }
  return { participant: next, changed };
}
