import { ValidationError } from '../errors/index.js';
import type { Participant } from './participant.js';
import { assertParticipant } from './participant-input.js';
import type { ParticipantStatus } from './participant-status.js';
import { isTicketStatus, type TicketStatus } from './ticket-status-values.js';

/** Highest meeting index accepted; guards against padding a list to an absurd length. */
export const PARTICIPANT_MAX_MEETING_INDEX = 10_000;

/** Statuses for which "None becomes Sent when the ticket notification fires". */
export const PARTICIPANT_STATUSES_RECEIVING_TICKET: readonly ParticipantStatus[] = [
  'paid',
  'overpaid',
  'free',
];

function assertMeeting(meeting: unknown): asserts meeting is number {
  if (typeof meeting !== 'number' || !Number.isSafeInteger(meeting) || meeting < 0) {
    throw new ValidationError('Numer spotkania musi być nieujemną liczbą całkowitą');
  }
  if (meeting > PARTICIPANT_MAX_MEETING_INDEX) {
    throw new ValidationError(`Numer spotkania nie może przekraczać ${PARTICIPANT_MAX_MEETING_INDEX}`);
  }
}

function assertTicketList(list: unknown): asserts list is readonly TicketStatus[] | undefined | null {
  if (list === undefined || list === null) return;
  if (!Array.isArray(list)) throw new ValidationError('Statusy biletów muszą być listą');
  for (const entry of list) {
    if (entry !== undefined && entry !== null && !isTicketStatus(entry)) {
      throw new ValidationError(`Nieznany status biletu: ${String(entry)}`);
    }
  }
}

/** The meeting a participant is at: the given one, else its currentMeeting, else the first (0). */
export function participantMeeting(
  participant: Pick<Participant, 'currentMeeting'>,
  meeting?: number,
): number {
  const chosen = meeting ?? participant.currentMeeting ?? 0;
  assertMeeting(chosen);
  return chosen;
}

/**
 * Ticket status for a meeting (0-based index into `ticketStatus`): "A missing entry reads as none."
 * `meeting` defaults to the participant's currentMeeting, else 0.
 */
export function ticketStatusAt(
  participant: Pick<Participant, 'ticketStatus' | 'currentMeeting'>,
  meeting?: number,
): TicketStatus {
  const index = participantMeeting(participant, meeting);
  const list = participant.ticketStatus;
  assertTicketList(list);
  return list?.[index] ?? 'none';
}

/** A new list with the meeting's entry set: "Setting an entry pads earlier entries with none." */
export function setTicketStatus(
  list: readonly TicketStatus[] | undefined | null,
  meeting: number,
  status: TicketStatus,
): TicketStatus[] {
  assertTicketList(list);
  assertMeeting(meeting);
  if (!isTicketStatus(status)) throw new ValidationError(`Nieznany status biletu: ${String(status)}`);
  const next: TicketStatus[] = [];
  const length = Math.max(list?.length ?? 0, meeting + 1);
  for (let i = 0; i < length; i++) next.push(list?.[i] ?? 'none');
  next[meeting] = status;
  return next;
}

/**
 * Ticket notification firing: "It goes from None to Sent when the ticket notification fires for a Paid,
 * Overpaid or Free participant." Otherwise the participant comes back unchanged (the same object).
 */
export function sendTicketTransition<P extends Participant>(
  participant: P,
  meeting?: number,
): { participant: P; changed: boolean } {
  assertParticipant(participant);
  const index = participantMeeting(participant, meeting);
  if (!PARTICIPANT_STATUSES_RECEIVING_TICKET.includes(participant.status))
    return { participant, changed: false };
  if (ticketStatusAt(participant, index) !== 'none') return { participant, changed: false };
  const ticketStatus = setTicketStatus(participant.ticketStatus, index, 'sent');
  return { participant: { ...participant, ticketStatus }, changed: true };
}

/** "A participant counts as present for the ticket only if status is Present and the ticket is Validated." */
export function isPresentForTicket(participant: Participant, meeting?: number): boolean {
  assertParticipant(participant);
  return participant.status === 'present' && ticketStatusAt(participant, meeting) === 'validated';
}
