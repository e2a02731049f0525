import type { PaymentProvider } from '@zapisy/core';
import { checkPaynowCredentials } from './check-credentials.js';
import { createPaynowPayment } from './create-payment.js';
import { parsePaynowNotification } from './notification.js';
import { getPaynowPaymentStatus } from './payment-status.js';
import { getPaynowRefundStatus, refundPaynowPayment } from './refunds.js';
import { paynowSettingsSchema } from './settings.js';

export interface PaynowProvider extends PaymentProvider {
  /** Paynow's refund lookup (`GET /v3/refunds/{refundId}/status`), beyond the contract. */
  getRefundStatus: typeof getPaynowRefundStatus;
}

/**
 * The Paynow (mBank) API v3 provider. Paynow confirms a payment itself (no verify or capture step) and
 * its notifications carry no amount: the amount is the created one.
 */
export function createPaynowProvider(): PaynowProvider {
  return {
    id: 'paynow',
    label: 'Paynow',
    settingsKey: 'paynow',
    settingsSchema: paynowSettingsSchema,
    capabilities: { confirmation: 'none', refunds: 'full-and-partial', notificationCarriesAmount: false },
    createPayment: createPaynowPayment,
    parseNotification: parsePaynowNotification,
    getPaymentStatus: getPaynowPaymentStatus,
    refund: refundPaynowPayment,
    getRefundStatus: getPaynowRefundStatus,
    checkCredentials: (_input, context) => checkPaynowCredentials(context),
  };
}
