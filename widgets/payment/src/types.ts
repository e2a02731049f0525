/** Public types of the payment widget: its mount options and the payer-side API answers it reads. */
import type { ZapisyTheme } from '@zapisy/widget-kit';

export type { Unmount, ZapisyTheme } from '@zapisy/widget-kit';

/** Which entry the payer came through (first document §2: /l, /platnosc-formularz, -faktura, -email). */
export const PAYMENT_VARIANTS = ['link', 'form', 'invoice', 'email'] as const;
export type PaymentVariant = (typeof PAYMENT_VARIANTS)[number];

/** Options of `mount(element, options)`, from the embed loader's data- attributes or a host. */
export interface PaymentMountOptions {
  /** The project's domain name. */
  project: string;
  /** Absolute API base, e.g. `https://zapisy.pl/services/api`. */
  apiBase: string;
  /** The payer key (the `k` of a payment link). */
  k?: string;
  /** A payment to show the status of (the `platnosc` parameter after a gateway's return). */
  paymentId?: string;
  variant?: string;
  /** Where the gateway returns the payer (default: this page); the API appends `platnosc={paymentId}`. */
  returnUrl?: string;
  theme?: ZapisyTheme | string;
  [option: string]: unknown;
}

/** The payer-side API answers: core's contract, under the names this package has always exported. */
export type {
  DueBilling,
  DueParticipant,
  PayerDue,
  PayerOnlineRequest as OnlineRequest,
  PayerOutcome,
  PayerPaymentStatus as PaymentStatusAnswer,
  PayerStartedPayment as StartedPayment,
  PayerTransferMethod as TransferMethod,
  PaymentScope as PaymentScopeChoice,
} from '@zapisy/core';
