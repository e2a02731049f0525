import { parseValidationLine, ValidationError } from '@zapisy/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { formErrorLines } from '../../forms/server-errors.js';

/**
 * A failed save of a form: each line of the server's 400 list that names one of the form's fields goes
 * under that field; what is left (a line about no field, a 409 business message) is returned for the
 * form's '- item' list. Null when the form does not show the error: the spec's client handling takes it.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  fields: ReadonlySet<string>,
  setError: UseFormSetError<T>,
): string[] | null {
  const lines = formErrorLines(error);
  if (!lines || !(error instanceof ValidationError)) return lines;
  const rest: string[] = [];
  for (const line of lines) {
    const parsed = parseValidationLine(line);
    const field = parsed?.context === 'body' ? parsed.segments.join('.') : null;
    if (parsed && field !== null && fields.has(field)) {
      setError(
        field as Path<T>,
        { type: 'server', message: parsed.message },
        { shouldFocus: rest.length === 0 },
      );
    } else rest.push(line);
  }
  return rest;
}
