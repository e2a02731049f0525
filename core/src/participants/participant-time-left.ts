/**
 * The participants grid's "time left" column (first document §2 "Participants grid"). The spec names the
 * column without defining it; here it is the time left to pay: whole calendar days (in Poland) from today to
 * the earliest required date of the participant's billings that still have money left to pay (Billing:
 * requiredDate, leftToPay), negative once that date has passed (the billing is late). Participants without
 * dues ("For refunded, cancelled or waiting participants, required and late left-to-pay are set to zero"),
 * and those with nothing left to pay, have no time left (null).
 */

import { instantOf } from '../time/warsaw-format.js';
import { PARTICIPANT_STATUSES_WITHOUT_DUES, type ParticipantStatus } from './participant-status.js';
import { polishDay } from './polish-day-cache.js';

/** The billing fields the column reads. */
export interface TimeLeftBilling {
  status?: string | null;
  leftToPay?: number | null;
  requiredDate?: Date | string | null;
}

/** Whole days from `now`'s day to the earliest unpaid billing's required day (negative: late), or null. */
export function participantTimeLeftDays(
  status: string | null | undefined,
  billings: readonly TimeLeftBilling[],
  now: Date,
): number | null {
  if (PARTICIPANT_STATUSES_WITHOUT_DUES.includes(status as ParticipantStatus)) return null;
  let earliest: Date | null = null;
  for (const billing of billings) {
    if (billing.status === 'cancelled') continue;
    if (typeof billing.leftToPay !== 'number' || billing.leftToPay <= 0) continue;
    const required = instantOf(billing.requiredDate);
    if (required && (earliest === null || required < earliest)) earliest = required;
  }
  if (earliest === null || Number.isNaN(now.getTime())) return null;
  return polishDay(earliest).number - polishDay(now).number;
}
