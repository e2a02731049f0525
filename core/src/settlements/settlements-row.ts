/**
 * One row of the settlements grid (first document §2 "Settlements grid": the participants grid's identifying
 * columns plus payment method, payment link, per-category cost or percent columns, rebates, net, VAT, gross,
 * manual markup, required payments, overdue payments, payments sum, left to pay, payment status), built from
 * a stored participant, its billings and its customer's latest payment for the project. Money in grosze.
 *
 * No figure has a second formula: rebates, net, VAT, gross, required, overdue and left to pay are the
 * participants grid's (`participantGridSettlements`), the payments sum is core `billingFigures`' (money
 * actually paid onto the billings that are not cancelled).
 */
import { addGroszeSafely } from '../billing/safe-sum.js';
import type { Grosze } from '../money/index.js';
import {
  epochOf,
  gridGroupOf,
  type ParticipantGridBilling,
  type ParticipantGridSource,
  participantFlatData,
  participantGridContact,
  participantGridSettlements,
  storedGrosze,
} from '../participants/participant-grid-row.js';
import { priceAdjustments } from '../participants/price-adjustments.js';
import { isPaymentMethod, PAYMENT_METHOD_LABELS, type PaymentForm } from '../payments/payment-method.js';
import {
  isMoneyReceived,
  isPaymentStatus,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from '../payments/payment-status.js';
import { type SettlementCategoryFigure, settlementCategoryFigures } from './settlement-categories.js';

/** The stored participant fields a settlements row reads. */
export interface SettlementsParticipant extends ParticipantGridSource {
  /** Second document §3 Participant: paymentForm (none, online, transfer, cash). */
  paymentForm?: string | null;
}

/** The stored billing fields a settlements row reads (ParticipantGridBilling plus the money on it). */
export interface SettlementsBilling extends ParticipantGridBilling {
  manualDiscount?: number | null;
  payments?: readonly { amount: number }[] | null;
}

/** The customer's latest payment for the project (its status and method), if any. */
export interface SettlementsLatestPayment {
  status: string;
  method?: string | null;
}

export interface SettlementsRow {
  _id: string;
  rowNumber: number;
  customerId: string | null;
  eventId: string | null;
  status: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** Signed-up date, epoch milliseconds. */
  createdOn: number | null;
  group: string | null;
  paymentForm: PaymentForm;
  /** 'Płatność online', 'Przelew', 'Gotówka' or '—' (first document §3 payment method labels). */
  paymentMethod: string;
  /** The payer link `https://<domain>.<baseDomain>/l?k=…` (set by the server; null without a customer). */
  paymentLink: string | null;
  /** Payment-rule category → its cost or percent (only the categories the participant's rules touched). */
  categories: Record<string, SettlementCategoryFigure>;
  /** Priced form options that add to the price (the price-list rules that add are in `categories`). */
  surcharges: Grosze;
  /** Every rebate, a non-negative number (options and price-list rules that lower the price). */
  rebates: Grosze;
  net: Grosze;
  vat: Grosze;
  gross: Grosze;
  /** The billings' manual discount: above 0 a markup, below 0 a discount (§4 left-to-pay formula). */
  manualMarkup: Grosze;
  required: Grosze;
  overdue: Grosze;
  /** Money actually paid onto the billings (refunds subtract). */
  payments: Grosze;
  leftToPay: Grosze;
  /** The latest payment's status code, or null when the customer has not paid anything. */
  paymentStatus: PaymentStatus | null;
  /** Its Polish label (PAYMENT_STATUS_LABELS), '' without a payment. */
  paymentStatusLabel: string;
}

export interface SettlementsRowContext {
  /** The latest money received for the participant (anything else is ignored, see isReceivedPayment). */
  latestPayment?: SettlementsLatestPayment | null;
  paymentLink?: string | null;
  rowNumber?: number;
}

export const NO_PAYMENT_METHOD = '—';

/**
 * Whether a payment gives the row its payment method and status: only money actually received
 * (COMPLETED, IMPORTED, PAIDOUT). An abandoned or cancelled online attempt, or one still at the gateway,
 * never makes a participant who paid in cash read 'Płatność online' and 'Nowe'.
 */
export function isReceivedPayment(payment: SettlementsLatestPayment): boolean {
  return isPaymentStatus(payment.status) && isMoneyReceived(payment.status);
}

/**
 * The participant's payment form: the method of the latest money received for the participant (how it
 * really paid); without any, its stored paymentForm (or the form field `paymentForm`, what it chose).
 */
export function settlementsPaymentForm(
  participant: Pick<SettlementsParticipant, 'paymentForm'>,
  data: Record<string, unknown>,
  latestPayment: SettlementsLatestPayment | null | undefined,
): PaymentForm {
  const received = latestPayment && isReceivedPayment(latestPayment) ? latestPayment.method : undefined;
  for (const candidate of [received, participant.paymentForm, data.paymentForm])
    if (isPaymentMethod(candidate)) return candidate;
  return 'none';
}

export function paymentMethodLabel(form: PaymentForm): string {
  return form === 'none' ? NO_PAYMENT_METHOD : PAYMENT_METHOD_LABELS[form];
}

/** The manual discount of the billings that are not cancelled (cancelled ones keep theirs, §4). */
export function settlementsManualMarkup(billings: readonly SettlementsBilling[]): Grosze {
  let total = 0;
  for (const billing of billings) {
    if (billing.status === 'cancelled') continue;
    total = addGroszeSafely(total, storedGrosze(billing.manualDiscount), 'Ręczna dopłata');
  }
  return total;
}

/**
 * The sum of every payment on the billings that are not cancelled (as `billingFigures(…).payments`); a
 * billing without a payments list pays nothing.
 */
export function settlementsPaymentsSum(billings: readonly SettlementsBilling[]): Grosze {
  let total = 0;
  for (const billing of billings) {
    if (billing.status === 'cancelled') continue;
    for (const payment of billing.payments ?? []) total = addGroszeSafely(total, payment.amount, 'wpłaty');
  }
  return total;
}

/** The priced form options of the participant's quote (core priceAdjustments). */
export function settlementsOptionSurcharges(calculated: unknown): Grosze {
  const details =
    calculated && typeof calculated === 'object' ? (calculated as { details?: unknown }).details : null;
  return details && typeof details === 'object' && !Array.isArray(details)
    ? priceAdjustments(details as Record<string, unknown>).optionSurcharges
    : 0;
}

export function settlementsRow(
  participant: SettlementsParticipant,
  billings: readonly SettlementsBilling[],
  context: SettlementsRowContext = {},
): SettlementsRow {
  const data = participantFlatData(participant);
  const contact = participantGridContact(participant, data);
  const figures = participantGridSettlements(participant, billings);
  const latest =
    context.latestPayment && isReceivedPayment(context.latestPayment) ? context.latestPayment : null;
  const paymentForm = settlementsPaymentForm(participant, data, latest);
  const paymentStatus = latest && isPaymentStatus(latest.status) ? latest.status : null;
  return {
    _id: participant._id,
    rowNumber: context.rowNumber ?? 0,
    customerId: participant.customerId ?? null,
    eventId: participant.eventId ?? null,
    status: participant.status ?? 'registered',
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    createdOn: epochOf(participant.createdOn),
    group: gridGroupOf(participant.group),
    paymentForm,
    paymentMethod: paymentMethodLabel(paymentForm),
    paymentLink: context.paymentLink ?? null,
    categories: settlementCategoryFigures(participant.calculated),
    surcharges: settlementsOptionSurcharges(participant.calculated),
    rebates: figures.rebates,
    net: figures.net,
    vat: figures.vat,
    gross: figures.gross,
    manualMarkup: settlementsManualMarkup(billings),
    required: figures.required,
    overdue: figures.overdue,
    payments: settlementsPaymentsSum(billings),
    leftToPay: figures.leftToPay,
    paymentStatus,
    paymentStatusLabel: paymentStatus ? PAYMENT_STATUS_LABELS[paymentStatus] : '',
  };
}
