/**
 * A new participant's status from core's status rules (first document §4 "Participant status", core
 * `recalculateParticipantStatus`): it starts 'registered' (or 'waiting' on the waiting list) and the
 * automatic update decides from its amounts — nothing to pay and no billing → 'free'; a waiting participant
 * keeps 'waiting' ("Automatic update is skipped when the status is … waiting") with no dues.
 *
 * "Required" is the rest of the plan (core billingFigures), so someone who paid nothing of a plan due later
 * is 'registered' ("Required above zero: registered if … nothing is paid"), not 'paid'.
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

export function initialParticipantStatus(
  amounts: ParticipantAmounts,
  waiting: boolean,
  now: Date,
): InitialStatus {
  const { participant } = recalculateParticipantStatus(
    { status: waiting ? 'waiting' : 'registered', calculated: amounts.calculated },
    { now, billingsCount: amounts.billings.length, paymentsCount: 0 },
  );
  return { status: participant.status, calculated: participant.calculated ?? amounts.calculated };
}
