/**
 * Query filters of top-level fields with the common conditions (a value, `$eq`, `$ne`, `$in`, `$gt`,
 * `$gte`, `$lt`, `$lte` against a number, string or date, `$type: 'date'`) compiled to closures: mingo's
 * `Query.test` costs a few microseconds a document, which a report over 100,000 documents pays per
 * condition (issue 14). A document whose field holds anything but null, a number, a string, a boolean or a
 * date (an array matches by element, a Long by value, ...) gets `undefined`, and the caller asks mingo.
 */
import type { Document } from 'mongodb';
import { isPlainObject } from './values.js';

/** true / false, or undefined: ask mingo. */
export type FastTest = (doc: Document) => boolean | undefined;

type Operand = number | string | Date | boolean | null;

const isOperand = (value: unknown): value is Operand =>
  value === null ||
  (typeof value === 'number' && !Number.isNaN(value)) ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  value instanceof Date;

/** Field values this file decides for; undefined (missing) included. */
const isPlain = (value: unknown): boolean => value === undefined || isOperand(value);

function equals(value: unknown, operand: Operand): boolean {
  if (operand === null) return value === null || value === undefined;
  if (operand instanceof Date) return value instanceof Date && value.getTime() === operand.getTime();
  return value === operand;
}

/** `value op operand` with MongoDB's type bracketing: only numbers with numbers, strings with strings, dates with dates. */
function ordered(value: unknown, operand: number | string | Date, op: string): boolean {
  let a: number | string;
  let b: number | string;
  if (operand instanceof Date) {
    if (!(value instanceof Date)) return false;
    a = value.getTime();
    b = operand.getTime();
  } else if (typeof operand === 'number') {
    if (typeof value !== 'number') return false;
    a = value;
    b = operand;
  } else {
    if (typeof value !== 'string') return false;
    a = value;
    b = operand;
  }
  switch (op) {
    case '$gt':
      return a > b;
    case '$gte':
      return a >= b;
    case '$lt':
      return a < b;
    default:
      return a <= b;
  }
}

type Condition = (value: unknown) => boolean;

function compileCondition(condition: unknown): Condition | undefined {
  if (isOperand(condition)) return (value) => equals(value, condition);
  if (!isPlainObject(condition)) return undefined;
  const keys = Object.keys(condition);
  if (keys.length === 0 || !keys.every((key) => key.startsWith('$'))) return undefined;
  const parts: Condition[] = [];
  for (const op of keys) {
    const operand = condition[op];
    switch (op) {
      case '$eq':
        if (!isOperand(operand)) return undefined;
        parts.push((value) => equals(value, operand));
        break;
      case '$ne':
        if (!isOperand(operand)) return undefined;
        parts.push((value) => !equals(value, operand));
        break;
      case '$in': {
        if (!Array.isArray(operand) || !operand.every(isOperand)) return undefined;
        const list = operand as Operand[];
        parts.push((value) => list.some((item) => equals(value, item)));
        break;
      }
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        if (!(typeof operand === 'number' || typeof operand === 'string' || operand instanceof Date))
          return undefined;
        parts.push((value) => ordered(value, operand, op));
        break;
      case '$type':
        if (operand !== 'date') return undefined;
        parts.push((value) => value instanceof Date);
        break;
      default:
        return undefined;
    }
  }
  return (value) => parts.every((part) => part(value));
}

/** A closure testing `filter`, or undefined when a field or condition is beyond the cases above. */
export function compileFilter(filter: Document): FastTest | undefined {
  const fields: [string, Condition][] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$') || field.includes('.') || field.length === 0) return undefined;
    const compiled = compileCondition(condition);
    if (!compiled) return undefined;
    fields.push([field, compiled]);
  }
  if (fields.length === 0) return undefined;
  const names = fields.map(([field]) => field);
  const tests = fields.map(([, test]) => test);
  const count = names.length;
  return (doc) => {
    let answer = true;
    for (let i = 0; i < count; i++) {
      const value = doc[names[i]!];
      if (!isPlain(value)) return undefined;
      if (answer && !tests[i]!(value)) answer = false;
    }
    return answer;
  };
}
