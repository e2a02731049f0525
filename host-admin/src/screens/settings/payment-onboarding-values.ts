import { defaultsOf, type FieldSchema, isRecord } from '../../schema-form/schema-utils.js';

/**
 * The form's value without what the admin left blank: '' texts are dropped, so a required one is reported
 * as missing (the server's schema accepts ''), and an optional group left empty (the correspondence address)
 * is dropped instead of failing its own required fields. Required groups and list rows stay.
 */
export function withoutBlanks(schema: FieldSchema, value: unknown, required = true): unknown {
  if (value === '') return undefined;
  if (Array.isArray(value)) return value.map((item) => withoutBlanks(schema.items ?? {}, item, true) ?? {});
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const cleaned = withoutBlanks(
      schema.properties?.[key] ?? {},
      child,
      schema.required?.includes(key) ?? false,
    );
    if (cleaned !== undefined) out[key] = cleaned;
  }
  return Object.keys(out).length > 0 || required ? out : undefined;
}

/** The empty form: the schema's defaults with its groups, without the optional ones. */
export function emptyOnboardingValues(schema: FieldSchema): Record<string, unknown> {
  return (withoutBlanks(schema, defaultsOf(schema) ?? {}) ?? {}) as Record<string, unknown>;
}
