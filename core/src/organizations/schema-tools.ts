/**
 * Small pure helpers over the JSON Schemas of this module: the defaults a schema declares, a schema for
 * partial updates (no defaults, nothing required), and the unknown fields of a value (reported instead of
 * silently dropped).
 */
import type { JsonSchema } from './organization-schema.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of a JSON value (core has no structuredClone in its libraries). */
function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cloneJson(v)])) as T;
  }
  return value;
}

function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> | undefined {
  const properties = schema.properties;
  return isRecord(properties) ? (properties as Record<string, JsonSchema>) : undefined;
}

/**
 * The value a schema's defaults make: its own `default` (copied), else for an object the defaults of its
 * properties (properties without any default are left out), else undefined.
 */
export function schemaDefaults(schema: JsonSchema): unknown {
  if ('default' in schema) return cloneJson(schema.default);
  const properties = propertiesOf(schema);
  if (!properties) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    const value = schemaDefaults(property);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * A copy of `schema` for partial updates: no `default` (a validator that fills defaults would otherwise
 * reset omitted settings) and no `required` on objects — except inside array items, which are whole
 * values replaced together.
 */
export function partialSchema(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'default' || key === 'required') continue;
    if (key === 'properties' && isRecord(value)) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, property]) => [name, partialSchema(property as JsonSchema)]),
      );
    } else if (key === 'items' && isRecord(value)) {
      out.items = withoutDefaults(value as JsonSchema);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** A copy of `schema` without any `default`. */
export function withoutDefaults(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'default') continue;
    if (key === 'properties' && isRecord(value)) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, property]) => [name, withoutDefaults(property as JsonSchema)]),
      );
    } else if (key === 'items' && isRecord(value)) {
      out.items = withoutDefaults(value as JsonSchema);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/**
 * Fields of `value` that `schema` does not know, where the schema says `additionalProperties: false`, as
 * Polish messages ("body.invoicing.foo: nieznane pole"). Values of the wrong type are left to
 * the validator.
 */
export function findUnknownFields(schema: JsonSchema, value: unknown, path = 'body'): string[] {
  const problems: string[] = [];
  if (Array.isArray(value) && isRecord(schema.items)) {
    value.forEach((item, index) => {
      problems.push(...findUnknownFields(schema.items as JsonSchema, item, `${path}[${index}]`));
    });
    return problems;
  }
  const properties = propertiesOf(schema);
  if (!isRecord(value) || !properties) return problems;
  for (const [key, item] of Object.entries(value)) {
    const property = properties[key];
    if (property === undefined) {
      if (schema.additionalProperties === false) problems.push(`${path}.${key}: nieznane pole`);
      continue;
    }
    problems.push(...findUnknownFields(property, item, `${path}.${key}`));
  }
  return problems;
}
