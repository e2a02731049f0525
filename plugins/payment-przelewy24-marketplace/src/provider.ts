import type { PaymentProvider, PaymentStatusResult } from '@zapisy/core';
import {
  getP24TransactionStatus,
  parseP24Notification,
  readP24NotificationKeys,
  registerP24Transaction,
  verifyP24Transaction,
} from '@zapisy/plugin-payment-przelewy24';
import { sellerAmount } from './commission.js';
import { dispatchP24Funds } from './dispatch.js';
import { refundMarketplaceTransaction } from './refund.js';
import { marketplaceContext, P24_MARKETPLACE_SETTINGS_SCHEMA, readMarketplaceSettings } from './settings.js';

/**
 * Przelewy24 Marketplace: payments are registered on the marketplace POS (the same P24 protocol), and
 * after verify the organizer's share is dispatched to their sub-merchant account. A failed dispatch does not
 * undo the verified payment: `providerData.dispatched` is 0 and the API may retry with `dispatchP24Funds`.
 */
export function createPrzelewy24MarketplaceProvider(): PaymentProvider {
  return {
    id: 'przelewy24marketplace',
    label: 'Przelewy24 Marketplace',
    settingsKey: 'przelewy24',
    settingsSchema: P24_MARKETPLACE_SETTINGS_SCHEMA,
    capabilities: { confirmation: 'required', refunds: 'full-and-partial', notificationCarriesAmount: true },
    async createPayment(input, context) {
      readMarketplaceSettings(context.settings);
      return registerP24Transaction(input, marketplaceContext(context));
    },
    async parseNotification(input, context) {
      let keys: ReturnType<typeof readP24NotificationKeys>;
      try {
        keys = readP24NotificationKeys(marketplaceContext(context).settings);
      } catch {
        return {
          accepted: false,
          httpStatus: 401,
          reason: 'P24 marketplace notification: CRC key not configured',
        };
      }
      return parseP24Notification(input, keys);
    },
    async confirmPayment(input, context): Promise<PaymentStatusResult> {
      const { sellerId, costPercent } = readMarketplaceSettings(context.settings);
      const verified = await verifyP24Transaction(input, marketplaceContext(context));
      const orderId = Number(verified.providerData?.orderId);
      const amount = sellerAmount(input.amount, costPercent);
      try {
        const dispatch = await dispatchP24Funds(
          { orderId, sessionId: input.paymentId, sellerId, amount },
          context,
        );
        return {
          ...verified,
          providerData: {
            orderId,
            sellerId,
            dispatchedAmount: amount,
            dispatched: 1,
            orderIdNew: dispatch.orderIdNew,
          },
        };
      } catch (error) {
        context.log.warn('P24 marketplace: funds not dispatched', {
          paymentId: input.paymentId,
          orderId,
          reason: error instanceof Error ? error.message : 'unknown',
        });
        return { ...verified, providerData: { orderId, sellerId, dispatchedAmount: amount, dispatched: 0 } };
      }
    },
    getPaymentStatus: (input, context) => getP24TransactionStatus(input, marketplaceContext(context)),
    refund: refundMarketplaceTransaction,
  };
}
