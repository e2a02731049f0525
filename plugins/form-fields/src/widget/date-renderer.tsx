import { FORM_DEFAULT_DATE_FORMAT, formatFormDate } from '@zapisy/core';
import { describedBy, FieldFrame } from './field-frame.js';
import type { CellRendererProps } from './types.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The chosen date in the field's dateFormat, or null when there is none or it cannot be read. */
export function shownDate(value: unknown, dateFormat: unknown): string | null {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return null;
  try {
    return formatFormDate(value, typeof dateFormat === 'string' ? dateFormat : FORM_DEFAULT_DATE_FORMAT);
  } catch {
    return null;
  }
}

/**
 * DatePicker: the browser's native date input (keyboard and screen-reader support come with it); the value
 * is 'yyyy-MM-dd' and the chosen date is repeated in the field's dateFormat (spec §3: "Fields may have
 * dateFormat (default dd/MM/yyyy)").
 */
export function DatePickerRenderer({ field }: CellRendererProps) {
  if (!field) return null;
  const value = typeof field.value === 'string' ? field.value : '';
  const shown = shownDate(value, field.definition.dateFormat);
  const d = field.definition;
  return (
    <FieldFrame field={field}>
      <input
        className="zapisy-input zapisy-date"
        id={field.inputId}
        name={d.field_name}
        type="date"
        value={value}
        min={typeof d.min === 'string' ? d.min : undefined}
        max={typeof d.max === 'string' ? d.max : undefined}
        required={field.required}
        onChange={(event) => field.onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={field.onBlur}
        {...describedBy(field)}
      />
      <p className="zapisy-field-hint" aria-live="polite" data-testid={`${d.field_name}-date-shown`}>
        {shown ? `Wybrana data: ${shown}` : ''}
      </p>
    </FieldFrame>
  );
}
