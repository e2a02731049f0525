/**
 * Participant statuses of spec §4 "Participant status": registered, confirmed, paid, overpaid, overdue,
 * present, cancelled, waiting, refunded, upToDate, free.
 */
export const PARTICIPANT_STATUSES = [
  'registered',
  'confirmed',
  'paid',
  'overpaid',
  'overdue',
  'present',
  'cancelled',
  'waiting',
  'refunded',
  'upToDate',
  'free',
] as const;

export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

/**
 * Polish UI labels. The spec gives only their English glosses ("registered, confirmed, paid, overpaid, late,
 * present, cancelled, waiting list, refunded, current, free"); overdue reads 'Opóźniony' to agree with the
 * customer status 'opóźniony'.
 */
export const PARTICIPANT_STATUS_LABELS: Readonly<Record<ParticipantStatus, string>> = {
  registered: 'Zapisany',
  confirmed: 'Potwierdzony',
  paid: 'Opłacony',
  overpaid: 'Nadpłacony',
  overdue: 'Opóźniony',
  present: 'Obecny',
  cancelled: 'Anulowany',
  waiting: 'Lista rezerwowa',
  refunded: 'Zwrócony',
  upToDate: 'Na bieżąco',
  free: 'Bezpłatny',
};

/** "Automatic update is skipped when the status is present, cancelled, waiting or refunded." */
export const PARTICIPANT_STATUSES_KEPT_BY_RECALCULATION: readonly ParticipantStatus[] = [
  'present',
  'cancelled',
  'waiting',
  'refunded',
];

/** "For refunded, cancelled or waiting participants, required and late left-to-pay are set to zero." */
export const PARTICIPANT_STATUSES_WITHOUT_DUES: readonly ParticipantStatus[] = [
  'refunded',
  'cancelled',
  'waiting',
];

export function isParticipantStatus(value: unknown): value is ParticipantStatus {
  return typeof value === 'string' && (PARTICIPANT_STATUSES as readonly string[]).includes(value);
}
