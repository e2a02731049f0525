import { describe, expect, it } from 'vitest';
import { missingRuleFieldProblems, ruleFieldNames } from './rule-fields.js';

describe('ruleFieldNames', () => {
  it('finds every var of a json-logic rule once, with defaults and dotted paths', () => {
    expect(
      ruleFieldNames({
        and: [
          { '==': [{ var: 'student' }, true] },
          { '>': [{ var: ['count', 0] }, 1] },
          { in: ['a', { var: 'address.city' }] },
          { '==': [{ var: 'student' }, true] },
          { var: '' },
        ],
      }),
    ).toEqual(['student', 'count', 'address']);
    expect(ruleFieldNames(true)).toEqual([]);
    expect(ruleFieldNames(null)).toEqual([]);
  });
});

describe('missingRuleFieldProblems', () => {
  it('"rules that reference missing fields": the age pseudo-field and computed names are known', () => {
    const rules = [
      { name: 'Senior', jsonRule: { '>=': [{ var: 'age' }, 65] } },
      { name: '', jsonRule: { '==': [{ var: 'groupCount' }, 2] } },
      { jsonRule: { '==': [{ var: 'brak' }, 2] } },
    ];
    expect(missingRuleFieldProblems(rules, new Set())).toEqual([
      'Reguła „nr 3” odwołuje się do nieistniejącego pola „brak”.',
    ]);
  });
});
