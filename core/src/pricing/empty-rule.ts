import { ValidationError } from '../errors/index.js';
import type { PricingRule, PricingRuleTreeNode } from './pricing-types.js';

/**
 * Spec §3 (second document): a rule is "empty when it has no rule, a group with no children, or a group whose
 * children are all rules with no field". Nested groups are read the same way: a group whose children are all
 * empty (fieldless rules or empty groups) is empty. Only the builder tree (`rule`) decides; an empty rule
 * always applies.
 */
export function isEmptyRule(rule: PricingRule): boolean {
  if (rule === null || typeof rule !== 'object') {
    throw new ValidationError('Reguła musi być obiektem');
  }
  if (rule.rule === null || rule.rule === undefined) return true;
  return isEmptyNode(rule.rule);
}

function isEmptyNode(node: unknown): boolean {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) {
    throw new ValidationError('Węzeł drzewa reguły musi być obiektem');
  }
  const children = childrenOf(node as PricingRuleTreeNode);
  if (children === undefined) {
    const field = (node as PricingRuleTreeNode).properties?.field;
    return field === undefined || field === null || field === '';
  }
  return children.every(isEmptyNode);
}

/** The children of a group node, or undefined for a rule node. */
function childrenOf(node: PricingRuleTreeNode): readonly unknown[] | undefined {
  const { children1, children } = node;
  if (children1 !== undefined && children1 !== null) {
    return Array.isArray(children1) ? children1 : Object.values(children1);
  }
  if (children !== undefined && children !== null) return children;
  return node.type === 'group' ? [] : undefined;
}
