import type { ReactNode } from 'react';
import type { FieldBinding } from './types.js';

/** Ids of the description and error elements of a field, for `aria-describedby`. */
export function fieldDescriptionIds(field: FieldBinding): { description: string; errors: string } {
  return { description: `${field.inputId}-description`, errors: `${field.inputId}-errors` };
}

/** The `aria-describedby` and `aria-invalid` attributes of a field's input (or of its group). */
export function describedBy(field: FieldBinding): {
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
} {
  const ids = fieldDescriptionIds(field);
  const parts = [
    field.definition.description ? ids.description : '',
    field.errors.length > 0 ? ids.errors : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    ...(parts ? { 'aria-describedby': parts } : {}),
    ...(field.errors.length > 0 ? { 'aria-invalid': true as const } : {}),
    ...(field.required ? { 'aria-required': true as const } : {}),
  };
}

export function fieldLabel(field: FieldBinding): string {
  const label = field.definition.label;
  return typeof label === 'string' && label.trim() !== '' ? label : field.definition.field_name;
}

function RequiredMark({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <>
      {' '}
      <span className="zapisy-required" title="Pole wymagane">
        <span aria-hidden="true">*</span>
        <span className="zapisy-visually-hidden">(wymagane)</span>
      </span>
    </>
  );
}

function FieldNotes({ field }: { field: FieldBinding }) {
  const ids = fieldDescriptionIds(field);
  return (
    <>
      {field.definition.description ? (
        <p className="zapisy-field-description" id={ids.description}>
          {field.definition.description}
        </p>
      ) : null}
      {/* Always present so that screen readers announce errors as they appear. */}
      <div className="zapisy-field-errors" id={ids.errors} role="alert" aria-live="assertive">
        {field.errors.map((error) => (
          <p key={error} className="zapisy-field-error">
            {error}
          </p>
        ))}
      </div>
    </>
  );
}

export interface FieldFrameProps {
  readonly field: FieldBinding;
  /** 'group' renders a fieldset with a legend (radio buttons, checkboxes, toggles, cards). */
  readonly variant?: 'input' | 'group';
  readonly children: ReactNode;
}

/** Label (or legend) with the required marker, the input, the description and the announced errors. */
export function FieldFrame({ field, variant = 'input', children }: FieldFrameProps) {
  const name = field.definition.field_name;
  const className = `zapisy-field${field.errors.length > 0 ? ' zapisy-field-invalid' : ''}`;
  if (variant === 'group') {
    return (
      <fieldset
        className={className}
        data-field={name}
        aria-describedby={describedBy(field)['aria-describedby']}
      >
        <legend className="zapisy-label">
          {fieldLabel(field)}
          <RequiredMark required={field.required} />
        </legend>
        {children}
        <FieldNotes field={field} />
      </fieldset>
    );
  }
  return (
    <div className={className} data-field={name}>
      <label className="zapisy-label" htmlFor={field.inputId}>
        {fieldLabel(field)}
        <RequiredMark required={field.required} />
      </label>
      {children}
      <FieldNotes field={field} />
    </div>
  );
}
