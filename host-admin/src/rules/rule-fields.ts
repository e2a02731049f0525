import {
  FORM_TOGGLE_ELEMENT_KINDS,
  type FormFieldDefinition,
  RULE_AGE_FIELD,
  RULE_OPERATORS,
  RULE_OPERATORS_WITH_VALUE,
  type RuleFieldLabels,
  type RuleOperator,
  type RuleValue,
} from '@zapisy/core';

/** What the rule builder offers for a field: its label, operators and, for choice fields, the options. */
export interface RuleField {
  name: string;
  label: string;
  kind: 'toggle' | 'choice' | 'number' | 'text';
  options: readonly { value: string; label: string }[];
  operators: readonly RuleOperator[];
}

const NUMBER_ELEMENTS = new Set(['NumberInput', 'Range', 'Multiplier']);
/** The operators comparing with a value, except 'contains' (equal … greater_or_equal). */
const COMPARISONS: readonly RuleOperator[] = RULE_OPERATORS.filter(
  (operator) => operator !== 'contains' && RULE_OPERATORS_WITH_VALUE.has(operator),
);

function ruleField(field: FormFieldDefinition): RuleField {
  const label = field.label?.trim() || field.field_name;
  const options = (field.options ?? []).map((o) => ({ value: o.value, label: o.label ?? o.value }));
  const element = field.element ?? '';
  if ((FORM_TOGGLE_ELEMENT_KINDS as readonly string[]).includes(element)) {
    return { name: field.field_name, label, kind: 'toggle', options: [], operators: ['is_true', 'is_false'] };
  }
  if (options.length > 0) {
    const multi = element === 'Checkboxes';
    return {
      name: field.field_name,
      label,
      kind: 'choice',
      options,
      operators: multi
        ? ['contains', 'is_empty', 'is_not_empty']
        : ['equal', 'not_equal', 'is_empty', 'is_not_empty'],
    };
  }
  if (NUMBER_ELEMENTS.has(element)) {
    return { name: field.field_name, label, kind: 'number', options: [], operators: COMPARISONS };
  }
  return {
    name: field.field_name,
    label,
    kind: 'text',
    options: [],
    operators: ['equal', 'not_equal', 'is_empty', 'is_not_empty'],
  };
}

/** The fields a rule can test: the form's fields plus the age pseudo-field when the form asks for birth_date. */
export function ruleFields(definition: readonly FormFieldDefinition[]): RuleField[] {
  const fields = definition.filter((f) => f.field_name).map(ruleField);
  if (definition.some((f) => f.field_name === 'birth_date')) {
    fields.push({ name: RULE_AGE_FIELD, label: 'Wiek', kind: 'number', options: [], operators: COMPARISONS });
  }
  return fields;
}

/** Labels for the human-readable rule. */
export function ruleFieldLabels(fields: readonly RuleField[]): RuleFieldLabels {
  const byName = new Map(fields.map((f) => [f.name, f]));
  return {
    label: (name) => byName.get(name)?.label,
    optionLabel: (name, value: RuleValue) => byName.get(name)?.options.find((o) => o.value === value)?.label,
  };
}
