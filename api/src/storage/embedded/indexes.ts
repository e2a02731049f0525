/** Secondary indexes: definitions, key extraction (multikey, sparse, partial) and the key → ids maps. */
import { Query } from 'mingo';
import type { Document, IndexSpecification } from 'mongodb';
import type { StoreCreateIndexOptions } from '../port.js';
import { type Doc, getPathValues, valueKey } from './values.js';

export interface IndexDefinition {
  name: string;
  key: Record<string, 1 | -1>;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
}

function toDirection(field: string, value: unknown): 1 | -1 {
  if (value === 1 || value === -1) return value;
  throw new Error(`Embedded store supports only 1 / -1 index keys (field '${field}': ${String(value)})`);
}

export function normalizeIndex(
  spec: IndexSpecification,
  options: StoreCreateIndexOptions = {},
): IndexDefinition {
  const key: Record<string, 1 | -1> = {};
  const add = (part: unknown): void => {
    if (typeof part === 'string') key[part] = 1;
    else if (Array.isArray(part) && typeof part[0] === 'string' && part.length === 2)
      key[part[0]] = toDirection(part[0], part[1]);
    else if (Array.isArray(part)) for (const item of part) add(item);
    else if (part instanceof Map)
      for (const [field, dir] of part) key[String(field)] = toDirection(String(field), dir);
    else if (part && typeof part === 'object')
      for (const [field, dir] of Object.entries(part)) key[field] = toDirection(field, dir);
  };
  add(spec);
  if (Object.keys(key).length === 0) throw new Error('Index specification names no field');
  const name =
    options.name ??
    Object.entries(key)
      .map(([field, dir]) => `${field}_${dir}`)
      .join('_');
  const definition: IndexDefinition = { name, key };
  if (options.unique) definition.unique = true;
  if (options.sparse) definition.sparse = true;
  if (options.partialFilterExpression) definition.partialFilterExpression = options.partialFilterExpression;
  return definition;
}

export function sameDefinition(a: IndexDefinition, b: IndexDefinition): boolean {
  return (
    valueKey(a.key) === valueKey(b.key) &&
    Boolean(a.unique) === Boolean(b.unique) &&
    Boolean(a.sparse) === Boolean(b.sparse) &&
    valueKey(a.partialFilterExpression ?? null) === valueKey(b.partialFilterExpression ?? null)
  );
}

export class IndexState {
  readonly fields: string[];
  /** index key → document keys (`valueKey(_id)`) */
  readonly entries = new Map<string, Set<string>>();
  private readonly partial: Query | undefined;
  /** Set for the common case (one top-level field, not sparse or partial) that has a fast path. */
  private readonly simpleField: string | undefined;
  /** Every field top-level and the index neither sparse nor partial: a key is the fields' values joined. */
  private readonly plainFields: boolean;

  constructor(readonly definition: IndexDefinition) {
    this.fields = Object.keys(definition.key);
    const [only] = this.fields;
    const topLevel = this.fields.every((field) => !field.includes('.'));
    this.plainFields = topLevel && !definition.sparse && !definition.partialFilterExpression;
    this.simpleField = this.plainFields && this.fields.length === 1 ? only : undefined;
    this.partial = definition.partialFilterExpression
      ? new Query(definition.partialFilterExpression)
      : undefined;
  }

  /** The index keys of a document; empty when sparse or partial leave it out. Missing fields index as null. */
  keysOf(doc: Doc): string[] {
    if (this.simpleField !== undefined) {
      const value = doc[this.simpleField];
      if (!Array.isArray(value)) return [valueKey(value)];
    } else if (this.plainFields) {
      const parts: string[] = [];
      for (const field of this.fields) {
        const value = doc[field];
        if (Array.isArray(value)) break;
        parts.push(valueKey(value));
      }
      if (parts.length === this.fields.length) return [parts.join('|')];
    }
    if (this.partial && !this.partial.test(doc)) return [];
    const perField = this.fields.map((field) => getPathValues(doc, field));
    if (this.definition.sparse && perField.every((values) => values.length === 1 && values[0] === undefined))
      return [];
    let keys = [''];
    for (const values of perField) {
      const distinct = [...new Set(values.map(valueKey))];
      keys = keys.flatMap((prefix) => distinct.map((key) => (prefix ? `${prefix}|${key}` : key)));
    }
    return keys;
  }

  /**
   * Whether `after` has exactly the index keys of `before` (so neither the index nor a unique check has
   * anything to do). Plain top-level values that are the same (===) are compared without building keys.
   */
  unchanged(before: Doc, after: Doc): boolean {
    if (this.plainFields) {
      let same = true;
      for (const field of this.fields) {
        const a = before[field];
        if (a === after[field] && (a === null || typeof a !== 'object')) continue;
        same = false;
        break;
      }
      if (same) return true;
    }
    const old = this.keysOf(before);
    const now = this.keysOf(after);
    return old.length === now.length && old.every((key, i) => key === now[i]);
  }

  /** The key of an equality lookup on every field of the index, as the planner builds it. */
  keyOfValues(values: unknown[]): string {
    return values.map(valueKey).join('|');
  }

  add(docKey: string, doc: Doc): void {
    for (const key of this.keysOf(doc)) {
      let ids = this.entries.get(key);
      if (!ids) {
        ids = new Set();
        this.entries.set(key, ids);
      }
      ids.add(docKey);
    }
  }

  remove(docKey: string, doc: Doc): void {
    for (const key of this.keysOf(doc)) {
      const ids = this.entries.get(key);
      if (!ids) continue;
      ids.delete(docKey);
      if (ids.size === 0) this.entries.delete(key);
    }
  }

  lookup(key: string): Iterable<string> {
    return this.entries.get(key) ?? [];
  }

  /** How many committed documents hold `key` (the planner's measure of selectivity). */
  sizeOf(key: string): number {
    return this.entries.get(key)?.size ?? 0;
  }

  /** Field values of a document for the E11000 message (`keyValue`). */
  keyValueOf(doc: Doc): Document {
    const out: Document = {};
    for (const field of this.fields) out[field] = getPathValues(doc, field)[0] ?? null;
    return out;
  }
}
