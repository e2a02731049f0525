import { definePlugin, paymentModuleSettings, Tokens } from '@zapisy/core';
import { createPrzelewy24Provider } from './provider.js';

export { testP24Access } from './access.js';
export { checkP24Credentials } from './check-credentials.js';
export { type P24CallResult, p24Call, p24Data } from './client.js';
export { P24_PRODUCTION_HOST, P24_SANDBOX_HOST, p24Host } from './hosts.js';
export { type P24NotificationKeys, parseP24Notification } from './notification.js';
export { createPrzelewy24Provider } from './provider.js';
export { type P24RefundRoute, refundP24Transaction, requestP24Refund } from './refund.js';
export {
  P24_SETTINGS_SCHEMA,
  type P24Credentials,
  readP24Credentials,
  readP24Id,
  readP24NotificationKeys,
} from './settings.js';
export {
  type NotificationSignInput,
  notificationSign,
  type RefundNotificationSignInput,
  type RegisterSignInput,
  refundNotificationSign,
  registerSign,
  signaturesEqual,
  type VerifySignInput,
  verifySign,
} from './signing.js';
export { mapP24RefundStatus, mapP24TransactionStatus } from './status.js';
export { getP24TransactionStatus, registerP24Transaction, verifyP24Transaction } from './transactions.js';

/** Registers the Przelewy24 provider under `Tokens.PaymentProvider`. */
const przelewy24Plugin = definePlugin({
  id: 'payment-przelewy24',
  version: '0.1.0',
  kind: 'payment',
  compatibility: '^0.1.0',
  /** Its settings as the admin draws them; the system account leaves out the organizer's own fields. */
  settings: paymentModuleSettings(createPrzelewy24Provider()),
  register(container) {
    container.register(Tokens.PaymentProvider, { useValue: createPrzelewy24Provider() });
  },
});

export default przelewy24Plugin;
