import { GROSZE_UNIT } from '../schemas/ui-hints.js';

/**
 * Building blocks of the project JSON Schemas (draft-07, as Ajv in Fastify reads them). Every property
 * carries a Polish `title` (the admin draws its forms from these schemas) and, for settings, a `default`.
 */

/** Spec second document §3: a project's domain is its subdomain label and path prefix. */
export const PROJECT_DOMAIN_PATTERN = '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$';
export const PROJECT_DOMAIN_REGEXP = new RegExp(PROJECT_DOMAIN_PATTERN);

/** Empty, or an e-mail address. */
const EMAIL_OR_EMPTY = '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** Empty, or an http(s) URL. */
const URL_OR_EMPTY = '^$|^https?://[^\\s]+$';

export function bool(title: string, value: boolean) {
  return { type: 'boolean', title, default: value } as const;
}

export function text(title: string, value: string, maxLength = 500) {
  return { type: 'string', title, maxLength, default: value } as const;
}

export function int(title: string, value: number, minimum: number, maximum: number) {
  return { type: 'integer', title, minimum, maximum, default: value } as const;
}

export function num(title: string, value: number, minimum: number, maximum: number) {
  return { type: 'number', title, minimum, maximum, default: value } as const;
}

export function choice<const T extends readonly string[]>(title: string, values: T, value: T[number]) {
  return { type: 'string', title, enum: values, default: value } as const;
}

/** An ISO 8601 date-time or null ("open-ended if unset"). */
export function date(title: string) {
  return { type: ['string', 'null'], format: 'date-time', title, default: null } as const;
}

export function email(title: string) {
  return { type: 'string', title, maxLength: 254, pattern: EMAIL_OR_EMPTY, default: '' } as const;
}

export function url(title: string) {
  return { type: 'string', title, maxLength: 2000, pattern: URL_OR_EMPTY, default: '' } as const;
}

/** Money in grosze (integer), non-negative; a form edits it in złote (`x-unit: 'grosze'`). */
export function grosze(title: string, value: number) {
  return {
    type: 'integer',
    title,
    minimum: 0,
    maximum: 100_000_000_000,
    default: value,
    ...GROSZE_UNIT,
  } as const;
}

/**
 * An enumeration with Polish labels in the description ('value: Label; …', as `enumOf` of the organization
 * schemas writes them), so a form shows the labels and never the stored values.
 */
export function labelledChoice<const T extends readonly (string | number)[]>(
  title: string,
  values: T,
  labels: Readonly<Record<T[number], string>>,
  value: T[number],
) {
  const description = values.map((v) => `${v}: ${labels[v as T[number]]}`).join('; ');
  return {
    type: typeof value === 'number' ? 'integer' : 'string',
    title,
    enum: values,
    default: value,
    description,
  } as const;
}

/**
 * A closed object: every listed property is required (the admin always sends the whole group) and anything
 * else is an unknown field. The group's own `default` is built from its properties' defaults.
 */
export function group<const P extends Record<string, object>>(title: string, properties: P) {
  return {
    type: 'object',
    title,
    additionalProperties: false,
    required: Object.keys(properties) as (keyof P & string)[],
    properties,
    default: defaultsOf(properties),
  } as const;
}

/** The object made of the properties' `default`s (each group's schema default). */
export function defaultsOf(properties: Readonly<Record<string, object>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(properties)) {
    const value = (schema as { default?: unknown }).default;
    if (value !== undefined) out[key] = cloneJson(value);
  }
  return out;
}

/** A deep copy of a JSON value (defaults are plain JSON). */
export function cloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
