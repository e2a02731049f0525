import { type PaymentProvider, readNotificationKeys } from '@zapisy/core';
import { checkP24Credentials } from './check-credentials.js';
import { parseP24Notification } from './notification.js';
import { refundP24Transaction } from './refund.js';
import { P24_SETTINGS_SCHEMA, readP24NotificationKeys } from './settings.js';
import { getP24TransactionStatus, registerP24Transaction, verifyP24Transaction } from './transactions.js';

/** The Przelewy24 REST API v1 provider (id 'przelewy24', settings group 'przelewy24'). */
export function createPrzelewy24Provider(): PaymentProvider {
  return {
    id: 'przelewy24',
    label: 'Przelewy24',
    settingsKey: 'przelewy24',
    settingsSchema: P24_SETTINGS_SCHEMA,
    capabilities: { confirmation: 'required', refunds: 'full-and-partial', notificationCarriesAmount: true },
    createPayment: registerP24Transaction,
    async parseNotification(input, context) {
      // Without a CRC key nothing can be verified: not configured for this project (404), never a throw.
      const read = readNotificationKeys(
        () => readP24NotificationKeys(context.settings),
        'P24 notification: CRC key not configured',
      );
      return read.refused ?? parseP24Notification(input, read.keys);
    },
    confirmPayment: verifyP24Transaction,
    getPaymentStatus: getP24TransactionStatus,
    refund: refundP24Transaction,
    checkCredentials: (_input, context) => checkP24Credentials(context),
  };
}
