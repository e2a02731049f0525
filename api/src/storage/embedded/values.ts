/** Value helpers for BSON-typed documents held in memory: copying, comparing, keying and path access. */
import { Binary, type Document } from 'bson';

export type Doc = Document;

const plainProto = Object.prototype;

function isPlainObject(value: unknown): value is Doc {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === plainProto || proto === null;
}

/**
 * Deep copy that keeps BSON value types. ObjectId, Long, Decimal128 and Timestamp are immutable and
 * shared; Date and Binary are mutable and copied.
 */
export function cloneValue<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneValue) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (value instanceof Binary) return new Binary(Buffer.from(value.buffer), value.sub_type) as T;
  if (isPlainObject(value)) {
    const out: Doc = {};
    for (const key of Object.keys(value)) out[key] = cloneValue((value as Doc)[key]);
    return out as T;
  }
  return value;
}

export const cloneDoc = <T extends Doc>(doc: T): T => cloneValue(doc);

/** MongoDB's cross-type sort order (numbers < strings < objects < arrays < binData < ObjectId < ...). */
function typeRank(value: unknown): number {
  if (value === undefined || value === null) return 1;
  if (typeof value === 'number' || typeof value === 'bigint') return 2;
  if (typeof value === 'string') return 3;
  if (typeof value === 'boolean') return 8;
  if (value instanceof Date) return 9;
  if (value instanceof RegExp) return 11;
  if (Array.isArray(value)) return 5;
  const bsonType = (value as { _bsontype?: string })._bsontype;
  switch (bsonType) {
    case 'Long':
    case 'Int32':
    case 'Double':
    case 'Decimal128':
      return 2;
    case 'Binary':
      return 6;
    case 'ObjectId':
      return 7;
    case 'Timestamp':
      return 10;
    case 'MinKey':
      return 0;
    case 'MaxKey':
      return 12;
    default:
      return 4;
  }
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return Number((value as { toString(): string }).toString());
}

export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 1:
      return 0;
    case 2: {
      const x = toNumber(a);
      const y = toNumber(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 3:
      return a === b ? 0 : (a as string) < (b as string) ? -1 : 1;
    case 8:
      return a === b ? 0 : a ? 1 : -1;
    case 9:
      return Math.sign((a as Date).getTime() - (b as Date).getTime());
    case 5: {
      const x = a as unknown[];
      const y = b as unknown[];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const c = compareValues(x[i], y[i]);
        if (c !== 0) return c;
      }
      return Math.sign(x.length - y.length);
    }
    case 4: {
      const x = Object.entries(a as Doc);
      const y = Object.entries(b as Doc);
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const [kx, vx] = x[i]!;
        const [ky, vy] = y[i]!;
        const c = compareValues(vx, vy) || (kx === ky ? 0 : kx < ky ? -1 : 1);
        if (c !== 0) return c;
      }
      return Math.sign(x.length - y.length);
    }
    default: {
      const x = String(a);
      const y = String(b);
      return x === y ? 0 : x < y ? -1 : 1;
    }
  }
}

/**
 * Canonical string for equality in indexes and for `_id` lookups: equal BSON values give equal keys,
 * and 1, 1.0 and Long(1) are the same key as they are in MongoDB.
 */
export function valueKey(value: unknown): string {
  if (value === undefined || value === null) return 'z';
  switch (typeof value) {
    case 'string':
      return `s${value}`;
    case 'number':
      return `n${value}`;
    case 'bigint':
      return `n${value}`;
    case 'boolean':
      return value ? 'bt' : 'bf';
  }
  if (value instanceof Date) return `d${value.getTime()}`;
  if (Array.isArray(value)) return `a[${value.map(valueKey).join(',')}]`;
  const bsonType = (value as { _bsontype?: string })._bsontype;
  switch (bsonType) {
    case 'ObjectId':
      return `o${(value as { toHexString(): string }).toHexString()}`;
    case 'Long':
    case 'Int32':
    case 'Double':
      return `n${toNumber(value)}`;
    case 'Decimal128':
      return `m${String(value)}`;
    case 'Binary': {
      const bin = value as Binary;
      return `x${bin.sub_type}:${Buffer.from(bin.buffer).toString('base64')}`;
    }
    case undefined:
      break;
    default:
      return `${bsonType}:${String(value)}`;
  }
  if (value instanceof RegExp) return `r${String(value)}`;
  const parts = Object.keys(value as Doc).map(
    (key) => `${JSON.stringify(key)}:${valueKey((value as Doc)[key])}`,
  );
  return `{${parts.join(',')}}`;
}

/** Reads a dotted path; `undefined` when any segment is missing. Array segments are not expanded. */
export function getPath(doc: Doc, path: string): unknown {
  if (!path.includes('.')) return doc[path];
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Doc)[part];
  }
  return current;
}

/** Values a path reaches, expanding arrays on the way like a multikey index does. */
export function getPathValues(doc: Doc, path: string): unknown[] {
  const parts = path.split('.');
  let current: unknown[] = [doc];
  for (const part of parts) {
    const next: unknown[] = [];
    for (const value of current) {
      if (Array.isArray(value) && !/^\d+$/.test(part)) {
        for (const item of value) {
          if (item !== null && typeof item === 'object' && !Array.isArray(item))
            next.push((item as Doc)[part]);
        }
      } else if (value !== null && typeof value === 'object') {
        next.push((value as Doc)[part]);
      }
    }
    current = next;
  }
  const out: unknown[] = [];
  for (const value of current) {
    if (Array.isArray(value)) out.push(...(value.length > 0 ? value : [undefined]));
    else out.push(value);
  }
  return out.length > 0 ? out : [undefined];
}

export function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let current = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i]!;
    const next = current[part];
    if (next === null || typeof next !== 'object') current[part] = {};
    current = current[part] as Doc;
  }
  current[parts[parts.length - 1]!] = value;
}

export function isOperatorObject(value: unknown): value is Doc {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key.startsWith('$'));
}

export { isPlainObject };
