import { polishDayOfInstant } from '../pricing/calendar-day.js';
import { compilePricingRule, validatePricingRule } from '../pricing/compile-pricing-rule.js';
import { prepareRuleData } from '../pricing/form-values.js';
import type { PricedFormField } from '../pricing/pricing-types.js';
import { applyPricingLogic, isRuleResultTruthy } from '../pricing/rule-operations.js';
import type { FormFieldDefinition, FormFieldJsonRule } from './form-types.js';

/** Compiled logic by the logic object it came from (definitions are treated as immutable). */
const compiledByLogic = new WeakMap<object, unknown>();

function compiled(logic: unknown): unknown {
  if (logic === null || typeof logic !== 'object') return compilePricingRule(logic);
  let result = compiledByLogic.get(logic);
  if (result === undefined) {
    result = compilePricingRule(logic);
    compiledByLogic.set(logic, result);
  }
  return result;
}

/** The rule's logic, or undefined when the field has no rule (null, missing, or a rule without logic). */
export function formFieldRuleLogic(rule: FormFieldJsonRule | null | undefined): unknown {
  if (rule === null || typeof rule !== 'object') return undefined;
  return rule.logic ?? undefined;
}

/**
 * Evaluates a field's json-logic rule over the FormData with pricing's json-logic machinery (the same
 * whitelisted operators, `age` counting to `now`'s day in Poland, toggles coerced). Undefined when the field has
 * no rule; an invalid rule is refused with a ValidationError listing its problems.
 */
export function evaluateFormFieldRule(
  rule: FormFieldJsonRule | null | undefined,
  data: Readonly<Record<string, unknown>>,
  now: Date,
  definition?: readonly PricedFormField[],
): boolean | undefined {
  const logic = formFieldRuleLogic(rule);
  if (logic === undefined) return undefined;
  const ruleData = prepareRuleData(data, definition);
  return isRuleResultTruthy(applyPricingLogic(compiled(logic), ruleData, polishDayOfInstant(now)));
}

/** Spec §3 "a JSON rule with logic": a field is visible unless its jsonRule's logic is falsy for the data. */
export function isFormFieldVisible(
  field: FormFieldDefinition,
  data: Readonly<Record<string, unknown>>,
  now: Date,
  definition?: readonly PricedFormField[],
): boolean {
  return evaluateFormFieldRule(field.jsonRule, data, now, definition) !== false;
}

/** A field is required when its `required` flag is set or its requirement rule's logic is truthy. */
export function isFormFieldRequired(
  field: FormFieldDefinition,
  data: Readonly<Record<string, unknown>>,
  now: Date,
  definition?: readonly PricedFormField[],
): boolean {
  if (field.required === true) return true;
  return evaluateFormFieldRule(field.requiredRule, data, now, definition) === true;
}

function collectVars(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectVars(item, into);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [operator, operands] of Object.entries(node)) {
    if (operator === 'var') {
      const path = Array.isArray(operands) ? operands[0] : operands;
      if (typeof path === 'string' && path !== '') into.add(path.split('.')[0] as string);
    } else collectVars(operands, into);
  }
}

/** The field names a rule's logic reads with `var` (first path segment), each once. */
export function formFieldRuleFields(rule: FormFieldJsonRule | null | undefined): string[] {
  const names = new Set<string>();
  collectVars(formFieldRuleLogic(rule), names);
  return [...names];
}

const RULES = [
  ['jsonRule', 'Reguła widoczności'],
  ['requiredRule', 'Reguła wymagalności'],
] as const;

/**
 * Polish problems with a field's visibility and requirement rules: logic json-logic would refuse (see
 * validatePricingRule) and references to fields the form does not have ("rules that reference missing fields").
 */
export function formFieldRuleProblems(field: FormFieldDefinition, fieldNames: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const [key, what] of RULES) {
    const rule = field[key];
    const logic = formFieldRuleLogic(rule);
    if (logic === undefined) continue;
    const where = `${what} pola „${field.field_name}”`;
    const invalid = validatePricingRule(logic);
    if (invalid.length > 0) {
      problems.push(...invalid.map((problem) => `${where}: ${problem}`));
      continue;
    }
    for (const name of formFieldRuleFields(rule)) {
      if (!fieldNames.has(name)) problems.push(`${where} odwołuje się do nieznanego pola „${name}”`);
    }
  }
  return problems;
}
