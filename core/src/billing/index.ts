export { addBillingForSource, createBilling, type NewBillingInput } from './add-billing-for-source.js';
export { addPaymentToBilling } from './add-payment.js';
export { assignPayment } from './assign-payment.js';
export type {
  Billing,
  BillingAmounts,
  BillingPayment,
  BillingRecalculationOptions,
  BillingVatOptions,
} from './billing.js';
export { type BillingFigures, billingFigures } from './billing-figures.js';
export {
  BILLING_STATUS_LABELS,
  BILLING_STATUS_SORT_ORDER,
  BILLING_STATUSES,
  type BillingStatus,
  compareBillingsByStatus,
  isBillingStatus,
} from './billing-status.js';
export {
  BILLING_SUMS_MESSAGES,
  type BillingSums,
  type BillingSumsPeriod,
  billingSums,
  checkBillingSumsPeriod,
  isInSumsPeriod,
} from './billing-sums.js';
export { validateNewBillingFields } from './billing-validation.js';
export {
  DEFAULT_PAYMENT_DISTRIBUTION_ALGORITHM,
  distributeAmount,
  isPaymentDistributionAlgorithm,
  PAYMENT_DISTRIBUTION_ALGORITHMS,
  type PaymentDistributionAlgorithm,
  type PaymentDistributionItem,
} from './distribute-amount.js';
export { isRequiredByToday } from './due-today.js';
export { billingLeftToPay, sumBillingPayments } from './left-to-pay.js';
export {
  addManualCharge,
  checkManualCharge,
  MANUAL_BILLING_MESSAGES,
  MANUAL_CATEGORY_MAX,
  type ManualChargeInput,
} from './manual-billing.js';
export { distributeManualDiscount } from './manual-discount.js';
export { normalizeSourceBillings } from './normalize-source-billings.js';
export {
  type BillableInstallment,
  type CreateParticipantBillingsInput,
  createParticipantBillings,
  type ParticipantBillingsResult,
  type ParticipantToBill,
} from './participant-billings.js';
export {
  addPaymentsFieldItem,
  createPaymentsField,
  type NewPaymentsFieldItem,
  PAYMENTS_FIELD_DUPLICATE_MESSAGE,
  type PaymentsField,
  type PaymentsFieldItem,
  removePaymentsFieldItem,
} from './payments-field.js';
export {
  createProvisionBillings,
  firstDayOfNextMonthUtc,
  PROVISION_BILLING_CATEGORY,
  type ProvisionBillingsResult,
  type ProvisionSource,
} from './provision-billings.js';
export { recalculateBilling, recalculateBillings } from './recalculate.js';
export { heldOfPayment, type PaymentRefund, refundPaymentFromBillings } from './refund-payment.js';
export { removePaymentFromBilling } from './remove-payment.js';
