import {
  checkCredentialsWith,
  type PaymentProvider,
  type PaymentStatusResult,
  readNotificationKeys,
} from '@zapisy/core';
import {
  checkP24Credentials,
  getP24TransactionStatus,
  parseP24Notification,
  readP24NotificationKeys,
  registerP24Transaction,
  verifyP24Transaction,
} from '@zapisy/plugin-payment-przelewy24';
import { sellerAmount } from './commission.js';
import { dispatchOnce, needsDispatch } from './dispatch-follow-up.js';
import { p24MarketplaceOnboarding } from './onboarding.js';
import { refundMarketplaceTransaction } from './refund.js';
import {
  marketplaceContext,
  P24_MARKETPLACE_ORGANIZER_FIELDS,
  P24_MARKETPLACE_SETTINGS_SCHEMA,
  readMarketplaceSettings,
} from './settings.js';

const LABEL = 'Przelewy24 Marketplace';

/**
 * Przelewy24 Marketplace: payments are registered on the marketplace POS (the same P24 protocol), and
 * after verify the organizer's share is dispatched to their sub-merchant account. A failed dispatch does not
 * undo the verified payment: `providerData.dispatched` is 0, `needsFollowUp` says so, and the API's follow-up
 * job retries `followUp` (a dispatch made at most once) with backoff.
 */
export function createPrzelewy24MarketplaceProvider(): PaymentProvider {
  return {
    id: 'przelewy24marketplace',
    label: LABEL,
    settingsKey: 'przelewy24',
    settingsSchema: P24_MARKETPLACE_SETTINGS_SCHEMA,
    organizerFields: P24_MARKETPLACE_ORGANIZER_FIELDS,
    onboarding: p24MarketplaceOnboarding,
    capabilities: { confirmation: 'required', refunds: 'full-and-partial', notificationCarriesAmount: true },
    async createPayment(input, context) {
      readMarketplaceSettings(context.settings);
      return registerP24Transaction(input, marketplaceContext(context));
    },
    async parseNotification(input, context) {
      const read = readNotificationKeys(
        () => readP24NotificationKeys(marketplaceContext(context).settings),
        'P24 marketplace notification: CRC key not configured',
      );
      return read.refused ?? parseP24Notification(input, read.keys);
    },
    async confirmPayment(input, context): Promise<PaymentStatusResult> {
      const { sellerId, costPercent } = readMarketplaceSettings(context.settings);
      const verified = await verifyP24Transaction(input, marketplaceContext(context));
      const orderId = Number(verified.providerData?.orderId);
      const pending = {
        orderId,
        sellerId,
        dispatchedAmount: sellerAmount(input.amount, costPercent),
        dispatched: 0,
      };
      try {
        const dispatch = await dispatchOnce({ ...input, providerData: pending }, context);
        return { ...verified, providerData: dispatch.providerData };
      } catch (error) {
        context.log.warn('P24 marketplace: funds not dispatched', {
          paymentId: input.paymentId,
          orderId,
          reason: error instanceof Error ? error.message : 'unknown',
        });
        return { ...verified, providerData: pending };
      }
    },
    getPaymentStatus: (input, context) => getP24TransactionStatus(input, marketplaceContext(context)),
    refund: refundMarketplaceTransaction,
    needsFollowUp: needsDispatch,
    followUp: dispatchOnce,
    async checkCredentials(_input, context) {
      // The marketplace fields first (a disabled or unverified sub-account is the organizer's to fix).
      const problem = await checkCredentialsWith(LABEL, async () =>
        readMarketplaceSettings(context.settings),
      );
      return problem.ok ? checkP24Credentials(marketplaceContext(context), LABEL) : problem;
    },
  };
}
