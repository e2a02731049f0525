/** Write statements (update, replace, upsert, delete) expressed on an Operation. */
import type { Document, Sort } from 'mongodb';
import type { Operation } from './operation.js';
import { CompiledFilter, type Match, sortMatches } from './query.js';
import {
  applyUpdate,
  assertReplacement,
  assertUpdateDocument,
  replaceDocument,
  upsertSeed,
  withId,
} from './update.js';
import { cloneDoc, type Doc, valueKey } from './values.js';

export interface UpdateSpec {
  update?: Document;
  replacement?: Document;
  multi?: boolean;
  upsert?: boolean;
  arrayFilters?: Document[];
  sort?: Sort;
}

export interface UpdateOutcome {
  matched: number;
  modified: number;
  upsertedId?: unknown;
  before?: Doc;
  after?: Doc;
}

function targets(op: Operation, coll: string, filter: CompiledFilter, multi: boolean, sort?: Sort): Match[] {
  if (multi) return [...filter.matches(op.view, coll)];
  const first = filter.first(op.view, coll, sort);
  return first ? [first] : [];
}

export function updateStatement(
  op: Operation,
  coll: string,
  filter: Document,
  spec: UpdateSpec,
): UpdateOutcome {
  if (spec.replacement) assertReplacement(spec.replacement);
  else assertUpdateDocument(spec.update);
  const compiled = new CompiledFilter(filter);
  const found = targets(op, coll, compiled, Boolean(spec.multi), spec.sort);
  if (found.length === 0) {
    if (!spec.upsert) return { matched: 0, modified: 0 };
    const seed = upsertSeed(filter);
    const doc = spec.replacement
      ? withId({ ...(seed._id !== undefined ? { _id: seed._id } : {}), ...cloneDoc(spec.replacement) })
      : withId(applyUpdate(seed, spec.update!, { arrayFilters: spec.arrayFilters, isInsert: true }).doc);
    op.insert(coll, doc);
    return { matched: 0, modified: 0, upsertedId: doc._id, after: doc };
  }
  let modified = 0;
  let after: Doc | undefined;
  for (const { key, doc: before } of found) {
    if (spec.replacement) {
      after = replaceDocument(before, spec.replacement);
      if (valueKey(after) === valueKey(before)) continue;
      op.replace(coll, key, before, after, 'replace');
    } else {
      const result = applyUpdate(before, spec.update!, { arrayFilters: spec.arrayFilters, filter });
      after = result.doc;
      if (!result.modified) continue;
      op.replace(coll, key, before, after, 'update');
    }
    modified++;
  }
  return { matched: found.length, modified, before: found[0]!.doc, after: after ?? found[0]!.doc };
}

export function deleteStatement(
  op: Operation,
  coll: string,
  filter: Document,
  options: { multi?: boolean; sort?: Sort },
): { deleted: number; before?: Doc } {
  const compiled = new CompiledFilter(filter);
  const found = targets(op, coll, compiled, Boolean(options.multi), options.sort);
  for (const { key, doc } of found) op.remove(coll, key, doc);
  return { deleted: found.length, before: found[0]?.doc };
}

export function findStatement(
  view: Operation['view'],
  coll: string,
  filter: Document,
  spec: { sort?: Sort; skip?: number; limit?: number },
): Doc[] {
  const compiled = new CompiledFilter(filter);
  const skip = spec.skip ?? 0;
  const limit = Math.abs(spec.limit ?? 0);
  if (spec.sort) {
    const sorted = sortMatches([...compiled.matches(view, coll)], spec.sort);
    return sorted.slice(skip, limit > 0 ? skip + limit : undefined).map((match) => match.doc);
  }
  const out: Doc[] = [];
  let skipped = 0;
  for (const { doc } of compiled.matches(view, coll)) {
    if (skipped < skip) {
      skipped++;
      continue;
    }
    out.push(doc);
    if (limit > 0 && out.length >= limit) break;
  }
  return out;
}
