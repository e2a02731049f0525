import type { FormFieldDefinition } from '@zapisy/core';

const NUMBER_KINDS = new Set(['NumberInput', 'Range', 'Multiplier']);
const TOGGLE_KINDS = new Set(['Toggle', 'EmailToggle', 'EmptyFormToggle']);
const SINGLE_CHOICE_KINDS = new Set([
  'RadioButtons',
  'Dropdown',
  'BusinessType',
  'EmployeeSelect',
  'AppointmentSelect',
]);
/** Kinds whose value is not typed by hand here (uploads, signatures, products, installments, rich text). */
const READ_ONLY_KINDS = new Set(['FileUpload', 'Signature', 'Product', 'InstallmentsSelect', 'RichText']);

export function isEditable(field: FormFieldDefinition): boolean {
  return (
    typeof field.field_name === 'string' &&
    field.field_name !== '' &&
    !READ_ONLY_KINDS.has(field.plugin ?? '')
  );
}

function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return value.map(String).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * One answer as a labelled input by the field's kind (second document §3 element kinds; values as the
 * shared submitted-values contract: numbers, booleans, string[] for checkboxes, 'yyyy-MM-dd' dates).
 */
export function ParticipantField({
  field,
  value,
  errors,
  onChange,
}: {
  field: FormFieldDefinition;
  value: unknown;
  errors: readonly string[];
  onChange: (value: unknown) => void;
}) {
  const name = field.field_name;
  const label = field.label || name;
  const id = `za-participant-${name}`;
  const kind = field.plugin ?? 'TextInput';
  const options = field.options ?? [];
  const error =
    errors.length > 0 ? (
      <span className="za-field__error" role="alert" id={`${id}-error`}>
        {errors.join(' ')}
      </span>
    ) : null;
  const described = errors.length > 0 ? { 'aria-describedby': `${id}-error`, 'aria-invalid': true } : {};

  if (!isEditable(field)) {
    return (
      <p className="za-field" data-field={name}>
        <span className="za-field__label">{label}</span> {shown(value)}
      </p>
    );
  }
  if (
    TOGGLE_KINDS.has(kind) ||
    kind === 'Checkboxes' ||
    (SINGLE_CHOICE_KINDS.has(kind) && kind !== 'Dropdown')
  ) {
    const checked = (option: string) =>
      kind === 'Checkboxes' ? Array.isArray(value) && value.includes(option) : String(value ?? '') === option;
    const choices = TOGGLE_KINDS.has(kind)
      ? [
          { value: 'true', label: 'Tak' },
          { value: 'false', label: 'Nie' },
        ]
      : options.map((o) => ({ value: String(o.value), label: String(o.label ?? o.value) }));
    const pick = (option: string, on: boolean) => {
      if (TOGGLE_KINDS.has(kind)) onChange(option === 'true');
      else if (kind === 'Checkboxes') {
        const list = Array.isArray(value) ? value.map(String) : [];
        onChange(on ? [...list, option] : list.filter((v) => v !== option));
      } else onChange(option);
    };
    const current = TOGGLE_KINDS.has(kind) && typeof value === 'boolean' ? String(value) : value;
    return (
      <fieldset className="za-field" data-field={name} {...described}>
        <legend className="za-field__label">{label}</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="za-check">
            <input
              type={kind === 'Checkboxes' ? 'checkbox' : 'radio'}
              name={id}
              checked={
                TOGGLE_KINDS.has(kind) ? String(current ?? '') === choice.value : checked(choice.value)
              }
              onChange={(event) => pick(choice.value, event.target.checked)}
            />{' '}
            {choice.label}
          </label>
        ))}
        {error}
      </fieldset>
    );
  }
  return (
    <div className="za-field" data-field={name}>
      <label className="za-field__label" htmlFor={id}>
        {label}
      </label>
      {kind === 'Dropdown' ? (
        <select
          id={id}
          className="za-input"
          value={String(value ?? '')}
          onChange={(event) => onChange(event.target.value)}
          {...described}
        >
          <option value="">—</option>
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {String(o.label ?? o.value)}
            </option>
          ))}
        </select>
      ) : kind === 'TextArea' ? (
        <textarea
          id={id}
          className="za-input"
          value={String(value ?? '')}
          onChange={(event) => onChange(event.target.value)}
          {...described}
        />
      ) : (
        <input
          id={id}
          className="za-input"
          type={NUMBER_KINDS.has(kind) ? 'number' : kind === 'DatePicker' ? 'date' : 'text'}
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(event) => {
            const text = event.target.value;
            onChange(
              NUMBER_KINDS.has(kind) && text !== '' && Number.isFinite(Number(text)) ? Number(text) : text,
            );
          }}
          {...described}
        />
      )}
      {error}
    </div>
  );
}
