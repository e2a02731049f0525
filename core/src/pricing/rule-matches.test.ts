import { describe, expect, it } from 'vitest';
import { pricingRuleMatches } from './rule-matches.js';

const now = new Date('2026-03-10T12:00:00Z');

describe('pricingRuleMatches: one rule of the rule builder over a participant', () => {
  it('holds or not by the data; toggles coerced by the definition ("Toggle values are coerced to boolean when 1 or \'true\'")', () => {
    const rule = { '==': [{ var: 'student' }, true] };
    const definition = [{ field_name: 'student', element: 'Toggle' }];
    expect(pricingRuleMatches(rule, { student: 'true' }, { now, definition })).toBe(true);
    expect(pricingRuleMatches(rule, { student: false }, { now, definition })).toBe(false);
  });

  it('no rule holds for everybody; an invalid one is refused', () => {
    expect(pricingRuleMatches(null, {}, { now })).toBe(true);
    expect(() => pricingRuleMatches({ nieznany_operator: [1] }, {}, { now })).toThrow();
  });
});
