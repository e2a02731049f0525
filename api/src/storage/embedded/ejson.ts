/**
 * On-disk form of documents: canonical Extended JSON (bson's EJSON, relaxed: false) for every BSON type,
 * except that a plain JavaScript number stays a JSON number. Canonical EJSON would write 2**40 as
 * {$numberLong} and read it back as a Long; this way a number comes back a number and a Long a Long.
 */
import { BSONRegExp, type Document, EJSON, type Int32 } from 'bson';
import { isPlainObject } from './values.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function encodeNumber(value: number): Json {
  if (Number.isFinite(value) && !Object.is(value, -0)) return value;
  return { $numberDouble: Object.is(value, -0) ? '-0.0' : String(value) };
}

export function encodeValue(value: unknown): Json {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return encodeNumber(value);
    case 'bigint':
      return { $numberLong: value.toString() };
    case 'object':
      break;
    default:
      throw new TypeError(`Cannot store a value of type ${typeof value}`);
  }
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value instanceof Date) return { $date: { $numberLong: String(value.getTime()) } };
  if (isPlainObject(value)) {
    const out: { [key: string]: Json } = {};
    for (const key of Object.keys(value)) {
      const item = value[key];
      if (item !== undefined) out[key] = encodeValue(item);
    }
    return out;
  }
  const bsonType = (value as { _bsontype?: string })._bsontype;
  if (bsonType === 'Int32' || bsonType === 'Double') return encodeNumber((value as Int32).valueOf());
  return EJSON.serialize(value, { relaxed: false }) as Json;
}

function isWrapper(value: { [key: string]: unknown }): boolean {
  for (const key in value) return key.startsWith('$');
  return false;
}

export function decodeValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(decodeValue);
  const record = value as { [key: string]: unknown };
  if (isWrapper(record)) {
    if (typeof record.$numberDouble === 'string') return Number(record.$numberDouble);
    const decoded = EJSON.deserialize(record as Document, { relaxed: false });
    if (decoded instanceof BSONRegExp)
      return new RegExp(decoded.pattern, decoded.options.replace(/[^gimsuy]/g, ''));
    const bsonType = (decoded as { _bsontype?: string } | null)?._bsontype;
    if (bsonType === 'Int32' || bsonType === 'Double') return (decoded as Int32).valueOf();
    return decoded;
  }
  const out: Document = {};
  for (const key of Object.keys(record)) out[key] = decodeValue(record[key]);
  return out;
}

/** Same output as `JSON.stringify(encodeValue(value))`, in one pass without the intermediate tree. */
export function toJson(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0)
        ? String(value)
        : JSON.stringify(encodeNumber(value));
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return 'null';
    case 'object':
      break;
    default:
      return JSON.stringify(encodeValue(value));
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + toJson(value[i]);
    return `${out}]`;
  }
  if (value instanceof Date) return `{"$date":{"$numberLong":"${value.getTime()}"}}`;
  if (!isPlainObject(value)) return JSON.stringify(encodeValue(value));
  let out = '{';
  let first = true;
  for (const key in value) {
    const item = value[key];
    if (item === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(key)}:${toJson(item)}`;
    first = false;
  }
  return `${out}}`;
}
export const fromJson = (text: string): unknown => decodeValue(JSON.parse(text));
