export { CASH_PAYMENT_MESSAGES, type CashPaymentInput, checkCashPayment } from './cash-payment.js';
export {
  CREDENTIALS_CHECK_MESSAGES,
  checkCredentialsWith,
  credentialsCheckFailure,
} from './credentials-check.js';
export { parseJsonObject } from './json-object.js';
export {
  isConfigurationError,
  notConfiguredNotification,
  readNotificationKeys,
} from './not-configured-notification.js';
export { isOnlineAttempt, ONLINE_ATTEMPT_LABEL, ONLINE_ATTEMPT_STATUSES } from './online-attempt.js';
export {
  allowsPartialPayment,
  isDueNow,
  isPayable,
  PAYMENT_SCOPES,
  type PayableSelection,
  type PaymentScope,
  payableBillings,
} from './payable-billings.js';
export {
  PAYER_MESSAGES,
  type PayerCompletion,
  type PayerCompletionVariant,
  type PayerOutcome,
  payerCompletion,
} from './payer-completion.js';
export type {
  DueBilling,
  DueParticipant,
  PayerDue,
  PayerMethods,
  PayerOnlineMethod,
  PayerOnlineRequest,
  PayerPaymentStatus,
  PayerStartedPayment,
  PayerTransferMethod,
} from './payer-due-types.js';
export {
  comparePayments,
  matchesSearch,
  PAYMENT_SORTS,
  type PaymentSortField,
  paymentSums,
  type SortablePayment,
  type SummablePayment,
  searchKey,
} from './payment-grid.js';
export {
  HOLDING_PAYMENT_FLAGS,
  PAYMENT_FLAG_LABELS,
  PAYMENT_FLAGS,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  type PaymentFlagCode,
  type PaymentRowState,
  type PaymentType,
  paymentFlagLabel,
  paymentRowFlags,
  paymentRowStatusLabel,
  REFUND_FAILED_FLAG,
  REFUND_STATUS_LABELS,
  REFUND_STATUSES,
  refundStateOf,
} from './payment-labels.js';
export {
  isPaymentMethod,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentForm,
  type PaymentMethod,
} from './payment-method.js';
export {
  INITIAL_PAYMENT_STATUS,
  isMoneyReceived,
  isPaymentStatus,
  MONEY_RECEIVED_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from './payment-status.js';
export {
  PAYMENT_PROVIDER_MESSAGES,
  PaymentProviderError,
  type PaymentProviderErrorCode,
} from './provider-error.js';
export {
  REFUND_MESSAGES,
  type RefundRefusal,
  refundAmountOf,
  refundableAmount,
  refundReasonOf,
  refundRefusal,
} from './refund-rules.js';
export { requiredSetting, type SettingOwner } from './required-setting.js';
export { isPaymentStatusAdvance, nextPaymentStatus } from './status-progress.js';
export {
  TRANSFER_QR_MAX_AMOUNT,
  TRANSFER_QR_MESSAGES,
  TRANSFER_QR_RECIPIENT_LENGTH,
  TRANSFER_QR_TITLE_LENGTH,
  type TransferQrInput,
  transferAccountDigits,
  transferQrAccount,
  transferQrPayload,
} from './transfer-qr.js';
export {
  elixirText,
  TRANSFER_TITLE_MAX_LENGTH,
  TRANSFER_TITLE_PREFIX,
  type TransferTitleInput,
  transferTitle,
  transferTitleCustomerCode,
} from './transfer-title.js';
