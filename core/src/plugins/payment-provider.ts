import type { Grosze } from '../money/money.js';
import type { PaymentStatus } from '../payments/payment-status.js';
import type { IntegrationContext } from './integration-context.js';
import type { CapableIntegration, CredentialsCheckable } from './integration-provider.js';
import type { PluginSettingsField, PluginSettingsSchema } from './settings.js';

/**
 * THE PAYMENT-PROVIDER CONTRACT (Przelewy24, Przelewy24 Marketplace, PayU, Paynow, third parties). Every
 * call takes one plain input object and the call context and returns a plain object, so adding a field
 * never breaks a provider. Amounts cross the boundary as integer grosze. Providers are registered with
 * the multi-token `Tokens.PaymentProvider` and resolved by `id` (the organization's `paymentModule`).
 *
 * A provider never stores anything and never decides about billings: the API keeps the payment record,
 * stores raw notifications, applies them idempotently and assigns money with core's billing functions.
 * Its `id` is the organization's `integrations.paymentModule` value ('przelewy24', 'payu', 'paynow'), its
 * `label` is shown to payers too, and its `checkCredentials` never moves money.
 */
export interface PaymentProvider
  extends CapableIntegration<PaymentProviderCapabilities>,
    CredentialsCheckable {
  /** The `integrations.<settingsKey>` group holding this provider's keys (P24 Marketplace shares 'przelewy24'). */
  readonly settingsKey: string;
  /**
   * The settings as a draft-07 JSON Schema object with Polish `title`s; secret fields carry
   * `writeOnly: true` (stored encrypted, never returned). The admin draws the settings form from it.
   */
  readonly settingsSchema: PaymentSettingsSchema;
  /**
   * Fields of the group that are the organizer's own, not the account's (P24 Marketplace: the organizer's
   * sub-merchant id and its verification). With the platform's system account they are read from the
   * organization's group, never from the system's: each organizer's money goes to its own sub-account.
   */
  readonly organizerFields?: readonly string[];

  /** Registers the payment with the gateway; the payer is sent to `redirectUrl`. */
  createPayment(input: CreatePaymentInput, context: PaymentProviderContext): Promise<CreatePaymentResult>;
  /**
   * Reads one notification: verifies its signature over the raw body, and normalises it. Never throws for
   * bad input: a forged, unsigned or unreadable notification is `{ accepted: false }`, and so is one for an
   * account without the keys to verify it (`httpStatus: 404`, see `notConfiguredNotification`).
   */
  parseNotification(
    input: PaymentNotificationInput,
    context: PaymentProviderContext,
  ): Promise<PaymentNotificationResult>;
  /**
   * Completes a payment the gateway reported as paid where the gateway requires it (P24 verify: without it
   * the money stays a prepayment; PayU capture of WAITING_FOR_CONFIRMATION). Only when
   * `capabilities.confirmation` is not 'none'.
   */
  confirmPayment?(input: ConfirmPaymentInput, context: PaymentProviderContext): Promise<PaymentStatusResult>;
  /** Asks the gateway for the payment's current state (a return from the gateway, a lost notification). */
  getPaymentStatus(input: PaymentReference, context: PaymentProviderContext): Promise<PaymentStatusResult>;
  /** Full (no amount) or partial refund; the outcome may come later as a refund notification. */
  refund(input: RefundInput, context: PaymentProviderContext): Promise<RefundResult>;
  /**
   * Whether a completed payment still needs `followUp` (P24 Marketplace: the funds were not dispatched to
   * the organizer's sub-account yet). Reads only what the provider put into `providerData`.
   */
  needsFollowUp?(providerData: Readonly<Record<string, string | number>> | undefined): boolean;
  /**
   * Work the gateway needs after the payment was confirmed (P24 Marketplace: dispatch of funds), retried by
   * the API until `done`. Must be idempotent: work already done is never sent to the gateway twice.
   * Throws PaymentProviderError when the gateway cannot be reached or refuses (the API retries later).
   */
  followUp?(input: FollowUpInput, context: PaymentProviderContext): Promise<FollowUpResult>;
  /**
   * Signing the organizer up with the gateway through the platform's (partner) account: P24 Marketplace
   * registers the organizer as its sub-merchant. Absent: the organizer brings its own keys.
   */
  readonly onboarding?: PaymentProviderOnboarding;
}

/** The organizer's registration with the gateway: the form, its checks and the call. */
export interface PaymentProviderOnboarding {
  /** Polish, above the form, e.g. 'Rejestracja sprzedawcy w Przelewy24 Marketplace'. */
  readonly title: string;
  /** Polish, what registering does and what comes next. */
  readonly description: string;
  /**
   * The form as a draft-07 JSON Schema object with Polish titles (nested objects and arrays allowed; a
   * string enum's labels in its description as 'value: Label; …'). The admin draws the form from it and
   * the API validates the request with it before `validate`.
   */
  readonly schema: Readonly<Record<string, unknown>>;
  /** The gateway's own rules (PESEL for a person, NIP for a company…): [] when the input may be sent. */
  validate(input: Readonly<Record<string, unknown>>): OnboardingIssue[];
  /**
   * Registers the organizer with the gateway. `context.settings` is the partner account (usually the
   * platform's system account). Throws PaymentProviderError ('rejected' with a Polish userMessage,
   * 'unavailable', 'configuration').
   */
  register(
    input: Readonly<Record<string, unknown>>,
    context: PaymentProviderContext,
  ): Promise<OnboardingResult>;
}

