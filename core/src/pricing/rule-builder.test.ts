import { describe, expect, it } from 'vitest';
import { isEmptyRule } from './empty-rule.js';
import { evaluatePaymentRules } from './evaluate-payment-rules.js';
import {
  compileRuleGroup,
  type RuleGroup,
  ruleGroupFromTree,
  ruleGroupToHumanRule,
  ruleGroupToJsonLogic,
} from './rule-builder.js';

const student: RuleGroup = {
  type: 'group',
  id: 'g',
  conjunction: 'AND',
  children: [
    { type: 'rule', id: 'r1', field: 'student', operator: 'is_true' },
    { type: 'rule', id: 'r2', field: 'age', operator: 'less', value: 26 },
  ],
};

const labels = {
  label: (field: string) => ({ student: 'Student', product: 'Produkt' })[field],
  optionLabel: (field: string, value: unknown) =>
    field === 'product' && value === 'p1' ? 'Udział' : undefined,
};

describe('rule builder (second document §3 "Rule: id, rule, jsonRule, humanRule")', () => {
  it('writes json-logic with the age pseudo-field over birth_date', () => {
    expect(ruleGroupToJsonLogic(student)).toEqual({
      and: [{ '==': [{ var: 'student' }, true] }, { '<': [{ age: [{ var: 'birth_date' }] }, 26] }],
    });
  });

  it('shows the human-readable rule in Polish, nested groups in parentheses', () => {
    const group: RuleGroup = {
      ...student,
      children: [
        ...student.children,
        {
          type: 'group',
          id: 'g2',
          conjunction: 'OR',
          children: [
            { type: 'rule', id: 'r3', field: 'product', operator: 'equal', value: 'p1' },
            { type: 'rule', id: 'r4', field: 'count', operator: 'greater_or_equal', value: 2.5 },
          ],
        },
      ],
    };
    expect(ruleGroupToHumanRule(group, labels)).toBe(
      'Student jest zaznaczone i Wiek < 26 i (Produkt = „Udział” lub count ≥ 2,5)',
    );
    expect(ruleGroupToHumanRule({ ...student, not: true }, labels)).toBe(
      'nie (Student jest zaznaczone i Wiek < 26)',
    );
  });

  it('"empty when it has no rule, a group with no children, or a group whose children are all rules with no field"', () => {
    const empty: RuleGroup = {
      type: 'group',
      id: 'g',
      conjunction: 'AND',
      children: [{ type: 'rule', id: 'r', field: '', operator: 'equal' }],
    };
    const compiled = compileRuleGroup(empty);
    expect(compiled.jsonRule).toBeNull();
    expect(compiled.humanRule).toBe('');
    expect(isEmptyRule(compiled)).toBe(true);
    expect(isEmptyRule(compileRuleGroup(student))).toBe(false);
  });

  it('round-trips through the stored tree', () => {
    const { rule } = compileRuleGroup(student);
    expect(ruleGroupFromTree(rule)).toEqual({ ...student, not: false });
    expect(ruleGroupFromTree(null).children).toEqual([]);
    expect(() =>
      ruleGroupFromTree({
        type: 'group',
        children1: [{ type: 'rule', properties: { field: 'x', operator: 'nope' } }],
      }),
    ).toThrow(/Nieznany operator/);
  });

  it('prices with the written rule: a rebate applies only when the condition holds', () => {
    const rules = [
      { name: 'Udział', amount: 35_000 },
      { name: 'Zniżka studencka', amount: -5_000, ...compileRuleGroup(student) },
    ];
    const now = new Date('2026-11-21T12:00:00Z');
    expect(evaluatePaymentRules(rules, { student: true, birth_date: '2005-01-01' }, { now }).amount).toBe(
      30_000,
    );
    expect(evaluatePaymentRules(rules, { student: true, birth_date: '1990-01-01' }, { now }).amount).toBe(
      35_000,
    );
    expect(evaluatePaymentRules(rules, { student: false, birth_date: '2005-01-01' }, { now }).amount).toBe(
      35_000,
    );
  });

  it('covers every operator', () => {
    const ops = [
      'not_equal',
      'less_or_equal',
      'greater',
      'contains',
      'is_false',
      'is_empty',
      'is_not_empty',
    ] as const;
    const group: RuleGroup = {
      type: 'group',
      id: 'g',
      conjunction: 'OR',
      children: ops.map((operator, i) => ({ type: 'rule', id: `r${i}`, field: 'f', operator, value: 'x' })),
    };
    expect(ruleGroupToJsonLogic(group)).toEqual({
      or: [
        { '!=': [{ var: 'f' }, 'x'] },
        { '<=': [{ var: 'f' }, 'x'] },
        { '>': [{ var: 'f' }, 'x'] },
        { in: ['x', { var: 'f' }] },
        { '!=': [{ var: 'f' }, true] },
        { '!': { var: 'f' } },
        { '!!': { var: 'f' } },
      ],
    });
    expect(ruleGroupToHumanRule(group)).toBe(
      'f ≠ „x” lub f ≤ „x” lub f > „x” lub f zawiera „x” lub f nie jest zaznaczone lub f jest puste lub f nie jest puste',
    );
  });
});
