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

export interface DueBilling {
  _id: string;
  installment: { number: number; count: number } | null;
  requiredDate: string;
  grossAmount: number;
  leftToPay: number;
  status: string;
  statusLabel: string;
}

export interface DueParticipant {
  _id: string;
  name: string;
  status: string;
  statusLabel: string;
  billings: DueBilling[];
}

export interface TransferMethod {
  accountNumber: string | null;
  recipientName: string;
  title: string;
  amount: number;
  qr: string | null;
}

/** `GET /payments/public/{eventId}/due?k=`. */
export interface PayerDue {
  payer: { name: string };
  project: { name: string; currency: string };
  participants: DueParticipant[];
  totals: { all: number; dueNow: number; late: number };
  partialAllowed: boolean;
  methods: {
    online: { provider: string; label: string } | null;
    transfer: TransferMethod | null;
    cash: boolean;
  };
}

export type PaymentScopeChoice = 'dueNow' | 'late' | 'all' | 'billings';

/** `POST /payments/public/{eventId}/online` body. */
export interface OnlineRequest {
  k: string;
  scope: PaymentScopeChoice;
  billingIds?: string[];
  amount?: number;
  returnUrl?: string;
  idempotencyKey?: string;
}

export interface StartedPayment {
  paymentId: string;
  redirectUrl: string;
  amount: number;
}

export type PayerOutcome = 'paid' | 'pending' | 'canceled' | 'failed';

/** `GET /payments/public/{eventId}/status/{paymentId}?k=&link=`. */
export interface PaymentStatusAnswer {
  paymentId: string;
  status: string;
  statusLabel: string;
  amount: number;
  currency: string;
  method: 'online' | 'transfer' | 'cash';
  completion: { variant: string; outcome: PayerOutcome; message: string };
}
