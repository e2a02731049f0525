export { MAX_PRICING_RULE_DEPTH, validatePricingRule } from './compile-pricing-rule.js';
export { isEmptyRule } from './empty-rule.js';
export {
  DEFAULT_PAYMENT_RULE_CATEGORY,
  type EvaluatePaymentRulesOptions,
  evaluatePaymentRules,
  validatePaymentRules,
} from './evaluate-payment-rules.js';
export { coercePricingNumber, coercePricingToggle } from './form-values.js';
export {
  type AmountOrPercent,
  advanceColumnAmount,
  percentColumnAmount,
  priceListColumnAmount,
  priceListSumColumnAmount,
  rebateColumnAmount,
} from './price-columns.js';
export type {
  PaymentRule,
  PaymentRuleDetail,
  PaymentRulesResult,
  PricedFormField,
  PricedFormOption,
  PricedProduct,
  PricingFormData,
  PricingRule,
  PricingRuleTreeNode,
} from './pricing-types.js';
export {
  canAddProductToCart,
  decrementInventory,
  isProductAvailable,
} from './product-availability.js';
export {
  compileRuleGroup,
  RULE_AGE_FIELD,
  RULE_OPERATOR_LABELS,
  RULE_OPERATORS,
  RULE_OPERATORS_WITH_VALUE,
  type RuleCondition,
  type RuleConjunction,
  type RuleFieldLabels,
  type RuleGroup,
  type RuleOperator,
  type RuleValue,
  ruleGroupFromTree,
  ruleGroupToHumanRule,
  ruleGroupToJsonLogic,
  ruleGroupToTree,
} from './rule-builder.js';
export { pricingRuleMatches } from './rule-matches.js';
export { PRICING_EXTRA_OPERATORS, PRICING_STANDARD_OPERATORS } from './rule-operations.js';
