/** The payment-rules module's public surface: what other modules and the infrastructure may use. */

export { priceListCopyContributor } from './copy-price-list.js';
export type { PaymentRulesRecord } from './store.js';
export { loadPaymentRules, PAYMENT_RULES } from './store.js';
