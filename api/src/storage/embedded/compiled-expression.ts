/**
 * Aggregation expressions compiled to closures, for the operators reports use: field paths, literals,
 * `$ifNull`, `$add`, `$cond`, comparisons, `$and`/`$or`/`$not`, `$in`, `$size`, `$setIntersection` and
 * `$dateToString` ('%Y-%m-%d', UTC or a named zone). mingo walks an expression tree for every document
 * (about 10 µs a `$sum` of a `$cond`); a closure takes a fraction of that.
 *
 * `compileExpression` returns undefined for anything else, and the whole pipeline then runs in mingo. A
 * value at run time that MongoDB would treat in a way not written here (a Long in `$add`, a non-array in
 * `$size`, ...) throws `NotCompiled`, and the pipeline is run again in mingo: the compiled path answers
 * exactly what mingo answers, or steps aside. MongoDB's semantics where mingo's differ: a missing value
 * compares below null and is not equal to it, and a missing group key is null.
 */
import type { Document } from 'mongodb';
import { compareValues, type Doc, isPlainObject, valueKey } from './values.js';
import { NAMED_ZONE, utcDayText, zoneDayText } from './zone-offset.js';

export type Compiled = (doc: Doc) => unknown;

/** Thrown at run time when a value needs more than the compiled operators do. */
export class NotCompiled extends Error {}

const notCompiled = (): never => {
  throw new NotCompiled();
};

/** Values the comparisons below order exactly like MongoDB. */
function isSimple(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    typeof value === 'number' ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    value instanceof Date
  );
}

/** MongoDB's order of aggregation values, with a missing value first (below null). */
function compare(a: unknown, b: unknown): number {
  if (!isSimple(a) || !isSimple(b)) notCompiled();
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? -1 : 1;
  return compareValues(a, b);
}

/** Aggregation truthiness: false, null, missing and 0 are false. */
export const truthy = (value: unknown): boolean =>
  !(value === false || value === null || value === undefined || value === 0);

const COMPARISONS: Record<string, (c: number) => boolean> = {
  $eq: (c) => c === 0,
  $ne: (c) => c !== 0,
  $lt: (c) => c < 0,
  $lte: (c) => c <= 0,
  $gt: (c) => c > 0,
  $gte: (c) => c >= 0,
};

function args(spec: unknown, count: number): Compiled[] | undefined {
  if (!Array.isArray(spec) || spec.length !== count) return undefined;
  const compiled = spec.map(compileExpression);
  return compiled.every((c): c is Compiled => c !== undefined) ? compiled : undefined;
}

