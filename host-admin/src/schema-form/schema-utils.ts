/** Reading the JSON Schemas the forms are drawn from (draft-07 as core writes them). */
export interface FieldSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: readonly unknown[];
  format?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  readOnly?: boolean;
  writeOnly?: boolean;
  properties?: Record<string, FieldSchema>;
  required?: readonly string[];
  items?: FieldSchema;
  anyOf?: readonly FieldSchema[];
  [key: string]: unknown;
}

export function typesOf(schema: FieldSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

/** The first non-null type. */
export function mainType(schema: FieldSchema): string | undefined {
  return typesOf(schema).find((t) => t !== 'null');
}

export function isNullable(schema: FieldSchema): boolean {
  return typesOf(schema).includes('null') || (schema.enum?.includes(null) ?? false);
}

/** A secret integration field: new text, '' to remove, or the `{ set }` marker to keep (organization PATCH). */
export function isSecretSchema(schema: FieldSchema): boolean {
  if (schema.format === 'password' || schema.writeOnly === true) return true;
  return (
    Array.isArray(schema.anyOf) &&
    schema.anyOf.some((s) => s.type === 'string') &&
    schema.anyOf.some((s) => s.type === 'object' && s.properties?.set !== undefined)
  );
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

export function getAt(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isRecord(current)) current = current[key];
    else return undefined;
  }
  return current;
}

/** A copy of `value` with `path` set (undefined removes the key); missing objects are created. */
export function setAt(value: unknown, path: readonly string[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(key)] = setAt(copy[Number(key)], rest, next);
    return copy;
  }
  const copy: Record<string, unknown> = isRecord(value) ? { ...value } : {};
  const child = setAt(copy[key], rest, next);
  if (child === undefined) delete copy[key];
  else copy[key] = child;
  return copy;
}

/** The defaults a schema declares (its own `default`, else its properties' defaults). */
export function defaultsOf(schema: FieldSchema): unknown {
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (!schema.properties) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties)) {
    const value = defaultsOf(property);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** Labels of enum values written in the description as 'value: Label; value2: Label 2' (core's enumOf). */
export function labelsFromDescription(schema: FieldSchema): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof schema.description !== 'string' || !schema.enum) return out;
  for (const part of schema.description.split('; ')) {
    const at = part.indexOf(': ');
    if (at > 0) out[part.slice(0, at)] = part.slice(at + 2);
  }
  return schema.enum.every((v) => typeof v !== 'string' || v in out) ? out : {};
}

/** ISO date-time → the value of <input type="datetime-local"> in local time. */
export function isoToLocalInput(value: unknown): string {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The value of <input type="datetime-local"> → ISO date-time (UTC), or null when empty. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
