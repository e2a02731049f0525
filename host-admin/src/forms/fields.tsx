import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input with its hint and error wired through aria-describedby. */
export function TextField({ label, value, onChange, error, hint, id, ...rest }: TextFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const described = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="za-field">
      <label className="za-field__label" htmlFor={inputId}>
        {label}
        {rest.required && (
          <span className="za-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={inputId}
        className="za-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...rest}
      />
      {hint && (
        <p id={`${inputId}-hint`} className="za-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="za-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Server validation errors as '- item' lines (spec §5). */
export function FormErrors({
  errors,
  title = 'Popraw następujące błędy:',
}: {
  errors: readonly string[];
  title?: string;
}) {
  if (errors.length === 0) return null;
  return (
    <div className="za-alert za-alert--error" role="alert">
      <p className="za-alert__title">{title}</p>
      <ul className="za-alert__list">
        {errors.map((error) => (
          <li key={error}>- {error}</li>
        ))}
      </ul>
    </div>
  );
}

export function Notice({
  children,
  tone = 'info',
}: {
  children: ReactNode;
  tone?: 'info' | 'success' | 'error' | 'warning';
}) {
  return (
    <div className={`za-alert za-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
