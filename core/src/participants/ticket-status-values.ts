/** Ticket status per meeting (spec §4 "Ticket status"): none, sent, validated. */
export const TICKET_STATUSES = ['none', 'sent', 'validated'] as const;

export type TicketStatus = (typeof TICKET_STATUSES)[number];

export function isTicketStatus(value: unknown): value is TicketStatus {
  return value === 'none' || value === 'sent' || value === 'validated';
}
