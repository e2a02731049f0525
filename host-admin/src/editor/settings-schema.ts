/**
 * The part of a kind's `dataSchema` the editor's settings form can draw: plain values, lists of values
 * and lists of objects with plain values (options). Everything else — json-logic rules, free objects,
 * unknown formats — is left out, because react-page's autoform compiles the schema with a strict Ajv 7
 * (unknown keywords throw) and uniforms cannot draw untyped fields. Rules are edited elsewhere.
 */
const KEPT_KEYWORDS = [
  'type',
  'title',
  'description',
  'enum',
  'default',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniforms',
] as const;
const PLAIN_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function plainTypeOf(schema: Schema): string | null {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return typeof type === 'string' ? type : null;
}

function pick(schema: Schema): Schema {
  const out: Schema = {};
  for (const key of KEPT_KEYWORDS) if (schema[key] !== undefined) out[key] = schema[key];
  const type = plainTypeOf(schema);
  if (type) out.type = type;
  return out;
}

function objectSchema(schema: Schema, nested: boolean): Schema | null {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const kept: Record<string, Schema> = {};
  for (const [name, property] of Object.entries(properties)) {
    const drawn = isSchema(property) ? fieldSchema(property, nested) : null;
    if (drawn) kept[name] = drawn;
  }
  if (Object.keys(kept).length === 0) return null;
  const required = Array.isArray(schema.required) ? schema.required.filter((name) => name in kept) : [];
  return { ...pick(schema), type: 'object', properties: kept, ...(required.length > 0 ? { required } : {}) };
}

function fieldSchema(schema: Schema, nested: boolean): Schema | null {
  const type = plainTypeOf(schema);
  if (type && PLAIN_TYPES.has(type)) return pick(schema);
  if (type === 'array' && isSchema(schema.items)) {
    const items = schema.items;
    const itemType = plainTypeOf(items);
    if (itemType && PLAIN_TYPES.has(itemType)) return { ...pick(schema), items: pick(items) };
    // One level of objects (options [{value, label, price}]); deeper structures are not drawn.
    if (itemType === 'object' && !nested) {
      const item = objectSchema(items, true);
      return item ? { ...pick(schema), items: item } : null;
    }
  }
  return null;
}

/** The settings schema for react-page's autoform, or null when nothing of the cell can be drawn. */
export function settingsSchema(dataSchema: object): Schema | null {
  return isSchema(dataSchema) ? objectSchema(dataSchema, false) : null;
}
