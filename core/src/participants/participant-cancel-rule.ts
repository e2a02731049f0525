import { ValidationError } from '../errors/index.js';
import type { Participant } from './participant.js';
import { assertParticipant, assertValidDate } from './participant-input.js';

const DAY_MS = 86_400_000;

export interface ParticipantCancelRuleOptions {
  /** The participant_cancel notification's days value. */
  days: number;
  now: Date;
}

/**
 * "The participant_cancel notification turns an Overdue participant into Cancelled once its days threshold
 * has passed since the status date." The threshold counts as passed when now ≥ statusDate + days × 24 h.
 * The new Cancelled participant gets statusDate = now, isDirty, and required and late left-to-pay zeroed
 * ("For refunded, cancelled or waiting participants, required and late left-to-pay are set to zero").
 * Any other participant, or one without a status date, comes back unchanged (the same object).
 */
export function applyParticipantCancelRule<P extends Participant>(
  participant: P,
  options: ParticipantCancelRuleOptions,
): { participant: P; changed: boolean } {
  assertParticipant(participant);
  if (typeof options !== 'object' || options === null) {
    throw new ValidationError('Brak ustawień reguły anulowania uczestnika');
  }
  const { days, now } = options;
  if (typeof days !== 'number' || !Number.isSafeInteger(days) || days < 0) {
    throw new ValidationError('Liczba dni musi być nieujemną liczbą całkowitą');
  }
  assertValidDate(now, 'now');
  if (participant.status !== 'overdue') return { participant, changed: false };
  const statusDate = participant.statusDate;
  if (statusDate === undefined || statusDate === null) return { participant, changed: false };
  assertValidDate(statusDate, 'statusDate');
  if (now.getTime() < statusDate.getTime() + days * DAY_MS) return { participant, changed: false };

  const next: P = { ...participant, status: 'cancelled', statusDate: now, isDirty: true };
  const calculated = participant.calculated;
  if (calculated !== undefined && calculated !== null) {
    next.calculated = { ...calculated, leftToPayLate: 0, leftToPayRequired: 0 };
  }
  return { participant: next, changed: true };
}
