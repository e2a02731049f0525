/**
 * Which form fields a payment rule reads: the `var` operands of its json-logic (second document §3
 * "PaymentRule: … rule, jsonRule, humanRule"). A rule that reads a field the registration form does not have
 * can never match as the organizer meant, so the price list refuses it ("rules that reference missing fields").
 */
import { FORM_FIELD_NAMES, type PaymentRule, RULE_AGE_FIELD } from '@zapisy/core';

/**
 * Names a rule may read although no form cell declares them: values computed for every participant
 * (the age pseudo-field, the group, the registration date, status and totals) rather than typed in a form.
 */
export const COMPUTED_RULE_FIELDS: ReadonlySet<string> = new Set([
  RULE_AGE_FIELD,
  FORM_FIELD_NAMES.group,
  FORM_FIELD_NAMES.groupCount,
  FORM_FIELD_NAMES.groupIndex,
  FORM_FIELD_NAMES.representative,
  FORM_FIELD_NAMES.createdOn,
  FORM_FIELD_NAMES.status,
  FORM_FIELD_NAMES.paymentForm,
  FORM_FIELD_NAMES.partial,
  FORM_FIELD_NAMES.totalSum,
  FORM_FIELD_NAMES.amount,
]);

function varName(operand: unknown): string | undefined {
  const path = Array.isArray(operand) ? operand[0] : operand;
  if (typeof path === 'number') return String(path);
  if (typeof path !== 'string' || path === '') return undefined;
  return path.split('.')[0];
}

/** The field names a json-logic rule reads with `var`, in order of appearance, each once. */
export function ruleFieldNames(jsonRule: unknown): string[] {
  const names = new Set<string>();
  const visit = (node: unknown, depth: number): void => {
    if (depth > 100 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    for (const [operator, operand] of Object.entries(node)) {
      if (operator === 'var') {
        const name = varName(operand);
        if (name !== undefined) names.add(name);
      }
      visit(operand, depth + 1);
    }
  };
  visit(jsonRule, 0);
  return [...names];
}

/** 'Reguła „Zniżka” odwołuje się do nieistniejącego pola „student”.' for every missing field of every rule. */
export function missingRuleFieldProblems(
  rules: readonly PaymentRule[],
  formFields: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  for (const [index, rule] of rules.entries()) {
    const name = typeof rule.name === 'string' && rule.name.trim() !== '' ? rule.name : `nr ${index + 1}`;
    for (const field of ruleFieldNames(rule.jsonRule)) {
      if (formFields.has(field) || COMPUTED_RULE_FIELDS.has(field)) continue;
      problems.push(`Reguła „${name}” odwołuje się do nieistniejącego pola „${field}”.`);
    }
  }
  return problems;
}
