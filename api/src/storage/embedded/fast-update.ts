/**
 * Fast path for the most common updates ($set, $unset, $inc on plain dotted paths): mingo's updater
 * rebuilds its operator context on every call (~150 µs), which would cap counters at a few thousand
 * updates per second. Anything else (positional paths, arrays on the way, other operators) returns
 * false and goes through mingo. `$inc` on a Long stays a Long, as in MongoDB.
 */
import { Long } from 'bson';
import type { Document } from 'mongodb';
import { StoreServerError } from '../errors.js';
import { type Doc, isPlainObject, valueKey } from './values.js';

const FAST_OPERATORS = new Set(['$set', '$unset', '$inc']);

/**
 * The object holding the path's last field, each object on the way copied first: `doc` is a shallow copy
 * of a stored document, whose nested objects the new version shares until they change (copy on write).
 */
function parentOf(doc: Doc, parts: string[], create: boolean): Doc | undefined {
  let current = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const next = current[parts[i]!];
    if (next === undefined && create) current = current[parts[i]!] = {};
    else if (isPlainObject(next)) current = current[parts[i]!] = { ...next };
    else return undefined;
  }
  return current;
}

function increment(current: unknown, by: unknown, path: string): unknown {
  const isNumber = (value: unknown) => typeof value === 'number' || value instanceof Long;
  if (!isNumber(by))
    throw new StoreServerError(
      `Cannot increment with non-numeric argument: {${path}: ${String(by)}}`,
      14,
      'TypeMismatch',
    );
  if (current === undefined) return by;
  if (!isNumber(current))
    throw new StoreServerError(`Cannot apply $inc to a value of non-numeric type`, 14, 'TypeMismatch');
  if (current instanceof Long || by instanceof Long) {
    const bothIntegers = [current, by].every((value) => value instanceof Long || Number.isInteger(value));
    if (bothIntegers)
      return Long.fromValue(current as Long | number).add(Long.fromValue(by as Long | number));
    return Number(current) + Number(by);
  }
  return (current as number) + (by as number);
}

/**
 * Applies the update to `doc` when the fast path covers it (copying every nested object it changes, so
 * `doc` may share them with the stored version); returns whether it was applied, leaving `doc` as it was
 * when not.
 */
export function tryFastUpdate(doc: Doc, update: Document): { modified: boolean } | undefined {
  const paths: string[] = [];
  for (const [operator, fields] of Object.entries(update)) {
    if (!FAST_OPERATORS.has(operator) || !isPlainObject(fields)) return undefined;
    for (const path of Object.keys(fields)) {
      if (path.includes('$') || path === '_id' || path.startsWith('_id.')) return undefined;
      paths.push(path);
    }
  }
  const sorted = [...paths].sort();
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i] === sorted[i - 1] || sorted[i]!.startsWith(`${sorted[i - 1]}.`)) return undefined;
  }
  for (const path of paths) {
    const parts = path.split('.');
    let current: unknown = doc;
    for (const part of parts.slice(0, -1)) {
      current = (current as Doc)[part];
      if (current === undefined) break;
      if (!isPlainObject(current)) return undefined;
    }
  }
  let modified = false;
  for (const [operator, fields] of Object.entries(update) as [string, Doc][]) {
    for (const [path, value] of Object.entries(fields)) {
      const parts = path.split('.');
      const last = parts[parts.length - 1]!;
      const parent = parentOf(doc, parts, operator !== '$unset');
      if (!parent) continue;
      const before = parent[last];
      if (operator === '$unset') {
        if (last in parent) {
          delete parent[last];
          modified = true;
        }
        continue;
      }
      const after = operator === '$inc' ? increment(before, value, path) : value;
      if (before === undefined || valueKey(before) !== valueKey(after)) modified = true;
      parent[last] = after;
    }
  }
  return { modified };
}
