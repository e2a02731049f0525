/**
 * The editor part's control for one stored answer, by the field's kind (issue 14: "Each field is edited with
 * its field kind's own control"): the admin's participant dialog and data screen edit answers with it. A
 * product is picked from the project's products by name, a plan from its installments plans by name, an
 * option from the cell's labelled options, a toggle with its 'Tak'/'Nie', a date with the date control.
 * Values are written in the shape the kind's `coerce` and `validate` expect (shared submitted-values
 * contract: productId / `{productId: count}`, definitionId, option values, booleans, 'yyyy-MM-dd').
 */
import {
  FORM_TOGGLE_LABELS,
  type FormFieldDefinition,
  type FormFieldValueContext,
  formProductSelection,
  genericFormValueText,
} from '@zapisy/core';
import type { ReactElement } from 'react';
import { filesText, VALUE_TEXTS } from '../kinds/value-text.js';

/** What the control offers besides the cell: the project's products and installments plans. */
export type AnswerControlContext = FormFieldValueContext;

export interface AnswerControlProps {
  readonly field: FormFieldDefinition;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  /** The input's DOM id (the caller's label points at it; a group of choices gets it as its id). */
  readonly inputId: string;
  readonly context: AnswerControlContext;
  /** The caller's error text ids (`aria-describedby`), when the field has problems. */
  readonly describedBy?: string;
  readonly disabled?: boolean;
}

const TEXT_AREA = new Set(['TextArea']);
const NUMBER = new Set(['NumberInput', 'Range', 'Multiplier']);
const TOGGLE = new Set(['Toggle', 'EmailToggle', 'EmptyFormToggle']);
const CHOICE = new Set(['Dropdown', 'RadioButtons', 'BusinessType', 'AppointmentSelect', 'EmployeeSelect']);
/** Answers that are files or content: shown, never typed over (uploads live in the participant's attachments). */
const READ_ONLY = new Set(['FileUpload', 'Signature', 'RichText']);

/** How the answer is edited: `'choices'` and `'toggle'` render a group (the caller uses a fieldset). */
export type AnswerControlShape = 'input' | 'group' | 'read-only';

export function answerControlShape(field: FormFieldDefinition): AnswerControlShape {
  const kind = field.plugin ?? 'TextInput';
  if (READ_ONLY.has(kind)) return 'read-only';
  if (TOGGLE.has(kind) || kind === 'Checkboxes') return 'group';
  if (kind === 'Product' && field.multiple === true) return 'group';
  return 'input';
}

/** The field takes an edited answer here (not a file, a signature or a content block). */
export function isAnswerEditable(field: FormFieldDefinition): boolean {
  return (
    answerControlShape(field) !== 'read-only' &&
    typeof field.field_name === 'string' &&
    field.field_name !== ''
  );
}

interface Choice {
  readonly value: string;
  readonly label: string;
}

const NONE = '';

