import type { PricingRuleTreeNode } from '@zapisy/core';

/**
 * A stored rule's builder tree as the rule dialog opens it: the API answers it as free-form JSON (an
 * object of any keys, or null); anything else opens an empty builder.
 */
export function ruleTreeOf(value: unknown): PricingRuleTreeNode | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as PricingRuleTreeNode)
    : null;
}
