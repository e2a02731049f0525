import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A form's own rules beyond its JSON Schema (money typed in złoty, a repeated password): field → message. */
export type FieldChecks<T> = (values: T) => Partial<Record<keyof T & string, string>>;

/**
 * The schema's resolver followed by the form's own checks, so every problem shows under its field at once;
 * a field the schema already refused keeps the schema's message.
 */
export function withChecks<T extends FieldValues>(
  resolver: Resolver<T>,
  checks: FieldChecks<T>,
): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: Record<string, FieldError> = { ...(result.errors as Record<string, FieldError>) };
    for (const [field, message] of Object.entries(checks(values))) {
      if (message && !errors[field]) errors[field] = { type: 'check', message: message as string };
    }
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
