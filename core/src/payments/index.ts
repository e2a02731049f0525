export {
  isPaymentMethod,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentForm,
  type PaymentMethod,
} from './payment-method.js';
export type {
  ConfirmPaymentInput,
  CreatePaymentInput,
  CreatePaymentResult,
  NotificationReply,
  PaymentBuyer,
  PaymentNotificationEvent,
  PaymentNotificationInput,
  PaymentNotificationResult,
  PaymentProvider,
  PaymentProviderCapabilities,
  PaymentProviderContext,
  PaymentReference,
  PaymentSettingsField,
  PaymentSettingsSchema,
  PaymentStatusResult,
  RefundInput,
  RefundNotificationEvent,
  RefundResult,
  RefundStatus,
} from './payment-provider.js';
export {
  INITIAL_PAYMENT_STATUS,
  isMoneyReceived,
  isPaymentStatus,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from './payment-status.js';
export {
  PAYMENT_PROVIDER_MESSAGES,
  PaymentProviderError,
  type PaymentProviderErrorCode,
} from './provider-error.js';
export type { ProviderHttp, ProviderHttpRequest, ProviderHttpResponse } from './provider-http.js';
export { isPaymentStatusAdvance, nextPaymentStatus } from './status-progress.js';
