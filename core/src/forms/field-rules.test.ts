import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import {
  evaluateFormFieldRule,
  formFieldRuleFields,
  isFormFieldRequired,
  isFormFieldVisible,
} from './field-rules.js';

const now = new Date('2025-03-01T10:00:00Z');

describe('field rules (spec §3 "a JSON rule with logic")', () => {
  it('a field without a rule (null, missing, or no logic) is visible and required only by its flag', () => {
    for (const jsonRule of [undefined, null, {}, { humanRule: 'x' }]) {
      expect(isFormFieldVisible({ field_name: 'a', jsonRule }, {}, now)).toBe(true);
    }
    expect(isFormFieldRequired({ field_name: 'a', required: true, requiredRule: null }, {}, now)).toBe(true);
    expect(isFormFieldRequired({ field_name: 'a' }, {}, now)).toBe(false);
  });

  it('evaluates with json-logic truthiness and coerces toggles of the definition', () => {
    const rule = { logic: { var: 'consent' } };
    const definition = [{ field_name: 'consent', element: 'Toggle' }];
    expect(evaluateFormFieldRule(rule, { consent: 'true' }, now, definition)).toBe(true);
    expect(evaluateFormFieldRule(rule, { consent: 'false' }, now, definition)).toBe(false);
    expect(evaluateFormFieldRule({ logic: { var: 'list' } }, { list: [] }, now)).toBe(false);
  });

  it('refuses logic pricing rules refuse', () => {
    expect(() => evaluateFormFieldRule({ logic: { method: ['a', 'b'] } }, {}, now)).toThrow(ValidationError);
  });

  it('lists the fields a rule reads', () => {
    expect(
      formFieldRuleFields({ logic: { and: [{ var: 'a.b' }, { var: ['c', 1] }, { age: [{ var: 'a' }] }] } }),
    ).toEqual(['a', 'c']);
  });
});
