import {
  RULE_OPERATOR_LABELS,
  RULE_OPERATORS_WITH_VALUE,
  type RuleCondition,
  type RuleGroup,
  type RuleOperator,
  ruleGroupToHumanRule,
} from '@zapisy/core';
import { type ReactNode, useId } from 'react';
import { type RuleField, ruleFieldLabels } from './rule-fields.js';

export interface RuleBuilderProps {
  value: RuleGroup;
  fields: readonly RuleField[];
  onChange: (value: RuleGroup) => void;
  /** Groups inside groups: one level is enough for price lists and keeps the sentence readable. */
  nested?: boolean;
}

let nextId = 0;
const newId = () => `n${Date.now().toString(36)}${(nextId++).toString(36)}`;

function newCondition(fields: readonly RuleField[]): RuleCondition {
  const field = fields[0];
  return { type: 'rule', id: newId(), field: field?.name ?? '', operator: field?.operators[0] ?? 'equal' };
}

/**
 * Edits a condition (price list, product, form field rule): conditions on form fields joined with 'i' / 'lub', one level of groups,
 * negation, and the rule as a sentence underneath (the same text stored as `humanRule`).
 */
export function RuleBuilder({ value, fields, onChange, nested }: RuleBuilderProps) {
  const replace = (index: number, child: RuleCondition | RuleGroup | null) => {
    const children = [...value.children];
    if (child) children[index] = child;
    else children.splice(index, 1);
    onChange({ ...value, children });
  };
  const sentence = nested ? '' : ruleGroupToHumanRule(value, ruleFieldLabels(fields));
  return (
    <fieldset className="za-fieldset za-rule-group" data-testid={nested ? 'rule-subgroup' : 'rule-builder'}>
      <legend className="za-visually-hidden">{nested ? 'Grupa warunków' : 'Warunki reguły'}</legend>
      <div className="za-toolbar">
        <label className="za-field--inline">
          Połącz warunki{' '}
          <select
            className="za-input za-input--compact"
            value={value.conjunction}
            onChange={(e) => onChange({ ...value, conjunction: e.target.value === 'OR' ? 'OR' : 'AND' })}
          >
            <option value="AND">wszystkie muszą być spełnione (i)</option>
            <option value="OR">wystarczy jeden (lub)</option>
          </select>
        </label>
        <label className="za-check">
          <input
            type="checkbox"
            checked={value.not === true}
            onChange={(e) => onChange({ ...value, not: e.target.checked })}
          />{' '}
          zaprzeczenie (nie)
        </label>
      </div>
      {value.children.length === 0 && (
        <p className="za-field__hint">Brak warunków: reguła obowiązuje zawsze.</p>
      )}
      <ul className="za-rule-list">
        {value.children.map((child, index) => (
          <li key={child.id}>
            {child.type === 'group' ? (
              <>
                <RuleBuilder value={child} fields={fields} onChange={(g) => replace(index, g)} nested />
                <button type="button" className="za-link-button" onClick={() => replace(index, null)}>
                  Usuń grupę
                </button>
              </>
            ) : (
              <ConditionRow
                condition={child}
                fields={fields}
                onChange={(c) => replace(index, c)}
                onRemove={() => replace(index, null)}
              />
            )}
          </li>
        ))}
      </ul>
      <div className="za-toolbar">
        <button
          type="button"
          className="za-button za-button--secondary za-button--small"
          disabled={fields.length === 0}
          onClick={() => onChange({ ...value, children: [...value.children, newCondition(fields)] })}
        >
          Dodaj warunek
        </button>
        {!nested && (
          <button
            type="button"
            className="za-button za-button--secondary za-button--small"
            disabled={fields.length === 0}
            onClick={() =>
              onChange({
                ...value,
                children: [
                  ...value.children,
                  { type: 'group', id: newId(), conjunction: 'OR', children: [newCondition(fields)] },
                ],
              })
            }
          >
            Dodaj grupę
          </button>
        )}
      </div>
      {!nested && (
        <p className="za-field__hint" data-testid="rule-human">
          {sentence ? `Reguła: ${sentence}` : 'Reguła: zawsze'}
        </p>
      )}
    </fieldset>
  );
}

function ConditionRow({
  condition,
  fields,
  onChange,
  onRemove,
}: {
  condition: RuleCondition;
  fields: readonly RuleField[];
  onChange: (c: RuleCondition) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const field = fields.find((f) => f.name === condition.field);
  const operators = field?.operators ?? [condition.operator];
  const setField = (name: string) => {
    const next = fields.find((f) => f.name === name);
    onChange({ type: 'rule', id: condition.id, field: name, operator: next?.operators[0] ?? 'equal' });
  };
  const setOperator = (operator: RuleOperator) => {
    const { value: _dropped, ...rest } = condition;
    onChange(RULE_OPERATORS_WITH_VALUE.has(operator) ? { ...condition, operator } : { ...rest, operator });
  };
  return (
    <div className="za-rule-row" data-testid="rule-condition">
      <CompactSelect id={`${id}-field`} label="Pole" value={condition.field} onChange={setField}>
        {!field && <option value={condition.field}>{condition.field || '— wybierz pole —'}</option>}
        {fields.map((f) => (
          <option key={f.name} value={f.name}>
            {f.label}
          </option>
        ))}
      </CompactSelect>
      <CompactSelect
        id={`${id}-op`}
        label="Warunek"
        value={condition.operator}
        onChange={(op) => setOperator(op as RuleOperator)}
      >
        {operators.map((op) => (
          <option key={op} value={op}>
            {RULE_OPERATOR_LABELS[op]}
          </option>
        ))}
      </CompactSelect>
      {RULE_OPERATORS_WITH_VALUE.has(condition.operator) && (
        <ConditionValue id={`${id}-value`} condition={condition} field={field} onChange={onChange} />
      )}
      <button type="button" className="za-link-button" onClick={onRemove} aria-label="Usuń warunek">
        Usuń
      </button>
    </div>
  );
}

function ConditionValue({
  id,
  condition,
  field,
  onChange,
}: {
  id: string;
  condition: RuleCondition;
  field: RuleField | undefined;
  onChange: (c: RuleCondition) => void;
}) {
  const current = condition.value === undefined ? '' : String(condition.value);
  if (field?.kind === 'choice') {
    return (
      <CompactSelect
        id={id}
        label="Wartość"
        value={current}
        onChange={(v) => onChange({ ...condition, value: v })}
      >
        <option value="">— wybierz —</option>
        {field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </CompactSelect>
    );
  }
  const numeric = field?.kind === 'number';
  return (
    <>
      <HiddenLabel id={id} label="Wartość" />
      <input
        id={id}
        className="za-input za-input--compact"
        inputMode={numeric ? 'decimal' : undefined}
        value={current}
        onChange={(e) => {
          const text = e.target.value;
          const number = Number(text.replace(',', '.'));
          onChange({
            ...condition,
            value: numeric && text.trim() !== '' && Number.isFinite(number) ? number : text,
          });
        }}
      />
    </>
  );
}

/** A label only screen readers read: the rule row is a sentence, its parts speak for themselves on screen. */
function HiddenLabel({ id, label }: { id: string; label: string }) {
  return (
    <label className="za-visually-hidden" htmlFor={id}>
      {label}
    </label>
  );
}

function CompactSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <>
      <HiddenLabel id={id} label={label} />
      <select
        id={id}
        className="za-input za-input--compact"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
    </>
  );
}
