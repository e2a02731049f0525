/**
 * What each domain event carries: the facts a subscriber needs without reading the producer's collections
 * (ids, statuses, amounts in integer grosze, ISO dates). Personal data only where a subscriber needs it to
 * address a person (names, e-mail of the registered participants), never the rest of a form.
 */
import type { ParticipantStatus } from '../participants/participant-status.js';
import type { PaymentFlagCode } from '../payments/payment-labels.js';
import type { PaymentStatus } from '../payments/payment-status.js';
import type { DomainEventName } from './domain-event-names.js';

export interface RegisteredParticipantFacts {
  participantId: string;
  status: ParticipantStatus;
  onWaitingList: boolean;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

export interface PaymentFacts {
  paymentId: string;
  extPaymentId: string | null;
  customerId: string;
  type: string;
  method: string;
  provider: string | null;
  /** Integer grosze (negative for a refund). */
  amount: number;
  currency: string;
  status: PaymentStatus;
  /** ISO 8601. */
  date: string;
}

/** A payment as settled: its shares of billings and the participants' statuses after it. */
export interface SettledPaymentFacts extends PaymentFacts {
  /** Integer grosze per billing (negative for a refund). */
  billings: { billingId: string; amount: number }[];
  participants: { participantId: string; status: ParticipantStatus }[];
}

export interface DomainEventPayloads {
  /** The durable record of a registration was written; it is processed in the background (202). */
  'registration.accepted': { registrationId: string };
  /** Customer, participants and billings of a registration were written. */
  'registration.completed': {
    registrationId: string;
    customerId: string;
    participants: RegisteredParticipantFacts[];
    /** Sums of the server's quotes, integer grosze. */
    quote: { total: number; grossTotal: number };
    /** ISO 8601. */
    completedAt: string;
  };
  /** A registration that did not complete was cancelled; whatever it held was given back. */
  'registration.cancelled': { registrationId: string; reason: string };
  /** A public form was opened (reported by the widget). */
  'form.entered': { formType: string; url?: string; referrer?: string; enteredAt: string };
  'participant.status-changed': {
    participantId: string;
    customerId: string | null;
    from: ParticipantStatus | null;
    to: ParticipantStatus;
  };
  'billing.created': {
    billingId: string;
    participantId: string | null;
    customerId: string | null;
    /** Integer grosze. */
    amount: number;
    leftToPay: number;
    /** ISO 8601. */
    requiredDate: string;
    category: string | null;
  };
  'billing.changed': {
    billingId: string;
    participantId: string | null;
    customerId: string | null;
    amount: number;
    leftToPay: number;
    status: string;
  };
  'payment.started': Omit<PaymentFacts, 'extPaymentId'>;
  /** Money received and spread over billings (or a cash payment booked). */
  'payment.completed': SettledPaymentFacts;
  /** A refund's money taken back from the billings that held the refunded payment (negative shares). */
  'payment.refunded': SettledPaymentFacts & { refundedPaymentId: string | null };
  /** Held for the organizer's decision (amount or currency not as expected). */
  'payment.flagged': { paymentId: string; customerId: string; flags: PaymentFlagCode[]; amount: number };
  'customer.merged': { customerId: string; mergedCustomerIds: string[] };
  'project.duplicated': { sourceEventId: string; newEventId: string; mode: 'duplicate' | 'new-edition' };
  'invoice.issued': { invoiceId: string; number: string; customerId: string | null; gross: number };
  'transfer.imported': {
    transferId: string;
    bankStatementId: string;
    amount: number;
    customerId: string | null;
  };
  'ticket.validated': { participantId: string; meeting: number; validatedBy: string | null };
  /**
   * A survey was filled in (or filled in again: `replaced`), by the participant of the survey link or
   * anonymously (`participantId` null). The answers stay in the survey's collection.
   */
  'survey.answered': {
    answerId: string;
    participantId: string | null;
    replaced: boolean;
    answeredAt: string;
  };
}

/** Compile-time check that every name has a payload and nothing else does. */
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const PAYLOADS_COVER_EVERY_NAME: Exact<keyof DomainEventPayloads, DomainEventName> = true;
