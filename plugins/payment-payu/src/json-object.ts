/** Parses a JSON object; anything else (invalid JSON, arrays, scalars) is undefined. */
export { parseJsonObject } from '@zapisy/core';

/** The object at `key`, or undefined. */
export function objectAt(value: Record<string, unknown> | undefined, key: string) {
  const inner = value?.[key];
  return typeof inner === 'object' && inner !== null && !Array.isArray(inner)
    ? (inner as Record<string, unknown>)
    : undefined;
}

/** A string (or a finite number, as PayU sends some ids and amounts either way) at `key`, as text. */
export function textAt(value: Record<string, unknown> | undefined, key: string): string | undefined {
  const inner = value?.[key];
  if (typeof inner === 'string') return inner;
  if (typeof inner === 'number' && Number.isFinite(inner)) return String(inner);
  return undefined;
}
