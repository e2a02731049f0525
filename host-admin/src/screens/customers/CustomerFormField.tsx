import { useId } from 'react';
import { type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import type { CustomerField } from './customer-fields.js';

/** One field of the customer form, its message (the client's check or the server's) wired to it. */
export function CustomerFormField({
  field,
  form,
}: {
  field: CustomerField;
  form: UseFormReturn<FieldValues>;
}) {
  const id = useId();
  const message = (get(form.formState.errors, field.path) as { message?: string } | undefined)?.message;
  if (field.kind === 'boolean') {
    return (
      <label className="za-field za-field--inline">
        <input type="checkbox" {...form.register(field.path)} /> {field.label}
      </label>
    );
  }
  return (
    <div className="za-field">
      <label className="za-field__label" htmlFor={id}>
        {field.label}
      </label>
      <input
        id={id}
        className="za-input"
        type={field.kind === 'date' ? 'date' : 'text'}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...form.register(field.path)}
      />
      {message && (
        <p id={`${id}-error`} className="za-field__error">
          {message}
        </p>
      )}
    </div>
  );
}
