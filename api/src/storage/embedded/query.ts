/** Filters: pick candidate documents through `_id` or an index, then test them with mingo. */

import { find as mingoFind, Query } from 'mingo';
import type { Document, Sort } from 'mongodb';
import { compileFilter, type FastTest } from './compiled-filter.js';
import type { IndexState } from './indexes.js';
import {
  compareValues,
  type Doc,
  getPath,
  getPathValues,
  isOperatorObject,
  isPlainObject,
  valueKey,
} from './values.js';
import { CommittedView, type View } from './views.js';

export interface Match {
  key: string;
  doc: Doc;
}

/** Top-level equality conditions (also inside a top-level `$and`) usable for index lookups. */
function equalities(filter: Document, out: Map<string, unknown> = new Map()): Map<string, unknown> {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (part && typeof part === 'object') equalities(part as Document, out);
      continue;
    }
    if (field.startsWith('$')) continue;
    let value: unknown = condition;
    if (isOperatorObject(condition)) {
      const ops = Object.keys(condition);
      if (ops.length !== 1 || ops[0] !== '$eq') continue;
      value = condition.$eq;
    }
    if (Array.isArray(value) || value instanceof RegExp || isOperatorObject(value)) continue;
    if (!out.has(field)) out.set(field, value);
  }
  return out;
}

/** Values an equality fast path can compare by `valueKey` exactly as MongoDB compares them. */
function isSimpleValue(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return true;
    case 'object':
      if (value instanceof Date) return true;
      return (value as { _bsontype?: string } | null)?._bsontype === 'ObjectId';
    default:
      return false;
  }
}

function hasFunction(value: unknown): boolean {
  if (typeof value === 'function') return true;
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(hasFunction);
  return isPlainObject(value) && Object.values(value).some(hasFunction);
}

/** Compiled mingo queries by filter, since compiling costs more than testing a document. */
const queryCache = new Map<string, Query>();
const QUERY_CACHE_SIZE = 500;

function compile(filter: Document): Query {
  if (hasFunction(filter)) return new Query(filter);
  const key = valueKey(filter);
  let query = queryCache.get(key);
  if (query) {
    queryCache.delete(key);
  } else {
    query = new Query(filter);
    if (queryCache.size >= QUERY_CACHE_SIZE) queryCache.delete(queryCache.keys().next().value!);
  }
  queryCache.set(key, query);
  return query;
}

export class CompiledFilter {
  private readonly query: Query | undefined;
  /** The common conditions without mingo (compiled-filter.ts); undefined answers go to `query`. */
  private readonly fast: FastTest | undefined;
  private readonly eq: Map<string, unknown>;
  /** For filters made only of plain equalities: field, expected `valueKey`, expected value. */
  private readonly simple: [string, string, unknown][] | undefined;

  constructor(readonly filter: Document = {}) {
    this.eq = equalities(filter);
    const keys = Object.keys(filter);
    const allSimple =
      keys.length > 0 &&
      keys.every(
        (key) => this.eq.has(key) && isSimpleValue(this.eq.get(key)) && filter[key] === this.eq.get(key),
      );
    this.simple = allSimple
      ? keys.map((key) => [key, valueKey(this.eq.get(key)), this.eq.get(key)])
      : undefined;
    this.query = keys.length === 0 || allSimple ? undefined : compile(filter);
    this.fast = this.query ? compileFilter(filter) : undefined;
  }

  test(doc: Doc): boolean {
    if (this.simple) {
      const simple = this.simple;
      for (let i = 0; i < simple.length; i++) {
        const [field, expected, value] = simple[i]!;
        // Two strings are equal exactly when their value keys are (`s` + the text): no key built per document.
        const own = doc[field];
        if (typeof own === 'string' && typeof value === 'string') {
          if (own !== value) return false;
          continue;
        }
        const values =
          field.includes('.') || Array.isArray(doc[field]) ? getPathValues(doc, field) : [doc[field]];
        if (!values.some((value) => valueKey(value) === expected)) return false;
      }
      return true;
    }
    if (this.fast) {
      const answer = this.fast(doc);
      if (answer !== undefined) return answer;
    }
    return this.query ? this.query.test(doc) : true;
  }

