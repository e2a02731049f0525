import type { IntegrationContext } from './integration-context.js';
import type { CapableIntegration } from './integration-provider.js';
import type { DeliveryStatusResult, MessageDeliveryStatus, MessageReference } from './message-delivery.js';

/**
 * THE E-MAIL TRANSPORT CONTRACT (SMTP, an HTTP mail API, the outbox of a demo): hands one composed message
 * to the mail service. Every call takes one plain input object and the call context and returns one plain
 * object. Transports are registered with the multi-token `Tokens.EmailTransport` and resolved by `id`.
 *
 * A transport never composes, stores or retries: the API renders the notification template, keeps the
 * message in its outbox, and a job retries what failed. A recipient the service refuses is reported in
 * `rejected`; a message the service does not take at all is an `IntegrationError` of kind 'mail'.
 */
export interface EmailTransport extends CapableIntegration<EmailTransportCapabilities> {
  /**
   * Sends one message. Idempotent by `messageId` where the service allows (an HTTP API's idempotency key;
   * SMTP cannot tell, so the API marks the message sending before the call).
   */
  send(input: SendEmailInput, context: IntegrationContext): Promise<SendEmailResult>;
  /** Asks the service what became of a message; only with `capabilities.deliveryStatus`. */
  getDeliveryStatus?(input: MessageReference, context: IntegrationContext): Promise<DeliveryStatusResult>;
}

export interface EmailTransportCapabilities {
  /** The service reports delivery later (`getDeliveryStatus`); SMTP does not. */
  deliveryStatus: boolean;
  /** The largest message it takes, attachments included, in bytes. */
  maxMessageBytes: number;
}

export interface EmailAddress {
  address: string;
  /** Display name, e.g. 'Szkoła Tańca Rytm'. */
  name?: string;
}

export interface EmailAttachment {
  /** E.g. 'Faktura 12-2026.pdf'. */
  fileName: string;
  /** E.g. 'application/pdf'. */
  contentType: string;
  content: Uint8Array;
  /** Set for an image the HTML shows inline (`<img src="cid:…">`). */
  contentId?: string;
}

export interface SendEmailInput {
  /** Our message id; the idempotency key and, where the service allows, its Message-ID seed. */
  messageId: string;
  from: EmailAddress;
  to: readonly EmailAddress[];
  cc?: readonly EmailAddress[];
  bcc?: readonly EmailAddress[];
  replyTo?: EmailAddress;
  subject: string;
  /** At least one of `html` and `text`; with both the message is multipart/alternative. */
  html?: string;
  text?: string;
  attachments?: readonly EmailAttachment[];
  /** Extra headers, e.g. `{ 'List-Unsubscribe': '<https://…>' }`; never From, To, Subject or Date. */
  headers?: Readonly<Record<string, string>>;
}

export interface SendEmailResult {
  /** The service's id of the message (SMTP Message-ID, an API's message id). */
  externalId: string;
  /** 'sent' when the service took it; 'queued' when it only queued it. */
  status: Extract<MessageDeliveryStatus, 'queued' | 'sent'>;
  /** Recipients the service refused while taking the rest (SMTP 550 for one address). */
  rejected: readonly { address: string; reason: string }[];
}
