import type { Grosze } from '../money/money.js';
import type { SmsEncoding } from '../text/sms-segments.js';
import type { IntegrationContext } from './integration-context.js';
import type { CapableIntegration, CredentialsCheckable } from './integration-provider.js';
import type { DeliveryStatusResult, MessageDeliveryStatus, MessageReference } from './message-delivery.js';

/**
 * THE SMS-GATEWAY CONTRACT (SMSAPI, SerwerSMS, third parties). Every call takes one plain input object and
 * the call context and returns one plain object; costs are integer grosze. Gateways are registered with the
 * multi-token `Tokens.SmsGateway` and resolved by `id` (the organization's SMS module).
 *
 * A gateway never composes, stores or retries: the API renders the text, checks the organization's quota
 * with core's `smsSegments` (what the operator bills) and `smsCount` (what the spec shows), keeps the
 * message and asks for its delivery later. A number the gateway refuses is a result with status
 * 'rejected' and a Polish reason; a request it does not take at all is an `IntegrationError` of kind 'sms'.
 */
export interface SmsGateway extends CapableIntegration<SmsGatewayCapabilities>, CredentialsCheckable {
  /**
   * Sends one text to one or more numbers, one result per number in the order given. Idempotent by
   * `messageId` where the gateway allows (SMSAPI `idx` with `check_idx`, SerwerSMS `unique_id`).
   */
  send(input: SendSmsInput, context: IntegrationContext): Promise<SendSmsResult>;
  /** What became of one sent SMS (SMSAPI status lookup, SerwerSMS `messages/reports`). */
  getDeliveryStatus(input: MessageReference, context: IntegrationContext): Promise<SmsDeliveryStatusResult>;
}

export interface SmsGatewayCapabilities {
  /** Alphanumeric sender names (registered at the gateway); false: the gateway's own number sends. */
  senderNames: boolean;
  /** `test: true` checks the request without sending or charging (SMSAPI `test=1`, SerwerSMS `test`). */
  testMode: boolean;
  /** `sendAt` schedules the message at the gateway. */
  scheduling: boolean;
}

export interface SendSmsInput {
  /** Our message id: the idempotency key. */
  messageId: string;
  /** Numbers with the country code, digits only: '48500100200'. */
  to: readonly string[];
  /** As composed; a gateway never strips diacritics unless `settings` ask for it (SMSAPI `normalize`). */
  text: string;
  /** The sender name, already normalised with core's `smsSender` (at most 11 letters and digits). */
  sender?: string;
  /** Check only: nothing is sent or charged (only with `capabilities.testMode`). */
  test?: boolean;
  /** Send later (only with `capabilities.scheduling`). */
  sendAt?: Date;
  /** Refuse rather than send more parts than this (SMSAPI `max_parts`). */
  maxSegments?: number;
}

export interface SendSmsResult {
  /** One per number of `to`, in its order. */
  messages: readonly SmsMessageResult[];
}

export interface SmsMessageResult {
  to: string;
  /** The gateway's id of this SMS; absent when it refused the number. */
  externalId?: string;
  status: MessageDeliveryStatus;
  /** Parts the gateway bills (SMSAPI `parts`, SerwerSMS `parts`). */
  segments: number;
  encoding?: SmsEncoding;
  /** What the gateway charges, rounded half up to whole grosze (SMSAPI `points` are złoty). */
  cost?: Grosze;
  /** Polish, why the gateway refused the number, e.g. 'Nieprawidłowy numer telefonu'. */
  reason?: string;
}

export interface SmsDeliveryStatusResult extends DeliveryStatusResult {
  segments?: number;
  cost?: Grosze;
}
