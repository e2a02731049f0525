/**
 * The words of the notifications area (second document §3 Notifications): a notification's statuses and
 * channel types, the context a definition is about and who receives it, each with its Polish label.
 */

/** "Notification: status (new, sending, sent, error, cancelled, resent, blocked, duplicate, no-quota)". */
export const NOTIFICATION_STATUSES = [
  'new',
  'sending',
  'sent',
  'error',
  'cancelled',
  'resent',
  'blocked',
  'duplicate',
  'no-quota',
] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const NOTIFICATION_STATUS_LABELS: Readonly<Record<NotificationStatus, string>> = {
  new: 'Do wysłania',
  sending: 'W trakcie wysyłki',
  sent: 'Wysłana',
  error: 'Błąd wysyłki',
  cancelled: 'Anulowana',
  resent: 'Wysłana ponownie',
  blocked: 'Wstrzymana',
  duplicate: 'Duplikat',
  'no-quota': 'Brak limitu wiadomości',
};

/** "type (sms, mail, system, none)". */
export const NOTIFICATION_TYPES = ['sms', 'mail', 'system', 'none'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TYPE_LABELS: Readonly<Record<NotificationType, string>> = {
  sms: 'SMS',
  mail: 'E-mail',
  system: 'Powiadomienie w systemie',
  none: 'Bez wysyłki',
};

/** "Context types: participant, customer, organization, invoice, payment, billing, debtCollectionCase, report". */
export const NOTIFICATION_CONTEXT_TYPES = [
  'participant',
  'customer',
  'organization',
  'invoice',
  'payment',
  'billing',
  'debtCollectionCase',
  'report',
] as const;
export type NotificationContextType = (typeof NOTIFICATION_CONTEXT_TYPES)[number];

export const NOTIFICATION_CONTEXT_TYPE_LABELS: Readonly<Record<NotificationContextType, string>> = {
  participant: 'Uczestnik',
  customer: 'Klient',
  organization: 'Organizacja',
  invoice: 'Faktura',
  payment: 'Wpłata',
  billing: 'Należność',
  debtCollectionCase: 'Sprawa windykacyjna',
  report: 'Raport',
};

/** "Receivers: participant, customer, organization, employee, none". */
export const NOTIFICATION_RECEIVERS = [
  'participant',
  'customer',
  'organization',
  'employee',
  'none',
] as const;
export type NotificationReceiver = (typeof NOTIFICATION_RECEIVERS)[number];

export const NOTIFICATION_RECEIVER_LABELS: Readonly<Record<NotificationReceiver, string>> = {
  participant: 'Uczestnik',
  customer: 'Klient (płatnik)',
  organization: 'Organizator',
  employee: 'Pracownik',
  none: 'Nikt (tylko zapis w historii)',
};

export function isNotificationStatus(value: unknown): value is NotificationStatus {
  return typeof value === 'string' && (NOTIFICATION_STATUSES as readonly string[]).includes(value);
}
