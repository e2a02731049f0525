import type { FormFieldDefinition } from '@zapisy/core';
import { isEditable } from './ParticipantField.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The answers the organizer changed, by field name (only these are sent: the server validates them with the
 * kinds' own rules); files, signatures and content blocks are never sent back.
 */
export function changedAnswers(
  fields: readonly FormFieldDefinition[],
  values: Readonly<Record<string, unknown>>,
  saved: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    fields
      .filter((f) => isEditable(f) && !same(values[f.field_name], saved[f.field_name]))
      .map((f) => [f.field_name, values[f.field_name] ?? null]),
  );
}
