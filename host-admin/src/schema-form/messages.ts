import { errorSegments, polishValidationMessage } from '@zapisy/core';
import type { ErrorObject } from 'ajv';

/** '/event/name' + missing 'x' → 'event.name.x' (the form's field paths). */
export function errorPath(error: ErrorObject): string {
  return errorSegments(error).join('.');
}

/** The Polish message of one Ajv error: core's, the one the server's 400 list uses too. */
export function errorText(error: ErrorObject): string {
  return polishValidationMessage(error);
}

/** Field path → its messages (a union type gives one error per branch: keep the first per field). */
export function errorsByPath(errors: readonly ErrorObject[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const path = errorPath(error);
    const text = errorText(error);
    const list = out[path] ?? [];
    if (!list.includes(text)) list.push(text);
    out[path] = list;
  }
  return out;
}
