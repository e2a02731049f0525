import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { isEmptyRule } from './empty-rule.js';
import type { PricingRule, PricingRuleTreeNode } from './pricing-types.js';

const rule = (field: string | null | undefined): PricingRuleTreeNode => ({
  type: 'rule',
  properties: { field, operator: 'equal', value: ['x'] },
});
const group = (...children: PricingRuleTreeNode[]): PricingRuleTreeNode => ({
  type: 'group',
  children1: children,
});

describe("isEmptyRule: 'empty when it has no rule, a group with no children, or a group whose children are all rules with no field'", () => {
  it.each<[string, PricingRule, boolean]>([
    ['no rule (missing)', { id: 'a' }, true],
    ['no rule (null)', { id: 'a', rule: null }, true],
    ['no rule even with a jsonRule (only the builder tree decides)', { jsonRule: { '==': [1, 2] } }, true],
    ['a group with no children (list)', { rule: group() }, true],
    ['a group with no children (map)', { rule: { type: 'group', children1: {} } }, true],
    ['a group with no children property', { rule: { type: 'group' } }, true],
    [
      'a group whose children are all rules with no field',
      { rule: group(rule(null), rule(undefined), rule('')) },
      true,
    ],
    [
      '...children given as a map by id',
      { rule: { type: 'group', children1: { r1: rule(null), r2: rule(null) } } },
      true,
    ],
    ['...children given as `children`', { rule: { type: 'group', children: [rule(null)] } }, true],
    [
      'a group holding only empty groups (read recursively)',
      { rule: group(group(), group(rule(null))) },
      true,
    ],
    ['a rule node with no field', { rule: rule(null) }, true],
    ['a rule node without properties', { rule: { type: 'rule' } }, true],
    ['a group with one rule on a field', { rule: group(rule(null), rule('ticket_type')) }, false],
    ['...children given as a map by id', { rule: { type: 'group', children1: { r1: rule('city') } } }, false],
    ['a nested group with a rule on a field', { rule: group(group(rule('age'))) }, false],
    ['a rule node on a field', { rule: rule('dinner') }, false],
  ])('%s → %s', (_, given, empty) => {
    expect(isEmptyRule(given)).toBe(empty);
  });

  it.each([
    ['the rule itself', null, 'Reguła musi być obiektem'],
    ['a tree that is text', { rule: 'group' }, 'Węzeł drzewa reguły musi być obiektem'],
    [
      'a child that is a list',
      { rule: { type: 'group', children1: [[]] } },
      'Węzeł drzewa reguły musi być obiektem',
    ],
    [
      'a child that is null',
      { rule: { type: 'group', children: [null] } },
      'Węzeł drzewa reguły musi być obiektem',
    ],
  ])('rejects a malformed %s', (_, given, message) => {
    expect(() => isEmptyRule(given as never)).toThrow(new ValidationError(message));
  });
});
