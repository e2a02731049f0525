import { parseValidationLine, ValidationError } from '@zapisy/core';
import { formErrorLines } from '../../forms/server-errors.js';
import type { IntegrationValues } from './integration-form-schema.js';

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The groups with a field whose value differs from the loaded one (only those are sent). */
export function changedGroups(before: IntegrationValues, after: IntegrationValues): IntegrationValues {
  return Object.fromEntries(
    Object.entries(after).filter(([group, values]) => {
      const loaded = before[group] ?? {};
      const names = new Set([...Object.keys(loaded), ...Object.keys(values)]);
      return [...names].some((name) => !sameValue(loaded[name], values[name]));
    }),
  );
}

/**
 * A line of the server's 400 list about `<prefix>.<group>.<field>` of the body (e.g. prefix
 * ['integrations', 'accounts']): the form's 'group.field' path and the message; null for any other line.
 */
export function groupFieldOf(
  line: string,
  prefix: readonly string[],
): { path: string; message: string } | null {
  const parsed = parseValidationLine(line);
  if (parsed?.context !== 'body') return null;
  const head = parsed.segments.slice(0, prefix.length);
  const rest = parsed.segments.slice(prefix.length);
  if (head.join('.') !== prefix.join('.') || rest.length !== 2) return null;
  return { path: rest.join('.'), message: parsed.message };
}

export interface ChangedGroupsSave {
  initial: IntegrationValues;
  current: IntegrationValues;
  /** Where the groups sit in the request body, for mapping the server's 400 lines onto fields. */
  prefix: readonly string[];
  save: (changed: IntegrationValues) => Promise<unknown>;
  /** Puts a server message under the form's 'group.field'. */
  setFieldError: (path: string, message: string) => void;
  /** The lines shown above the form ([] clears them). */
  setProblems: (lines: string[]) => void;
  /** An error that is not a 400/409 list (network, 403, 504): the app's error handling. */
  onOtherError: (error: unknown) => void;
}

/**
 * Saves only the changed groups of an integrations form; a 400 line about a field lands under that field,
 * the rest above the form.
 */
export async function saveChangedGroups(input: ChangedGroupsSave): Promise<void> {
  const changed = changedGroups(input.initial, input.current);
  if (Object.keys(changed).length === 0) {
    input.setProblems(['Brak zmian do zapisania.']);
    return;
  }
  input.setProblems([]);
  try {
    await input.save(changed);
  } catch (error) {
    const lines = formErrorLines(error);
    if (!lines) return input.onOtherError(error);
    if (!(error instanceof ValidationError)) return input.setProblems(lines);
    const rest: string[] = [];
    for (const line of lines) {
      const field = groupFieldOf(line, input.prefix);
      if (field) input.setFieldError(field.path, field.message);
      else rest.push(line);
    }
    input.setProblems(rest);
  }
}
