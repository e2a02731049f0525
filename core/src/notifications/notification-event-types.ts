import type { NotificationContextType } from './notification-kinds.js';

/**
 * What a notification definition reacts to (second document §3: "Event types: customer (registered, late,
 * paid, overpaid, billing upcoming, upcoming calendar event); invoice (created, paid, late, and three export
 * variants); payment (new, completed, imported, canceled, compensation created); participant (registration,
 * upcoming payment, upcoming calendar event, paid, ticket, overpaid, uptodate, overdue, cancel, present,
 * waiting, refunded, time)").
 *
 * `trigger` says how it fires: 'event' types fire when the change happens (a domain event from the outbox),
 * 'time' types are found by the scheduled sweep when their days have passed (overdue for 2 days) or are
 * about to come (an installment due in 5 days). Event types are exempt from the cutoff's 30-minute margin.
 */
export interface NotificationEventType {
  readonly id: string;
  readonly context: NotificationContextType;
  readonly label: string;
  readonly trigger: 'event' | 'time';
  /** 'before': days count down to a coming date (upcoming payment); 'after': days since the status date. */
  readonly direction: 'after' | 'before';
}

const type = (
  id: string,
  context: NotificationContextType,
  label: string,
  trigger: 'event' | 'time',
  direction: 'after' | 'before' = 'after',
): NotificationEventType => ({ id, context, label, trigger, direction });

export const NOTIFICATION_EVENT_TYPES: readonly NotificationEventType[] = [
  type('participant_registration', 'participant', 'Zapis uczestnika', 'event'),
  type('participant_upcoming_payment', 'participant', 'Zbliżający się termin wpłaty', 'time', 'before'),
  type(
    'participant_upcoming_calendar_event',
    'participant',
    'Zbliżający się termin w kalendarzu',
    'time',
    'before',
  ),
  type('participant_paid', 'participant', 'Opłacenie udziału', 'event'),
  type('participant_ticket', 'participant', 'Bilet', 'time'),
  type('participant_overpaid', 'participant', 'Nadpłata', 'event'),
  type('participant_uptodate', 'participant', 'Wpłaty na bieżąco', 'event'),
  type('participant_overdue', 'participant', 'Zaległa płatność', 'time'),
  type('participant_cancel', 'participant', 'Anulowanie za brak wpłaty', 'time'),
  type('participant_present', 'participant', 'Obecność', 'event'),
  type('participant_waiting', 'participant', 'Lista rezerwowa', 'event'),
  type('participant_refunded', 'participant', 'Zwrot wpłaty', 'event'),
  type('participant_time', 'participant', 'Po upływie dni od zapisu', 'time'),
  type('customer_registered', 'customer', 'Nowy klient', 'event'),
  type('customer_late', 'customer', 'Klient z zaległością', 'time'),
  type('customer_paid', 'customer', 'Klient opłacony', 'event'),
  type('customer_overpaid', 'customer', 'Nadpłata klienta', 'event'),
  type('customer_billing_upcoming', 'customer', 'Zbliżająca się należność klienta', 'time', 'before'),
  type(
    'customer_upcoming_calendar_event',
    'customer',
    'Zbliżający się termin klienta w kalendarzu',
    'time',
    'before',
  ),
  type('invoice_created', 'invoice', 'Wystawienie faktury', 'event'),
  type('invoice_paid', 'invoice', 'Opłacenie faktury', 'event'),
  type('invoice_late', 'invoice', 'Nieopłacona faktura po terminie', 'time'),
  type('invoice_export_created', 'invoice', 'Eksport wystawionej faktury', 'event'),
  type('invoice_export_paid', 'invoice', 'Eksport opłaconej faktury', 'event'),
  type('invoice_export_late', 'invoice', 'Eksport faktury po terminie', 'time'),
  type('payment_new', 'payment', 'Nowa wpłata', 'event'),
  type('payment_completed', 'payment', 'Zaksięgowana wpłata', 'event'),
  type('payment_imported', 'payment', 'Wpłata z wyciągu bankowego', 'event'),
  type('payment_canceled', 'payment', 'Anulowana wpłata', 'event'),
  type('payment_compensation_created', 'payment', 'Naliczone wynagrodzenie', 'event'),
];

const BY_ID = new Map(NOTIFICATION_EVENT_TYPES.map((eventType) => [eventType.id, eventType]));

export function notificationEventType(id: string): NotificationEventType | undefined {
  return BY_ID.get(id);
}

export function isNotificationEventType(id: unknown): id is string {
  return typeof id === 'string' && BY_ID.has(id);
}

/**
 * The participant status whose entering fires an event-driven participant type ('paid' → participant_paid);
 * registration fires on the registration itself.
 */
export const PARTICIPANT_STATUS_EVENT_TYPES: Readonly<Record<string, string>> = {
  paid: 'participant_paid',
  overpaid: 'participant_overpaid',
  upToDate: 'participant_uptodate',
  present: 'participant_present',
  waiting: 'participant_waiting',
  refunded: 'participant_refunded',
};
