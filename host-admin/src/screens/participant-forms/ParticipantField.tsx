import type { FormFieldDefinition } from '@zapisy/core';
import {
  AnswerControl,
  type AnswerControlContext,
  answerControlShape,
  isAnswerEditable,
} from '@zapisy/plugin-form-fields/editor';

export function isEditable(field: FormFieldDefinition): boolean {
  return isAnswerEditable(field);
}

/**
 * One answer, labelled, edited with its field kind's own control from the form-field plugin's editor part
 * (product and plan pickers by name, option lists with labels, 'Tak'/'Nie', the date control); values as
 * the shared submitted-values contract (second document §3 element kinds).
 */
export function ParticipantField({
  field,
  value,
  errors,
  context,
  onChange,
  disabled,
}: {
  field: FormFieldDefinition;
  value: unknown;
  errors: readonly string[];
  context: AnswerControlContext;
  onChange: (value: unknown) => void;
  disabled?: boolean;
}) {
  const name = field.field_name;
  const label = field.label || name;
  const id = `za-participant-${name}`;
  const errorId = `${id}-error`;
  const error =
    errors.length > 0 ? (
      <span className="za-field__error" role="alert" id={errorId}>
        {errors.join(' ')}
      </span>
    ) : null;
  const control = (
    <AnswerControl
      field={field}
      value={value}
      onChange={onChange}
      inputId={id}
      context={context}
      disabled={disabled}
      {...(errors.length > 0 ? { describedBy: errorId } : {})}
    />
  );
  const shape = answerControlShape(field);
  if (shape === 'group') {
    return (
      <fieldset className="za-field" data-field={name}>
        <legend className="za-field__label">{label}</legend>
        {control}
        {error}
      </fieldset>
    );
  }
  if (shape === 'read-only') {
    return (
      <p className="za-field" data-field={name}>
        <span className="za-field__label">{label}</span> {control}
      </p>
    );
  }
  return (
    <div className="za-field" data-field={name}>
      <label className="za-field__label" htmlFor={id}>
        {label}
      </label>
      {control}
      {error}
    </div>
  );
}