  /** The exact `_id` the filter requires, if any. */
  idEquality(): { value: unknown } | undefined {
    return this.eq.has('_id') ? { value: this.eq.get('_id') } : undefined;
  }

  /**
   * The `_id`s of a top-level `_id: { $in: [...] }` of plain values (the documents a list names), if any:
   * looked up by key instead of testing the whole collection (the Kokpit's six customers among 100,000).
   */
  private idList(): unknown[] | undefined {
    const condition = this.filter._id;
    if (!isOperatorObject(condition) || Object.keys(condition).length !== 1) return undefined;
    const list = condition.$in;
    return Array.isArray(list) && list.every(isSimpleValue) ? list : undefined;
  }

  /** The most selective usable index for the filter's equalities, its key and how many documents it holds. */
  private bestIndex(view: View, coll: string): { index: IndexState; key: string; size: number } | undefined {
    // A unique one, else the one whose bucket for these values holds the fewest documents now (an index on
    // organizationId alone must not win over organizationId + email, nor one on `status` over one on
    // `aggregateKey` when most documents share the status).
    let best: IndexState | undefined;
    let bestSize = Number.POSITIVE_INFINITY;
    for (const index of view.indexes(coll)) {
      const { definition } = index;
      if (definition.sparse || definition.partialFilterExpression) continue;
      if (!index.fields.every((field) => this.eq.has(field))) continue;
      if (definition.unique) {
        best = index;
        bestSize = 1;
        break;
      }
      const size = index.sizeOf(index.keyOfValues(index.fields.map((field) => this.eq.get(field))));
      const better =
        size < bestSize || (size === bestSize && best && index.fields.length > best.fields.length);
      if (!best || better) {
        best = index;
        bestSize = size;
      }
    }
    if (!best) return undefined;
    return {
      index: best,
      key: best.keyOfValues(best.fields.map((field) => this.eq.get(field))),
      size: bestSize,
    };
  }

  private candidateKeys(view: View, coll: string): Iterable<string> {
    const id = this.idEquality();
    if (id) return [valueKey(id.value)];
    const ids = this.idList();
    // In `_id` order, as MongoDB reads them through its `_id` index.
    if (ids) return new Set([...ids].sort(compareValues).map(valueKey));
    const best = this.bestIndex(view, coll);
    return best ? view.candidates(coll, best.index, best.key) : view.keys(coll);
  }

  /** Matching documents in natural order (internal references: copy before handing out). */
  *matches(view: View, coll: string): Generator<Match> {
    // Only a layered view (a transaction's) may name a key twice; the committed one lists each once.
    const seen = view instanceof CommittedView ? null : new Set<string>();
    for (const key of this.candidateKeys(view, coll)) {
      if (seen) {
        if (seen.has(key)) continue;
        seen.add(key);
      }
      const doc = view.get(coll, key);
      if (doc && this.test(doc)) yield { key, doc };
    }
  }

  /** The matching documents in natural order, those `also` accepts too (no match objects made). */
  collect(view: View, coll: string, also: (doc: Doc) => boolean = () => true): Doc[] {
    if (view instanceof CommittedView && !this.idEquality() && !this.idList()) {
      // When the index would name a quarter of the collection or more (one project's participants),
      // reading the documents in order beats looking each one up by key (a report over 100,000).
      const best = this.bestIndex(view, coll);
      if (!best || best.size * 4 >= view.size(coll)) {
        const out: Doc[] = [];
        for (const doc of view.documents(coll)) if (this.test(doc) && also(doc)) out.push(doc);
        return out;
      }
    }
    const seen = view instanceof CommittedView ? null : new Set<string>();
    const out: Doc[] = [];
    for (const key of this.candidateKeys(view, coll)) {
      if (seen) {
        if (seen.has(key)) continue;
        seen.add(key);
      }
      const doc = view.get(coll, key);
      if (doc && this.test(doc) && also(doc)) out.push(doc);
    }
    return out;
  }