export interface OnboardingIssue {
  /** The form field's dotted path, e.g. 'contactPerson.phoneNumber'. */
  field: string;
  /** Polish. */
  message: string;
}

export interface OnboardingResult {
  /** The organizer's id at the gateway (the P24 sub-merchant id). */
  reference: string;
  /** The organizer's own settings to store in its group, e.g. `{ marketplaceMerchantId: '123456' }`. */
  settings: Readonly<Record<string, string>>;
  /** The gateway's page where the organizer completes the registration, when it gives one. */
  link?: string;
}

export interface FollowUpInput extends PaymentReference {
  /** The payment's confirmed amount in grosze. */
  amount: Grosze;
  currency: string;
}

export interface FollowUpResult {
  /** True once nothing is left to do (the API stops calling `followUp`). */
  done: boolean;
  /** The payment's providerData after the work (replaces the stored one). */
  providerData: Readonly<Record<string, string | number>>;
}

export interface PaymentProviderCapabilities {
  /** 'required': a paid notification must be followed by `confirmPayment` (P24 verify). */
  confirmation: 'required' | 'when-waiting' | 'none';
  refunds: 'full-and-partial' | 'full' | 'none';
  /** The gateway's notification carries the paid amount (Paynow's does not: the amount is the created one). */
  notificationCarriesAmount: boolean;
}

/** A provider's settings are a plugin settings schema (core/src/plugins/settings.ts). */
export type PaymentSettingsSchema = PluginSettingsSchema;
export type PaymentSettingsField = PluginSettingsField;

/** What every call gets from the API: the context of every integration kind. */
export type PaymentProviderContext = IntegrationContext;

export interface PaymentBuyer {
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  /** ISO 639-1, default 'pl'. */
  language?: string;
}

export interface CreatePaymentInput {
  /** Our payment id: P24 sessionId, PayU extOrderId, Paynow externalId (and its Idempotency-Key). */
  paymentId: string;
  amount: Grosze;
  /** ISO 4217; the gateways here take 'PLN' (PayU and P24 also EUR and others). */
  currency: string;
  /** The title the payer sees (and P24/PayU put on the statement). */
  description: string;
  buyer: PaymentBuyer;
  /** Where the gateway sends the payer back. */
  returnUrl: string;
  /** `…/services/api/payments/{provider}/notify/{eventId}`: carries the tenant. */
  notifyUrl: string;
  /** The payer's IP (PayU requires customerIp). */
  customerIp?: string;
  /** How long the payer may take; the gateway cancels or expires the payment after. */
  validityMinutes?: number;
}

export interface CreatePaymentResult {
  redirectUrl: string;
  /** The gateway's id when it gives one at creation (PayU orderId, Paynow paymentId, P24 token). */
  externalId?: string;
  status: PaymentStatus;
  /** Anything the provider needs back in later calls (kept with the payment, never secrets). */
  providerData?: Readonly<Record<string, string | number>>;
}

export interface PaymentNotificationInput {
  /** The exact bytes received, as UTF-8 text: signatures are over these, not over re-serialised JSON. */
  rawBody: string;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string | undefined>>;
  remoteAddress?: string;
}

/** What the notification endpoint answers the gateway once the notification is stored. */
export interface NotificationReply {
  status: number;
  body: string;
  contentType?: string;
}

export type PaymentNotificationResult =
  | {
      accepted: true;
      event: PaymentNotificationEvent | RefundNotificationEvent;
      reply: NotificationReply;
    }
  | {
      accepted: false;
      /**
       * 401 for a missing or forged signature, 400 for an unreadable body, 404 when the account has no key
       * to verify with (the provider is not configured for the project: `NOTIFICATION_NOT_CONFIGURED`).
       */
      httpStatus: 400 | 401 | 404;
      /** For the log (English or Polish), never containing keys. */
      reason: string;
    };

export interface PaymentNotificationEvent {
  type: 'payment';
  /** Our payment id as the gateway echoes it (sessionId, extOrderId, externalId). */
  paymentId: string;
  externalId?: string;
  status: PaymentStatus;
  /** Paid amount in grosze when the gateway reports it. */
  amount?: Grosze;
  currency?: string;
  paidAt?: Date;
  /** Data `confirmPayment` needs (P24 orderId), kept with the payment. */
  providerData?: Readonly<Record<string, string | number>>;
}

export interface RefundNotificationEvent {
  type: 'refund';
  paymentId?: string;
  externalId?: string;
  /** Our refund id when the gateway echoes it, else the gateway's. */
  refundId: string;
  amount?: Grosze;
  currency?: string;
  status: RefundStatus;
}

export type RefundStatus = 'pending' | 'completed' | 'failed';

export interface PaymentReference {
  paymentId: string;
  externalId?: string;
  providerData?: Readonly<Record<string, string | number>>;
}

export interface ConfirmPaymentInput extends PaymentReference {
  amount: Grosze;
  currency: string;
}

export interface PaymentStatusResult {
  status: PaymentStatus;
  externalId?: string;
  amount?: Grosze;
  paidAt?: Date;
  providerData?: Readonly<Record<string, string | number>>;
}

export interface RefundInput extends PaymentReference {
  /** Our refund id (idempotency: the same id never refunds twice). */
  refundId: string;
  /** Grosze to return; absent = the whole payment. */
  amount?: Grosze;
  /** The payment's paid amount (P24 and Paynow need it to tell full from partial). */
  paymentAmount: Grosze;
  currency: string;
  description: string;
  notifyUrl: string;
}

export interface RefundResult {
  refundId: string;
  externalRefundId?: string;
  status: RefundStatus;
}
