/**
 * The participant's row after a cash payment or a refund: `GET /participants/{eventId}/{id}` answers the
 * stored participant, whose status and `calculated` figures the payment changed (the server recalculates
 * them when it settles); net, VAT and gross of the billings stay as the grid had them.
 */
import { PARTICIPANT_STATUSES_WITHOUT_DUES, type ParticipantStatus } from '@zapisy/core';
import type { TypedApi } from '../../api/typed-api.js';
import { type ParticipantGridRow, withStoredParticipant } from './participant-row.js';
import type { StoredParticipant } from './participants-api.js';

const groszeOr = (value: number | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

export function withParticipantMoney(row: ParticipantGridRow, stored: StoredParticipant): ParticipantGridRow {
  const next = withStoredParticipant(row, stored);
  const calculated = stored.calculated ?? {};
  const withoutDues = PARTICIPANT_STATUSES_WITHOUT_DUES.includes(next.status as ParticipantStatus);
  const before = row.settlements;
  return {
    ...next,
    settlements: {
      ...before,
      leftToPay: groszeOr(calculated.leftToPay, before.leftToPay),
      required: withoutDues ? 0 : groszeOr(calculated.leftToPayRequired, before.required),
      overdue: withoutDues ? 0 : groszeOr(calculated.leftToPayLate, before.overdue),
    },
  };
}

/**
 * What the participant should pay now: the due and overdue installments, or when nothing is due yet the
 * whole rest (as the payer's page offers it, api/src/modules/payments/payer-due.ts); never below zero.
 */
export function amountDueNow(row: Pick<ParticipantGridRow, 'settlements'>): number {
  const { required, overdue, leftToPay } = row.settlements;
  const now = required + overdue;
  return Math.max(0, now > 0 ? now : leftToPay);
}

/** Reads the participant again and answers its refreshed grid row. */
export async function refreshedParticipantRow(
  api: TypedApi,
  eventId: string,
  row: ParticipantGridRow,
): Promise<ParticipantGridRow> {
  const stored = await api.get('/participants/{eventId}/{participantId}', {
    path: { eventId, participantId: row._id },
  });
  return withParticipantMoney(row, stored);
}