function compileOperator(name: string, spec: unknown): Compiled | undefined {
  const comparison = COMPARISONS[name];
  if (comparison) {
    const [a, b] = args(spec, 2) ?? [];
    return a && b ? (doc) => comparison(compare(a(doc), b(doc))) : undefined;
  }
  switch (name) {
    case '$literal':
      return () => spec;
    case '$ifNull': {
      const parts = Array.isArray(spec) && spec.length >= 2 ? args(spec, spec.length) : undefined;
      if (!parts) return undefined;
      return (doc) => {
        for (let i = 0; i < parts.length - 1; i++) {
          const value = parts[i]!(doc);
          if (value !== null && value !== undefined) return value;
        }
        return parts[parts.length - 1]!(doc);
      };
    }
    case '$add': {
      const parts = Array.isArray(spec) ? args(spec, spec.length) : undefined;
      if (!parts) return undefined;
      return (doc) => {
        let sum = 0;
        for (const part of parts) {
          const value = part(doc);
          if (value === null || value === undefined) return null;
          if (typeof value !== 'number') notCompiled();
          sum += value as number;
        }
        return sum;
      };
    }
    case '$cond': {
      const parts = Array.isArray(spec)
        ? args(spec, 3)
        : isPlainObject(spec)
          ? args([spec.if, spec.then, spec.else], 3)
          : undefined;
      if (!parts) return undefined;
      const [test, then, otherwise] = parts as [Compiled, Compiled, Compiled];
      return (doc) => (truthy(test(doc)) ? then(doc) : otherwise(doc));
    }
    case '$and':
    case '$or': {
      const parts = Array.isArray(spec) ? args(spec, spec.length) : args([spec], 1);
      if (!parts) return undefined;
      return name === '$and'
        ? (doc) => parts.every((part) => truthy(part(doc)))
        : (doc) => parts.some((part) => truthy(part(doc)));
    }
    case '$not': {
      const [part] = args(Array.isArray(spec) ? spec : [spec], 1) ?? [];
      return part ? (doc) => !truthy(part(doc)) : undefined;
    }
    case '$in': {
      const [value, list] = args(spec, 2) ?? [];
      if (!value || !list) return undefined;
      return (doc) => {
        const items = list(doc);
        if (!Array.isArray(items)) return notCompiled();
        const wanted = value(doc);
        if (!isSimple(wanted)) notCompiled();
        return items.some((item) => isSimple(item) && compare(item, wanted) === 0);
      };
    }
    case '$size': {
      const [part] = args(Array.isArray(spec) ? spec : [spec], 1) ?? [];
      if (!part) return undefined;
      return (doc) => {
        const value = part(doc);
        return Array.isArray(value) ? value.length : notCompiled();
      };
    }
    case '$setIntersection': {
      const parts = Array.isArray(spec) && spec.length > 0 ? args(spec, spec.length) : undefined;
      if (!parts) return undefined;
      // A literal list (['amount-mismatch']) is keyed once, not for every document.
      const literal = (spec as unknown[]).map((part) =>
        Array.isArray(part) &&
        part.every(
          (item) =>
            typeof item === 'number' ||
            typeof item === 'boolean' ||
            (typeof item === 'string' && !item.startsWith('$')),
        )
          ? new Set(part.map(valueKey))
          : undefined,
      );
      return (doc) => {
        const sets = parts.map((part) => part(doc));
        if (sets.some((set) => set === null || set === undefined)) return null;
        if (!sets.every((set) => Array.isArray(set) && set.every(isSimple))) notCompiled();
        const [first, ...others] = sets as unknown[][];
        const keys = others.map((set, i) => literal[i + 1] ?? new Set(set.map(valueKey)));
        const seen = new Set<string>();
        const out: unknown[] = [];
        for (const item of first!) {
          const key = valueKey(item);
          if (seen.has(key) || !keys.every((set) => set.has(key))) continue;
          seen.add(key);
          out.push(item);
        }
        return out;
      };
    }
    case '$dateToString': {
      if (!isPlainObject(spec) || spec.format !== '%Y-%m-%d' || spec.onNull !== undefined) return undefined;
      const zone = spec.timezone;
      if (zone !== undefined && (typeof zone !== 'string' || !NAMED_ZONE.test(zone))) return undefined;
      const date = compileExpression(spec.date);
      if (!date) return undefined;
      return (doc) => {
        const value = date(doc);
        if (value === null || value === undefined) return null;
        if (!(value instanceof Date) || Number.isNaN(value.getTime())) return notCompiled();
        return zone === undefined ? utcDayText(value) : zoneDayText(zone as string, value);
      };
    }
    default:
      return undefined;
  }
}

/** A closure computing `expression` for a document, or undefined when an operator is not compiled. */
export function compileExpression(expression: unknown): Compiled | undefined {
  if (typeof expression === 'string') {
    if (!expression.startsWith('$')) return () => expression;
    const field = expression.slice(1);
    // Dotted paths (arrays on the way) and variables stay with mingo.
    if (field.length === 0 || field.includes('.') || field.startsWith('$')) return undefined;
    return (doc) => doc[field];
  }
  if (
    expression === null ||
    typeof expression === 'number' ||
    typeof expression === 'boolean' ||
    expression instanceof Date
  )
    return () => expression;
  if (Array.isArray(expression)) {
    const parts = args(expression, expression.length);
    return parts ? (doc) => parts.map((part) => part(doc)) : undefined;
  }
  if (!isPlainObject(expression)) return undefined;
  const keys = Object.keys(expression);
  if (keys.length === 1 && keys[0]!.startsWith('$')) return compileOperator(keys[0]!, expression[keys[0]!]);
  if (keys.some((key) => key.startsWith('$') || key.includes('.'))) return undefined;
  const fields = keys.map((key) => [key, compileExpression((expression as Document)[key])] as const);
  if (fields.some(([, compiled]) => !compiled)) return undefined;
  return (doc) => {
    const out: Doc = {};
    for (const [key, compiled] of fields) {
      const value = compiled!(doc);
      if (value !== undefined) out[key] = value;
    }
    return out;
  };
}
