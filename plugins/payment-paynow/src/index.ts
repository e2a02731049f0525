import { definePlugin, paymentModuleSettings, Tokens } from '@zapisy/core';
import { createPaynowProvider } from './provider.js';

export { checkPaynowCredentials, PAYNOW_PAYMENT_METHODS_PATH } from './check-credentials.js';
export { paynowPaymentRequest } from './create-payment.js';
export { PAYNOW_HOSTS, paynowApiBase } from './hosts.js';
export { paymentIdempotencyKey, readIdempotencyKey, refundIdempotencyKey } from './idempotency.js';
export { parsePolishPhone } from './phone.js';
export { escapeNonAscii, phpJsonEncode } from './php-json.js';
export { createPaynowProvider, type PaynowProvider } from './provider.js';
export { paynowSettingsSchema, readPaynowSettings } from './settings.js';
export {
  bodySignature,
  signaturesEqual,
  type V3SignatureInput,
  v3RequestSignature,
  verifyBodySignature,
} from './signature.js';
export { mapPaynowPaymentStatus, mapPaynowRefundStatus } from './status-mapping.js';

/** Registers the Paynow provider under the multi-token `Tokens.PaymentProvider`. */
const paynowPlugin = definePlugin({
  id: 'payment-paynow',
  version: '0.1.0',
  kind: 'payment',
  compatibility: '^0.1.0',
  /** Its settings as the admin draws them; the system account leaves out the organizer's own fields. */
  settings: paymentModuleSettings(createPaynowProvider()),
  register(container) {
    container.register(Tokens.PaymentProvider, { useValue: createPaynowProvider() });
  },
});

export default paynowPlugin;
