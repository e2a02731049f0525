/**
 * The domain events: every change another area may react to (issue 12, "Domain events and a transactional
 * outbox"). A producer writes the event in the same transaction as the change; subscribers (webhooks,
 * notifications, invoicing, debt collection, the dashboard, plugins) receive it at least once, in order per
 * aggregate. Names are `<aggregate>.<past tense>`; a name never changes meaning once released: a new meaning
 * is a new name.
 */
export const DOMAIN_EVENT_NAMES = [
  'registration.accepted',
  'registration.completed',
  'registration.cancelled',
  'form.entered',
  'participant.status-changed',
  'billing.created',
  'billing.changed',
  'payment.started',
  'payment.completed',
  'payment.refunded',
  'payment.flagged',
  'customer.merged',
  'project.duplicated',
  'invoice.issued',
  'transfer.imported',
  'ticket.validated',
  'survey.answered',
] as const;

export type DomainEventName = (typeof DOMAIN_EVENT_NAMES)[number];

/** What the admin shows for an event name (the log of deliveries, a plugin's subscriptions). */
export const DOMAIN_EVENT_LABELS: Readonly<Record<DomainEventName, string>> = {
  'registration.accepted': 'Zgłoszenie przyjęte',
  'registration.completed': 'Zgłoszenie zapisane',
  'registration.cancelled': 'Zgłoszenie anulowane',
  'form.entered': 'Otwarcie formularza',
  'participant.status-changed': 'Zmiana statusu uczestnika',
  'billing.created': 'Nowa należność',
  'billing.changed': 'Zmiana należności',
  'payment.started': 'Rozpoczęta płatność',
  'payment.completed': 'Zaksięgowana wpłata',
  'payment.refunded': 'Zwrot wpłaty',
  'payment.flagged': 'Wpłata wstrzymana do decyzji',
  'customer.merged': 'Połączenie klientów',
  'project.duplicated': 'Skopiowanie projektu',
  'invoice.issued': 'Wystawiona faktura',
  'transfer.imported': 'Zaimportowany przelew',
  'ticket.validated': 'Skasowany bilet',
  'survey.answered': 'Wypełniona ankieta',
};

export function isDomainEventName(value: unknown): value is DomainEventName {
  return typeof value === 'string' && (DOMAIN_EVENT_NAMES as readonly string[]).includes(value);
}

/** What an event is about; events of one aggregate reach every subscriber in the order they were written. */
export const AGGREGATE_TYPES = [
  'registration',
  'project',
  'participant',
  'billing',
  'payment',
  'customer',
  'invoice',
  'transfer',
  'survey',
] as const;

export type AggregateType = (typeof AGGREGATE_TYPES)[number];
