/**
 * The payer-side answers of the payments API (`/payments/public/{eventId}/…`, first document §2 /platnosc,
 * /l and the payment entry variants): one contract for the API that builds them and the payment widget
 * that reads them. Amounts are integer grosze; dates ISO strings (as they travel in JSON).
 */
import type { PaymentScope } from './payable-billings.js';
import type { PayerCompletion } from './payer-completion.js';
import type { PaymentMethod } from './payment-method.js';

/** One billing of a participant: installment n of m (null when it is not one of several), date, money. */
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

export interface PayerOnlineMethod {
  provider: string;
  label: string;
}

export interface PayerTransferMethod {
  /** Formatted 'PL61 1090 …'; null when the project has no account number set. */
  accountNumber: string | null;
  recipientName: string;
  title: string;
  /** What the QR code asks for (due now, else everything left). */
  amount: number;
  /** The ZBP 2D payload to draw as a QR code; null without a valid account. */
  qr: string | null;
}

/** The methods the project offers the payer (null / false: not offered). */
export interface PayerMethods {
  online: PayerOnlineMethod | null;
  transfer: PayerTransferMethod | null;
  cash: boolean;
}

/** `GET /payments/public/{eventId}/due?k=`: totals are all (left to pay), dueNow (late included) and late. */
export interface PayerDue {
  payer: { name: string };
  project: { name: string; currency: string };
  participants: DueParticipant[];
  totals: { all: number; dueNow: number; late: number };
  partialAllowed: boolean;
  methods: PayerMethods;
}

/** `POST /payments/public/{eventId}/online` body: what to pay (scope, chosen billings, own amount). */
export interface PayerOnlineRequest {
  k: string;
  scope: PaymentScope;
  /** With scope 'billings': the billings chosen. */
  billingIds?: string[];
  amount?: number;
  returnUrl?: string;
  idempotencyKey?: string;
}

/** `POST /payments/public/{eventId}/online` answer: where to send the payer. */
export interface PayerStartedPayment {
  paymentId: string;
  redirectUrl: string;
  amount: number;
}

/** `GET /payments/public/{eventId}/status/{paymentId}?k=&link=`: status and the completion page to show. */
export interface PayerPaymentStatus {
  paymentId: string;
  status: string;
  statusLabel: string;
  amount: number;
  currency: string;
  method: PaymentMethod;
  completion: PayerCompletion;
}