function Select({
  props,
  choices,
  current,
  pick,
  missingLabel,
}: {
  props: AnswerControlProps;
  choices: readonly Choice[];
  current: string;
  pick: (value: string) => void;
  /** How a stored value that is no longer offered reads (a removed product or plan has no name left). */
  missingLabel: string;
}): ReactElement {
  // A stored value the choices no longer hold stays visible (and kept) instead of silently becoming empty.
  const missing = current !== NONE && !choices.some((choice) => choice.value === current);
  return (
    <select
      id={props.inputId}
      className="za-input"
      value={current}
      disabled={props.disabled}
      aria-describedby={props.describedBy}
      aria-invalid={props.describedBy ? true : undefined}
      onChange={(event) => pick(event.target.value)}
    >
      <option value={NONE}>— nie wybrano —</option>
      {missing && <option value={current}>{missingLabel}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

function Group({
  props,
  choices,
  type,
  isChecked,
  toggle,
}: {
  props: AnswerControlProps;
  choices: readonly Choice[];
  type: 'radio' | 'checkbox';
  isChecked: (value: string) => boolean;
  toggle: (value: string, on: boolean) => void;
}): ReactElement {
  return (
    <div id={props.inputId} className="za-choices" role={type === 'radio' ? 'radiogroup' : 'group'}>
      {choices.map((choice) => (
        <label key={choice.value} className="za-check">
          <input
            type={type}
            name={props.inputId}
            checked={isChecked(choice.value)}
            disabled={props.disabled}
            aria-describedby={props.describedBy}
            onChange={(event) => toggle(choice.value, event.target.checked)}
          />{' '}
          {choice.label}
        </label>
      ))}
    </div>
  );
}

function productChoices(field: FormFieldDefinition, context: AnswerControlContext): Choice[] {
  const allowed = Array.isArray(field.productIds) ? (field.productIds as unknown[]) : [];
  return (context.products ?? [])
    .map((product) => ({ value: product.productId ?? product._id ?? '', label: product.name ?? '' }))
    .filter((choice) => choice.value !== '' && (allowed.length === 0 || allowed.includes(choice.value)));
}

function optionChoices(field: FormFieldDefinition): Choice[] {
  return (field.options ?? []).map((option) => ({
    value: String(option.value),
    label: typeof option.label === 'string' && option.label !== '' ? option.label : String(option.value),
  }));
}

function textValue(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** The answer's control by the field's kind. */
export function AnswerControl(props: AnswerControlProps): ReactElement {
  const { field, value, onChange, context } = props;
  const kind = field.plugin ?? 'TextInput';
  const described = {
    'aria-describedby': props.describedBy,
    'aria-invalid': props.describedBy ? true : undefined,
  } as const;

  if (READ_ONLY.has(kind)) {
    // Files and a signature are counted (their upload ids mean nothing to a person); content as its text.
    const text = kind === 'RichText' ? genericFormValueText(value) : filesText(value, field, context);
    return (
      <span id={props.inputId} className="za-field__value">
        {text === '' ? '—' : text}
      </span>
    );
  }
  if (TOGGLE.has(kind)) {
    const yes =
      typeof field.yesLabel === 'string' && field.yesLabel ? field.yesLabel : FORM_TOGGLE_LABELS.yes;
    const no = typeof field.noLabel === 'string' && field.noLabel ? field.noLabel : FORM_TOGGLE_LABELS.no;
    return (
      <Group
        props={props}
        type="radio"
        choices={[
          { value: 'true', label: yes },
          { value: 'false', label: no },
        ]}
        isChecked={(choice) => typeof value === 'boolean' && String(value) === choice}
        toggle={(choice) => onChange(choice === 'true')}
      />
    );
  }
  if (kind === 'Checkboxes') {
    const list = Array.isArray(value) ? value.map(String) : [];
    return (
      <Group
        props={props}
        type="checkbox"
        choices={optionChoices(field)}
        isChecked={(choice) => list.includes(choice)}
        toggle={(choice, on) => onChange(on ? [...list, choice] : list.filter((item) => item !== choice))}
      />
    );
  }
  if (kind === 'Product') {
    const selected = formProductSelection(value) ?? [];
    if (field.multiple === true) {
      const ids = selected.map((choice) => choice.productId);
      const counts = Object.fromEntries(selected.map((choice) => [choice.productId, choice.count]));
      return (
        <Group
          props={props}
          type="checkbox"
          choices={productChoices(field, context)}
          isChecked={(choice) => ids.includes(choice)}
          toggle={(choice, on) => {
            const next = { ...counts };
            if (on) next[choice] = next[choice] ?? 1;
            else delete next[choice];
            onChange(Object.keys(next).length === 0 ? null : next);
          }}
        />
      );
    }
    return (
      <Select
        props={props}
        choices={productChoices(field, context)}
        current={selected[0]?.productId ?? NONE}
        missingLabel={VALUE_TEXTS.removedProduct}
        pick={(choice) => onChange(choice === NONE ? null : choice)}
      />
    );
  }
  if (kind === 'InstallmentsSelect') {
    const plans = (context.installments ?? []).map((plan) => ({
      value: plan.definitionId,
      label: plan.name,
    }));
    return (
      <Select
        props={props}
        choices={plans}
        current={typeof value === 'string' ? value : NONE}
        missingLabel={VALUE_TEXTS.removedPlan}
        pick={(choice) => onChange(choice === NONE ? null : choice)}
      />
    );
  }
  if (CHOICE.has(kind) && optionChoices(field).length > 0) {
    return (
      <Select
        props={props}
        choices={optionChoices(field)}
        current={textValue(value)}
        missingLabel={`${textValue(value)} (już nie ma tej opcji)`}
        pick={(choice) => onChange(choice === NONE ? null : choice)}
      />
    );
  }
  if (TEXT_AREA.has(kind)) {
    return (
      <textarea
        id={props.inputId}
        className="za-input"
        value={textValue(value)}
        disabled={props.disabled}
        onChange={(event) => onChange(event.target.value)}
        {...described}
      />
    );
  }
  const type = NUMBER.has(kind) ? 'number' : kind === 'DatePicker' ? 'date' : 'text';
  return (
    <input
      id={props.inputId}
      className="za-input"
      type={type}
      value={type === 'date' ? textValue(value).slice(0, 10) : textValue(value)}
      disabled={props.disabled}
      onChange={(event) => {
        const text = event.target.value;
        if (type === 'number' && text !== '' && Number.isFinite(Number(text))) onChange(Number(text));
        else onChange(text);
      }}
      {...described}
    />
  );
}
