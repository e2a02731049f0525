import { parseValidationLine } from '@zapisy/core';
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
