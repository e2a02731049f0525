import { definePlugin, paymentModuleSettings, Tokens } from '@zapisy/core';
import { createPrzelewy24MarketplaceProvider } from './provider.js';

export {
  isP24BusinessType,
  P24_BUSINESS_TYPES,
  type P24BusinessType,
  requiresKrs,
  requiresNipAndRegon,
  requiresPesel,
} from './business-types.js';
export { sellerAmount, sellerRefundShare } from './commission.js';
export { type DispatchInput, type DispatchResult, dispatchP24Funds } from './dispatch.js';
export { dispatchOnce, needsDispatch } from './dispatch-follow-up.js';
export { type DispatchRecord, findP24Dispatch } from './dispatch-info.js';
export {
  findP24Merchant,
  type MerchantRegistrationResult,
  merchantRegistrationBody,
  registerP24Merchant,
} from './merchant-registration.js';
export {
  type MerchantAddress,
  type MerchantPerson,
  type MerchantRegistrationInput,
  type MerchantValidationIssue,
  validateMerchantRegistration,
} from './merchant-validation.js';
export {
  merchantInputOf,
  P24_BUSINESS_TYPE_LABELS,
  P24_ONBOARDING_SCHEMA,
  p24MarketplaceOnboarding,
} from './onboarding.js';
export { createPrzelewy24MarketplaceProvider } from './provider.js';
export { refundMarketplaceTransaction } from './refund.js';
export {
  type MarketplaceSettings,
  marketplaceContext,
  P24_MARKETPLACE_SETTINGS_SCHEMA,
  readMarketplaceSettings,
} from './settings.js';
export { isP24TradeCode, P24_TRADE_CODES, P24_TRADES, type P24TradeCode } from './trades.js';

/** Registers the Przelewy24 Marketplace provider under `Tokens.PaymentProvider`. */
const przelewy24MarketplacePlugin = definePlugin({
  id: 'payment-przelewy24-marketplace',
  version: '0.1.0',
  kind: 'payment',
  compatibility: '^0.1.0',
  /** Its settings as the admin draws them; the system account leaves out the organizer's own fields. */
  settings: paymentModuleSettings(createPrzelewy24MarketplaceProvider()),
  register(container) {
    container.register(Tokens.PaymentProvider, { useValue: createPrzelewy24MarketplaceProvider() });
  },
});

export default przelewy24MarketplacePlugin;
