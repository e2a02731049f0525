import type { PaymentProvider } from '@zapisy/core';
import { checkPayuCredentials } from './check-credentials.js';
import { createPayuPayment } from './create-payment.js';
import { parsePayuNotification } from './notification.js';
import { PayuTokenCache } from './oauth.js';
import { confirmPayuOrder, getPayuOrderStatus } from './orders.js';
import { refundPayuPayment } from './refunds.js';
import { payuSettingsSchema } from './settings.js';

export interface PayuProvider extends PaymentProvider {
  confirmPayment: NonNullable<PaymentProvider['confirmPayment']>;
  /** The OAuth tokens this provider holds (tests clear it). */
  readonly tokens: PayuTokenCache;
}

/**
 * The PayU REST v2.1 ("OpenPayU") provider. A paid order is COMPLETED by PayU itself, or waits for our
 * capture (WAITING_FOR_CONFIRMATION) when the POS has auto-receive off; notifications carry the amount.
 */
export function createPayuProvider(): PayuProvider {
  const tokens = new PayuTokenCache();
  return {
    id: 'payu',
    label: 'PayU',
    settingsKey: 'payu',
    settingsSchema: payuSettingsSchema,
    capabilities: {
      confirmation: 'when-waiting',
      refunds: 'full-and-partial',
      notificationCarriesAmount: true,
    },
    tokens,
    createPayment: (input, context) => createPayuPayment(input, context, tokens),
    parseNotification: parsePayuNotification,
    confirmPayment: (input, context) => confirmPayuOrder(input, context, tokens),
    getPaymentStatus: (input, context) => getPayuOrderStatus(input, context, tokens),
    refund: (input, context) => refundPayuPayment(input, context, tokens),
    checkCredentials: (_input, context) => checkPayuCredentials(context),
  };
}
