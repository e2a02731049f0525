import { polishDayOfInstant } from './calendar-day.js';
import { compilePricingRule } from './compile-pricing-rule.js';
import { prepareRuleData } from './form-values.js';
import type { PricedFormField, PricingFormData } from './pricing-types.js';
import { applyPricingLogic, isRuleResultTruthy } from './rule-operations.js';

/**
 * Whether one json-logic rule of the rule builder holds for a participant's data (the price list's
 * operators, toggles coerced with the form's definition, `age` counted to `now`'s day in Poland): what
 * decides whether a notification, a visibility or any other rule-driven choice applies. No rule holds
 * for everybody; an invalid rule is a ValidationError.
 */
export function pricingRuleMatches(
  jsonRule: unknown,
  formData: PricingFormData,
  options: { now: Date; definition?: readonly PricedFormField[] },
): boolean {
  if (jsonRule === null || jsonRule === undefined) return true;
  const logic = compilePricingRule(jsonRule);
  const data = prepareRuleData(formData, options.definition);
  return isRuleResultTruthy(applyPricingLogic(logic, data, polishDayOfInstant(options.now)));
}
