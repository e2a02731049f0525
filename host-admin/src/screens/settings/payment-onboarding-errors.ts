import { BusinessError, HttpError, ValidationError } from '@zapisy/core';
import type { FieldSchema } from '../../schema-form/schema-utils.js';

/** What a failed registration shows with the form: lines above the button, messages under the fields. */
export interface OnboardingProblems {
  lines: string[];
  /** Form field path ('contactPerson.phoneNumber', 'representatives.0.pesel') → messages. */
  fields: Record<string, string[]>;
}

/** 'body.contactPerson.phoneNumber: …', 'body.representatives[0].pesel: …' or the client's 'address.city: …'. */
const PATH_PREFIXED = /^(?:body\.)?([A-Za-z_$][\w$]*(?:\.[\w$]+|\[\d+\])*): (.+)$/s;

/** The field's labels from the top ('Osoba kontaktowa › Telefon (9 cyfr)'); null when the schema has no such field. */
export function fieldLabelAt(schema: FieldSchema, path: readonly string[]): string | null {
  const labels: string[] = [];
  let at: FieldSchema | undefined = schema;
  for (const [index, key] of path.entries()) {
    if (/^\d+$/.test(key) && at?.items) {
      at = at.items;
      labels.push(`${at.title ?? 'Pozycja'} ${Number(key) + 1}`);
    } else {
      at = at?.properties?.[key];
      if (!at) return null;
      // A list's rows name themselves ('Reprezentant 1'); the list is named only for its own messages.
      if (!at.items || index === path.length - 1) labels.push(at.title ?? key);
    }
  }
  return labels.length > 0 ? labels.join(' › ') : null;
}

/**
 * Messages that start with a field path (the server's 400 list, the client's schema check) placed under
 * their fields and listed with the field's label; any other message is listed as it came.
 */
export function problemsFromMessages(schema: FieldSchema, messages: readonly string[]): OnboardingProblems {
  const problems: OnboardingProblems = { lines: [], fields: {} };
  for (const message of messages) {
    const match = PATH_PREFIXED.exec(message);
    const path = match?.[1]?.replace(/\[(\d+)\]/g, '.$1').split('.') ?? [];
    const label = match ? fieldLabelAt(schema, path) : null;
    const text = match?.[2];
    if (!label || text === undefined) {
      problems.lines.push(message);
      continue;
    }
    const key = path.join('.');
    problems.fields[key] = [...(problems.fields[key] ?? []), text];
    problems.lines.push(`${label}: ${text}`);
  }
  return problems;
}

/**
 * The problems the form shows itself for a failed registration: the 400 list, the 409 refusal (already
 * registered, refused by the gateway, incomplete partner account), the 503 gateway outage and 404 unknown
 * provider. Null for anything the admin's global handling takes (session, permissions, timeouts).
 */
export function registrationProblems(schema: FieldSchema, error: unknown): OnboardingProblems | null {
  if (error instanceof ValidationError)
    return problemsFromMessages(schema, error.errors.length > 0 ? error.errors : [error.message]);
  if (error instanceof BusinessError) return { lines: [error.message], fields: {} };
  if (error instanceof HttpError && (error.status === 503 || error.status === 404))
    return { lines: [error.message], fields: {} };
  return null;
}
