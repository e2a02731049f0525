import { parseValidationLine, ValidationError } from '@zapisy/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { formErrorLines } from '../../forms/server-errors.js';

/**
 * The fields of a form a server line may land under: a set of 'a.b' paths, or a test for forms drawn from
 * a schema (every path below their sections).
 */
export type FormFields = ReadonlySet<string> | ((path: string) => boolean);

export interface PlaceOptions {
  /**
   * The field of a line that names none: the spec's own messages ('{Project} o podanej domenie już
   * istnieje…') belong to a known field. Undefined keeps the line in the form's list.
   */
  fieldOfLine?: (line: string) => string | undefined;
}

const isField = (fields: FormFields, path: string) =>
  typeof fields === 'function' ? fields(path) : fields.has(path);

/**
 * A failed save of a form: each line of the server's 400 list that names one of the form's fields goes
 * under that field; what is left (a line about no field, a 409 business message) is returned for the
 * form's '- item' list. Null when the form does not show the error: the spec's client handling takes it.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  fields: FormFields,
  setError: UseFormSetError<T>,
  options: PlaceOptions = {},
): string[] | null {
  const lines = formErrorLines(error);
  if (!lines || !(error instanceof ValidationError)) return lines;
  const rest: string[] = [];
  let placed = 0;
  for (const line of lines) {
    const parsed = parseValidationLine(line);
    const named = parsed?.context === 'body' ? parsed.segments.join('.') : null;
    const field = named ?? options.fieldOfLine?.(line) ?? null;
    if (field !== null && isField(fields, field)) {
      setError(
        field as Path<T>,
        { type: 'server', message: named !== null && parsed ? parsed.message : line },
        { shouldFocus: placed === 0 },
      );
      placed += 1;
    } else rest.push(line);
  }
  return rest;
}
