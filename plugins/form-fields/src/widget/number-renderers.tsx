import { describedBy, FieldFrame } from './field-frame.js';
import type { CellRendererProps, FieldBinding } from './types.js';

const numberOr = (value: unknown, fallback: number | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

function bounds(field: FieldBinding) {
  const d = field.definition;
  return {
    min: numberOr(d.min, undefined),
    max: numberOr(d.max, undefined),
    step: numberOr(d.step, undefined),
  };
}

/** The typed text as a number; '' (cleared) as undefined, so the field reads as empty. */
function parseNumber(text: string): number | string | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : text;
}

const shown = (value: unknown): string =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';

/** NumberInput and Multiplier: a number input with the field's min, max and step. */
export function NumberInputRenderer({ field }: CellRendererProps) {
  if (!field) return null;
  const { min, max, step } = bounds(field);
  return (
    <FieldFrame field={field}>
      <input
        className="zapisy-input zapisy-number"
        id={field.inputId}
        name={field.definition.field_name}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step ?? 'any'}
        value={shown(field.value)}
        required={field.required}
        onChange={(event) => field.onChange(parseNumber(event.target.value))}
        onBlur={field.onBlur}
        {...describedBy(field)}
      />
    </FieldFrame>
  );
}

/** Range: a slider with its current value shown beside it (and read by screen readers). */
export function RangeRenderer({ field }: CellRendererProps) {
  if (!field) return null;
  const { min = 0, max = 100, step = 1 } = bounds(field);
  const value = numberOr(field.value, undefined);
  return (
    <FieldFrame field={field}>
      <div className="zapisy-range">
        <input
          className="zapisy-range-input"
          id={field.inputId}
          name={field.definition.field_name}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value ?? min}
          aria-valuetext={value === undefined ? 'nie wybrano' : String(value)}
          onChange={(event) => field.onChange(Number(event.target.value))}
          onBlur={field.onBlur}
          {...describedBy(field)}
        />
        <output className="zapisy-range-value" htmlFor={field.inputId}>
          {value ?? '–'}
        </output>
      </div>
    </FieldFrame>
  );
}
