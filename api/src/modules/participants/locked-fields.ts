/**
 * Which answers a participant may not change on their own ('change your details' from the form link
 * `/formularz?p=`): everything that decides the price or takes places and stock — product and installment-plan
 * fields, priced fields and options, and every field a payment rule (its jsonRule) or a field's visibility
 * rule reads. Changing those is the organizer's decision (recalculated billings, moved stock). Files and
 * signatures stay as registered too: an upload is claimed by a registration only, a new one would be swept.
 */
import type { FormDefinition, FormFieldDefinition, PaymentRule } from '@zapisy/core';
import { UPLOAD_FIELD_KINDS } from '../uploads/index.js';

/** Kinds whose value is the price itself: the chosen products and the installment plan. */
const PRICED_KINDS: ReadonlySet<string> = new Set(['Product', 'InstallmentsSelect']);

/** The json-logic `var` names a rule reads ('a.b' reads 'a'; `{var: ['x', default]}` reads 'x'). */
export function ruleVariables(logic: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(logic)) {
    for (const item of logic) ruleVariables(item, into);
    return into;
  }
  if (logic === null || typeof logic !== 'object') return into;
  for (const [operator, argument] of Object.entries(logic as Record<string, unknown>)) {
    if (operator === 'var') {
      const name = Array.isArray(argument) ? argument[0] : argument;
      if (typeof name === 'string' && name.trim() !== '') into.add(name.split('.')[0] as string);
      else if (typeof name === 'number') into.add(String(name));
    } else ruleVariables(argument, into);
  }
  return into;
}

function kindOf(field: FormFieldDefinition): string {
  return String(field.plugin ?? field.element ?? '');
}

function isPriced(field: FormFieldDefinition): boolean {
  if (PRICED_KINDS.has(kindOf(field)) || UPLOAD_FIELD_KINDS.includes(kindOf(field))) return true;
  if (field.hasPrice === true) return true;
  return (field.options ?? []).some((option) => typeof option.price === 'number' && option.price !== 0);
}

/** The locked field names of `definition`, in the form's order. */
export function lockedFieldNames(definition: FormDefinition, rules: readonly PaymentRule[]): string[] {
  const read = new Set<string>();
  for (const rule of rules) ruleVariables(rule.jsonRule, read);
  for (const field of definition) if (field.jsonRule) ruleVariables(field.jsonRule.logic, read);
  return definition
    .filter((field) => isPriced(field) || read.has(field.field_name))
    .map((field) => field.field_name);
}
