/** The changes of a product PATCH, checked beyond what its JSON Schema says (Polish problems). */
import { ValidationError, validatePricingRule } from '@zapisy/core';
import type { ProductRecord, ProductVisibilityRule } from './store.js';

export type ProductChanges = Partial<
  Pick<
    ProductRecord,
    | 'name'
    | 'enabled'
    | 'template'
    | 'price'
    | 'inventory'
    | 'maxCount'
    | 'durationMinutes'
    | 'visibilityRule'
    | 'vatRate'
    | 'description'
  >
>;

function visibilityRuleProblems(rule: ProductVisibilityRule | null | undefined): string[] {
  if (rule === null || rule === undefined || rule.jsonRule === undefined || rule.jsonRule === null) return [];
  return validatePricingRule(rule.jsonRule).map((problem) => `Reguła widoczności produktu: ${problem}`);
}

/** The changes to store, name trimmed; ValidationError with every problem when something is wrong. */
export function checkProductChanges(changes: ProductChanges): ProductChanges {
  const problems: string[] = [];
  const checked: ProductChanges = { ...changes };
  if (changes.name !== undefined) {
    checked.name = changes.name.trim();
    if (checked.name === '') problems.push('Nazwa produktu nie może być pusta');
  }
  if (changes.description !== undefined) checked.description = changes.description.trim();
  problems.push(...visibilityRuleProblems(changes.visibilityRule));
  if (problems.length > 0) throw new ValidationError(problems);
  return checked;
}
