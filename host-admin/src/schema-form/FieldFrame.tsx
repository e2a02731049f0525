/** A drawn field's frame: its label (or an inline checkbox label), hint and error lines, ids wired for aria. */
import type { ReactNode } from 'react';

export function FieldErrors({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (!messages || messages.length === 0) return null;
  return (
    <p id={id} className="za-field__error">
      {messages.join(' ')}
    </p>
  );
}

export function FieldFrame({
  id,
  title,
  required,
  hint,
  messages,
  children,
  inline,
}: {
  id: string;
  title: string;
  required?: boolean;
  hint?: string;
  messages?: readonly string[];
  children: (describedBy: string | undefined) => ReactNode;
  inline?: boolean;
}) {
  const describedBy =
    [hint ? `${id}-hint` : null, messages?.length ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={`za-field${inline ? ' za-field--inline' : ''}`}>
      {inline ? (
        <label className="za-check" htmlFor={id}>
          {children(describedBy)}
          <span>{title}</span>
        </label>
      ) : (
        <>
          <label className="za-field__label" htmlFor={id}>
            {title}
            {required && (
              <span className="za-field__required" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </label>
          {children(describedBy)}
        </>
      )}
      {hint && (
        <p id={`${id}-hint`} className="za-field__hint">
          {hint}
        </p>
      )}
      <FieldErrors id={`${id}-error`} messages={messages} />
    </div>
  );
}

/**
 * A top-level group of a drawn form: its own card with the title as heading and the group's errors; a
 * `list` (the rows of an array) draws its own errors and layout.
 */
export function SchemaSection({
  id,
  path,
  title,
  messages,
  list = false,
  children,
}: {
  id: string;
  path: readonly string[];
  title: string;
  messages?: readonly string[];
  list?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={`za-section-${path.join('-')}`}
      className="za-card za-schema-section"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="za-card__title">
        {title}
      </h2>
      {list ? (
        children
      ) : (
        <>
          <FieldErrors id={`${id}-error`} messages={messages} />
          <div className="za-schema-section__fields">{children}</div>
        </>
      )}
    </section>
  );
}
