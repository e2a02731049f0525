import type { FormValue } from '@zapisy/core';
import { formFieldEditorCells } from '@zapisy/plugin-form-fields/editor';
import { describe, expect, it } from 'vitest';
import { fieldRuleNote, storedFieldRule, toStoredFieldRule } from './field-rule.js';
import { otherRuleFields } from './other-rule-fields.js';

const rule = { logic: { '==': [{ var: 'student' }, true] }, humanRule: 'Student jest zaznaczone' };

describe('field rules in cell data — spec §3: jsonRule (visible when truthy), requiredRule (required when truthy)', () => {
  it('reads a stored rule by its logic; null or a rule without logic is no rule', () => {
    expect(storedFieldRule({ jsonRule: rule }, 'jsonRule')).toEqual(rule);
    expect(storedFieldRule({ jsonRule: null }, 'jsonRule')).toBeNull();
    expect(storedFieldRule({ requiredRule: { humanRule: 'x' } }, 'requiredRule')).toBeNull();
  });

  it('a builder without a complete condition removes the rule (null) instead of storing empty logic', () => {
    const empty = { rule: { type: 'group' as const }, jsonRule: null, humanRule: '' };
    expect(toStoredFieldRule(empty)).toBeNull();
  });

  it("names the rules on the canvas: 'Widoczne gdy: …' and 'Wymagane gdy: …'", () => {
    expect(fieldRuleNote({ jsonRule: rule }, 'jsonRule')).toBe('Widoczne gdy: Student jest zaznaczone');
    expect(fieldRuleNote({ requiredRule: rule }, 'requiredRule')).toBe(
      'Wymagane gdy: Student jest zaznaczone',
    );
    expect(fieldRuleNote({}, 'jsonRule')).toBeNull();
  });

  it("offers the form's other fields (inside containers too), never the field itself", () => {
    const value: FormValue = {
      id: 'v',
      version: 1,
      rows: [
        {
          id: 'r1',
          cells: [
            {
              id: 'row',
              size: 12,
              plugin: { id: 'TwoColumnRow', version: 1 },
              dataI18n: { default: {} },
              rows: [
                {
                  id: 'col1',
                  cells: [
                    {
                      id: 'c1',
                      size: 12,
                      plugin: { id: 'Toggle', version: 1 },
                      dataI18n: { default: { field_name: 'student', label: 'Student' } },
                    },
                  ],
                },
              ],
            },
            {
              id: 'c2',
              size: 12,
              plugin: { id: 'TextInput', version: 1 },
              dataI18n: { default: { field_name: 'school', label: 'Uczelnia' } },
            },
          ],
        },
      ],
    };
    const fields = otherRuleFields(value, formFieldEditorCells, 'c2');
    expect(fields.map((f) => [f.name, f.kind])).toEqual([['student', 'toggle']]);
  });
});
