import { FORM_TOGGLE_LABELS, type FormFieldOption } from '@zapisy/core';
import { describedBy, FieldFrame } from './field-frame.js';
import { withPriceSuffix } from './price-suffix.js';
import type { CellRendererProps, FieldBinding } from './types.js';

function optionsOf(field: FieldBinding): readonly FormFieldOption[] {
  return (field.definition.options ?? []).filter((option) => typeof option.value === 'string');
}

/** 'Opcja (+50,00 zł)' for a priced option. */
function optionText(option: FormFieldOption): string {
  return withPriceSuffix(option.label?.trim() ? option.label : option.value, option.price);
}

/** Dropdown, BusinessType, EmployeeSelect, AppointmentSelect: a native select of the field's options. */
export function DropdownRenderer({ field }: CellRendererProps) {
  if (!field) return null;
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldFrame field={field}>
      <select
        className="zapisy-input zapisy-select"
        id={field.inputId}
        name={field.definition.field_name}
        value={value}
        required={field.required}
        onChange={(event) => field.onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={field.onBlur}
        {...describedBy(field)}
      >
        <option value="">— wybierz —</option>
        {optionsOf(field).map((option) => (
          <option key={option.value} value={option.value}>
            {optionText(option)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function RadioButtonsRenderer({ field }: CellRendererProps) {
  if (!field) return null;
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldFrame field={field} variant="group">
      <div className="zapisy-choices" id={field.inputId} tabIndex={-1}>
        {optionsOf(field).map((option, index) => (
          <label className="zapisy-choice" key={option.value}>
            <input
              type="radio"
              name={`${field.inputId}-radio`}
              value={option.value}
              checked={value === option.value}
              required={field.required && index === 0}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
            />
            <span>{optionText(option)}</span>
          </label>
        ))}
      </div>
    </FieldFrame>
  );
}

export function CheckboxesRenderer({ field }: CellRendererProps) {
  if (!field) return null;
  const chosen = Array.isArray(field.value)
    ? field.value.filter((v): v is string => typeof v === 'string')
    : [];
  const toggle = (optionValue: string, checked: boolean) => {
    const next = checked ? [...chosen, optionValue] : chosen.filter((v) => v !== optionValue);
    field.onChange(next.length > 0 ? next : undefined);
  };
  return (
    <FieldFrame field={field} variant="group">
      <div className="zapisy-choices" id={field.inputId} tabIndex={-1}>
        {optionsOf(field).map((option) => (
          <label className="zapisy-choice" key={option.value}>
            <input
              type="checkbox"
              name={`${field.inputId}-checkbox`}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={field.onBlur}
            />
            <span>{optionText(option)}</span>
          </label>
        ))}
      </div>
    </FieldFrame>
  );
}

/**
 * Toggle, EmailToggle, EmptyFormToggle: two radio buttons 'Tak' / 'Nie' (spec §3: "Yes/no toggles are
 * labelled 'Tak' and 'Nie' unless overridden"); the value is a boolean.
 */
export function ToggleRenderer({ field, data }: CellRendererProps) {
  if (!field) return null;
  const yes =
    typeof data.yesLabel === 'string' && data.yesLabel.trim() ? data.yesLabel : FORM_TOGGLE_LABELS.yes;
  const no = typeof data.noLabel === 'string' && data.noLabel.trim() ? data.noLabel : FORM_TOGGLE_LABELS.no;
  const value = field.value === true ? 'yes' : field.value === false ? 'no' : '';
  const yesText = field.definition.hasPrice ? withPriceSuffix(yes, field.definition.price) : yes;
  return (
    <FieldFrame field={field} variant="group">
      <div className="zapisy-choices zapisy-choices-inline" id={field.inputId} tabIndex={-1}>
        {(
          [
            ['yes', yesText, true],
            ['no', no, false],
          ] as const
        ).map(([key, label, bool]) => (
          <label className="zapisy-choice" key={key}>
            <input
              type="radio"
              name={`${field.inputId}-toggle`}
              value={key}
              checked={value === key}
              required={field.required && key === 'yes'}
              onChange={() => field.onChange(bool)}
              onBlur={field.onBlur}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </FieldFrame>
  );
}
