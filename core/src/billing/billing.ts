import type { Grosze } from '../money/index.js';
import type { BillingStatus } from './billing-status.js';

/** One payment recorded on a billing (spec §3 Billing.payments: date, amount, statementId, transferId). */
export interface BillingPayment {
  readonly date: Date;
  /** Integer grosze; may be negative for a correction or return. */
  readonly amount: Grosze;
  readonly statementId?: string;
  readonly transferId?: string;
  /** The payment record (online, cash, refund) this part of the money comes from. */
  readonly paymentId?: string;
  /** On a negative part: the refund record that returned this money of `paymentId`. */
  readonly refundId?: string;
}

/** Net, VAT and gross of something billable, in integer grosze. */
export interface BillingAmounts {
  readonly amount: Grosze;
  readonly vat: Grosze;
  readonly grossAmount: Grosze;
}

/**
 * A billing (spec §3 "Billing"). Money is in integer grosze; `amount` is the net amount.
 * `installmentId` is not in the spec's field list: it records which participant installment the billing
 * was made for, which the rule "no billing exists for that installment" (§4) needs.
 */
export interface Billing extends BillingAmounts {
  readonly _id?: string;
  readonly customerId?: string;
  readonly eventId: string;
  readonly sourceId?: string;
  readonly installmentId?: string;
  readonly vatPercent?: string;
  /** Added to what is due: positive is a markup, negative a discount (§4 left-to-pay formula). */
  readonly manualDiscount: Grosze;
  readonly leftToPay: Grosze;
  readonly status: BillingStatus;
  readonly createdDate: Date;
  readonly requiredDate: Date;
  readonly paidDate?: Date;
  readonly payments: readonly BillingPayment[];
  readonly invoiceId?: string;
  readonly isManual?: boolean;
  readonly employeeId?: string;
  readonly isProvision: boolean;
  readonly provisionCustomerId?: string;
  readonly provisionSourceId?: string;
  readonly calEventId?: string;
  readonly category?: string;
  readonly year?: number;
  readonly month?: number;
  readonly affiliateReceiverId?: string;
}

/** Whether left to pay counts VAT (the project's invoicing.useVat). */
export interface BillingVatOptions {
  readonly useVat: boolean;
}

/** What recalculation needs: the moment "now", optional grace days after the required date, and useVat. */
export interface BillingRecalculationOptions extends BillingVatOptions {
  readonly now: Date;
  /** Whole days added to the required date before a billing counts as late; default 0. */
  readonly graceDays?: number;
}
