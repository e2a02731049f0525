/**
 * A new participant's status from core's status rules (first document §4 "Participant status", core
 * `recalculateParticipantStatus`): it starts 'registered' (or 'waiting' on the waiting list) and the
 * automatic update decides from its amounts — nothing to pay and no billing → 'free'; a waiting participant
 * keeps 'waiting' ("Automatic update is skipped when the status is … waiting") with no dues.
 *
 * One exception: a new participant has paid nothing, yet the rule "late plus required equal to zero: … paid"
 * would call it 'paid' whenever its first installment is not required yet (core dates a single payment a few
 * hours ahead). A status that says money was received is never given to someone who paid nothing: it stays
 * 'registered' until a payment arrives and the next recalculation runs.
 */
import {
  type ParticipantCalculated,
  type ParticipantStatus,
  recalculateParticipantStatus,
} from '@zapisy/core';
import type { ParticipantAmounts } from './participant-amounts.js';

export interface InitialStatus {
  status: ParticipantStatus;
  calculated: ParticipantCalculated;
}

/** Statuses that say the participant has paid (some of) what it owes. */
const PAID_STATUSES: readonly ParticipantStatus[] = ['paid', 'overpaid', 'upToDate', 'present'];

export function initialParticipantStatus(
  amounts: ParticipantAmounts,
  waiting: boolean,
  now: Date,
): InitialStatus {
  const { participant } = recalculateParticipantStatus(
    { status: waiting ? 'waiting' : 'registered', calculated: amounts.calculated },
    { now, billingsCount: amounts.billings.length, paymentsCount: 0 },
  );
  const calculated = participant.calculated ?? amounts.calculated;
  const status =
    PAID_STATUSES.includes(participant.status) && calculated.payments === 0
      ? 'registered'
      : participant.status;
  return { status, calculated };
}
