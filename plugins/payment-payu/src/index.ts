import { definePlugin, paymentModuleSettings, Tokens } from '@zapisy/core';
import { createPayuProvider } from './provider.js';

export { isPayuSuccess, type PayuErrorStatus, payuApi, readPayuErrorStatus } from './api-client.js';
export { checkPayuCredentials } from './check-credentials.js';
export { payuOrderRequest } from './create-payment.js';
export { PAYU_HOSTS, payuBase } from './hosts.js';
export { parsePayuNotification, signatureHeaderOf } from './notification.js';
export { PAYU_OAUTH_PATH, PayuTokenCache } from './oauth.js';
export { createPayuProvider, type PayuProvider } from './provider.js';
export { payuRefundRequest } from './refunds.js';
export { type PayuSettings, payuSettingsSchema, readPayuSettings } from './settings.js';
export {
  normalizeAlgorithm,
  notificationSignature,
  PAYU_ALGORITHM_NAMES,
  type ParsedSignatureHeader,
  type PayuAlgorithmName,
  type PayuSignatureAlgorithm,
  parseSignatureHeader,
  type SignatureCheck,
  signatureHeader,
  signaturesEqual,
  verifyNotificationSignature,
} from './signature.js';
export {
  isPayuOrderStatus,
  mapPayuOrderStatus,
  mapPayuRefundStatus,
  PAYU_ORDER_STATUSES,
  PAYU_REFUND_STATUSES,
  type PayuOrderStatus,
  type PayuRefundStatus,
} from './status-mapping.js';

/** Registers the PayU provider under the multi-token `Tokens.PaymentProvider`. */
const payuPlugin = definePlugin({
  id: 'payment-payu',
  version: '0.1.0',
  kind: 'payment',
  compatibility: '^0.1.0',
  /** Its settings as the admin draws them; the system account leaves out the organizer's own fields. */
  settings: paymentModuleSettings(createPayuProvider()),
  register(container) {
    container.register(Tokens.PaymentProvider, { useValue: createPayuProvider() });
  },
});

export default payuPlugin;