  first(view: View, coll: string, sort?: Sort): Match | undefined {
    if (!sort) {
      for (const match of this.matches(view, coll)) return match;
      return undefined;
    }
    const all = [...this.matches(view, coll)];
    return sortMatches(all, sort)[0];
  }
}

export function normalizeSort(sort: Sort): [string, 1 | -1][] {
  const direction = (value: unknown): 1 | -1 => {
    if (value === 1 || value === 'asc' || value === 'ascending') return 1;
    if (value === -1 || value === 'desc' || value === 'descending') return -1;
    throw new Error(`Unsupported sort direction: ${JSON.stringify(value)}`);
  };
  if (typeof sort === 'string') return [[sort, 1]];
  if (sort instanceof Map) return [...sort].map(([field, dir]) => [String(field), direction(dir)]);
  if (Array.isArray(sort)) {
    if (sort.length === 2 && typeof sort[0] === 'string' && !Array.isArray(sort[1]))
      return [[sort[0], direction(sort[1])]];
    return sort.map((part) =>
      typeof part === 'string'
        ? [part, 1]
        : [String((part as unknown[])[0]), direction((part as unknown[])[1])],
    );
  }
  return Object.entries(sort as Document).map(([field, dir]) => [field, direction(dir)]);
}

export function sortMatches<T extends { doc: Doc }>(items: T[], sort: Sort): T[] {
  const spec = normalizeSort(sort);
  return items.sort((a, b) => {
    for (const [field, dir] of spec) {
      const c = compareValues(getPath(a.doc, field), getPath(b.doc, field));
      if (c !== 0) return c * dir;
    }
    return 0;
  });
}

/**
 * A projection of top-level fields only, each 1/true or 0/false (`_id: 0` may join an inclusion), as a
 * plain field list; undefined for anything mingo has to evaluate.
 */
export function simpleProjection(
  projection: Document,
): { include: boolean; fields: Set<string>; id: boolean } | undefined {
  let include: boolean | undefined;
  let id = true;
  let idNamed = false;
  const fields = new Set<string>();
  for (const [field, value] of Object.entries(projection)) {
    if (field.includes('.') || field.startsWith('$')) return undefined;
    const on = value === 1 || value === true;
    if (!on && value !== 0 && value !== false) return undefined;
    if (field === '_id') {
      id = on;
      idNamed = true;
      continue;
    }
    if (include !== undefined && include !== on) return undefined;
    include = on;
    fields.add(field);
  }
  // Only `_id` named: `{ _id: 1 }` includes just it, `{ _id: 0 }` excludes it.
  if (include === undefined) include = id;
  // Exclusions with `_id: 1` named: mingo refuses the mix; let it say so.
  if (!include && idNamed && id) return undefined;
  if (!include && !id) fields.add('_id');
  return { include, fields, id };
}

/**
 * Applies a find projection. Top-level inclusions and exclusions are done here (building mingo's query
 * context for each read cost more than the read), with mingo's exact output: an inclusion lists the
 * document's included fields in its order without undefined values, then `_id`; an exclusion keeps the
 * document's order. Nested values are shared with the input, as with mingo; callers copy.
 */
export function project(docs: Doc[], projection: Document | undefined): Doc[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  const simple = simpleProjection(projection);
  if (!simple) return mingoFind(docs, {}, projection).all() as Doc[];
  const { include, fields, id } = simple;
  return docs.map((doc) => {
    const out: Doc = {};
    if (include) {
      for (const key of Object.keys(doc)) {
        if (key !== '_id' && fields.has(key) && doc[key] !== undefined) out[key] = doc[key];
      }
      if (id && doc._id !== undefined) out._id = doc._id;
    } else {
      for (const key of Object.keys(doc)) if (!fields.has(key)) out[key] = doc[key];
    }
    return out;
  });
}
