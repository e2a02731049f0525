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
 * Polish UI labels, the only ones: the admin's grids, filters and forms and the CSV/XLSX exports read them
 * here. The spec gives only English glosses ("registered, confirmed, paid, overpaid, late, present,
 * cancelled, waiting list, refunded, current, free"). Each label describes the registration or its money,
 * never the person, so it reads the same for a woman and a man ('Anna Kowalska (Zapis przyjęty)',
 * 'Status: Opłacono'), and for a student, a patient or a parent alike.
 */
export const PARTICIPANT_STATUS_LABELS: Readonly<Record<ParticipantStatus, string>> = {
  registered: 'Zapis przyjęty',
  confirmed: 'Zapis potwierdzony',
  paid: 'Opłacono',
  overpaid: 'Nadpłata',
  overdue: 'Zaległa płatność',
  present: 'Obecność potwierdzona',
  cancelled: 'Zapis anulowany',
  waiting: 'Lista rezerwowa',
  refunded: 'Zwrot wpłaty',
  upToDate: 'Na bieżąco',
  free: 'Bez opłat',
};

/** The label of a stored status; an unknown value is shown as it is. */
export function participantStatusLabel(status: unknown): string {
  return isParticipantStatus(status) ? PARTICIPANT_STATUS_LABELS[status] : String(status ?? '');
}

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
