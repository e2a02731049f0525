import type { HTMLInputTypeAttribute } from 'react';
import { describedBy, FieldFrame } from './field-frame.js';
import type { CellRendererProps, FieldBinding } from './types.js';

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const placeholderOf = (field: FieldBinding): string | undefined =>
  typeof field.definition.placeholder === 'string' ? field.definition.placeholder : undefined;

interface TextInputOptions {
  readonly type: HTMLInputTypeAttribute;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  readonly maxLength?: number;
}

/** A one-line text input of a given HTML type (text, e-mail, phone, postal code, names). */
function textRenderer(options: TextInputOptions) {
  return function TextFieldRenderer({ field }: CellRendererProps) {
    if (!field) return null;
    return (
      <FieldFrame field={field}>
        <input
          className="zapisy-input"
          id={field.inputId}
          name={field.definition.field_name}
          type={options.type}
          value={asText(field.value)}
          placeholder={placeholderOf(field)}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          maxLength={options.maxLength}
          required={field.required}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          {...describedBy(field)}
        />
      </FieldFrame>
    );
  };
}

export const TextInputRenderer = textRenderer({ type: 'text' });
export const EmailInputRenderer = textRenderer({ type: 'email', autoComplete: 'email', inputMode: 'email' });
export const PhoneNumberRenderer = textRenderer({ type: 'tel', autoComplete: 'tel', inputMode: 'tel' });
export const PostalCodeRenderer = textRenderer({
  type: 'text',
  autoComplete: 'postal-code',
  inputMode: 'numeric',
  maxLength: 6,
});
export const FirstNameRenderer = textRenderer({ type: 'text', autoComplete: 'given-name' });
export const LastNameRenderer = textRenderer({ type: 'text', autoComplete: 'family-name' });
export const NameRenderer = textRenderer({ type: 'text', autoComplete: 'name' });

export function TextAreaRenderer({ field, data }: CellRendererProps) {
  if (!field) return null;
  const rows = typeof data.rows === 'number' && data.rows > 0 ? Math.min(data.rows, 30) : 4;
  return (
    <FieldFrame field={field}>
      <textarea
        className="zapisy-input zapisy-textarea"
        id={field.inputId}
        name={field.definition.field_name}
        rows={rows}
        value={asText(field.value)}
        placeholder={placeholderOf(field)}
        required={field.required}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        {...describedBy(field)}
      />
    </FieldFrame>
  );
}
