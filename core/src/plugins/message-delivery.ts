/**
 * Where one message (an e-mail or one SMS to one number) stands at its channel. SMSAPI's QUEUE/ACCEPTED,
 * SENT, DELIVERED, UNDELIVERED/FAILED, REJECTED, EXPIRED, UNKNOWN and SerwerSMS's queued, sent, delivered,
 * undelivered, unsent map onto these; an SMTP relay that took a message reports 'sent' and nothing later.
 */
export const MESSAGE_DELIVERY_STATUSES = [
  'queued',
  'sent',
  'delivered',
  'undelivered',
  'rejected',
  'expired',
  'unknown',
] as const;
export type MessageDeliveryStatus = (typeof MESSAGE_DELIVERY_STATUSES)[number];

export const MESSAGE_DELIVERY_STATUS_LABELS = {
  queued: 'W kolejce',
  sent: 'Wysłano',
  delivered: 'Doręczono',
  undelivered: 'Nie doręczono',
  rejected: 'Odrzucono',
  expired: 'Wygasło',
  unknown: 'Stan nieznany',
} as const satisfies Record<MessageDeliveryStatus, string>;

/** No later report changes these: polling can stop. */
export function isFinalDeliveryStatus(status: MessageDeliveryStatus): boolean {
  return status === 'delivered' || status === 'undelivered' || status === 'rejected' || status === 'expired';
}

/**
 * The spec's Notification status (second document §Notifications: new, sending, sent, error, …) a delivery
 * report leads to: still on its way is 'sending', handed over or delivered is 'sent', refused or lost is
 * 'error'. 'unknown' keeps 'sending' so a later report can still settle it.
 */
export function notificationStatusOfDelivery(status: MessageDeliveryStatus): 'sending' | 'sent' | 'error' {
  switch (status) {
    case 'sent':
    case 'delivered':
      return 'sent';
    case 'undelivered':
    case 'rejected':
    case 'expired':
      return 'error';
    case 'queued':
    case 'unknown':
      return 'sending';
  }
}

/** One sent message as the API keeps it to ask about it later. */
export interface MessageReference {
  /** Our message id (the outbox document). */
  messageId: string;
  /** The channel's id of the message (SMSAPI `id`, SerwerSMS `id`, the SMTP Message-ID). */
  externalId: string;
}

export interface DeliveryStatusResult {
  status: MessageDeliveryStatus;
  /** When the channel reached this status, when it says. */
  at?: Date;
  /** Polish, why it was not delivered, for the organizer. */
  reason?: string;
  /** The channel's own code for the log (SMSAPI error 13, an SMTP 550). */
  channelCode?: string;
}
