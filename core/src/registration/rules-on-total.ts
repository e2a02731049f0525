import type { Grosze } from '../money/index.js';
import { type PaymentRulesResult, percentColumnAmount } from '../pricing/index.js';

/**
 * Second document §5 "Rule percent applies to the total": evaluatePaymentRules takes the percent of the
 * rules' fixed amounts only; in a registration quote the total also holds products and priced fields, so
 * every matched percent rule is re-based here on products + fields + fixed rule amounts (half-up to the
 * grosz, each rule on its own, as evaluatePaymentRules does). Fixed-amount details are kept as they are.
 */
export function rulesOnTotal(rules: PaymentRulesResult, itemsTotal: Grosze): PaymentRulesResult {
  const fixed = rules.details.reduce((sum, detail) => (detail.percent === 0 ? sum + detail.amount : sum), 0);
  const base = itemsTotal + fixed;
  let amount = fixed;
  let rebate = 0;
  const details = rules.details.map((detail) => {
    const share = detail.percent === 0 ? detail.amount : percentColumnAmount(base, detail.percent);
    if (detail.percent !== 0) amount += share;
    if (share < 0) rebate -= share;
    return share === detail.amount ? detail : { ...detail, amount: share };
  });
  return { amount, rebate, percent: rules.percent, details };
}
