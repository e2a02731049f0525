/**
 * Reading pipelines run without mingo where every stage is one of: `$match` (the engine's compiled filter),
 * a plain `$project`, `$group` whose key and `$sum` accumulators compile (compiled-expression.ts),
 * `$sort` (the engine's find order; followed by `$limit`, the first n are kept without sorting the rest),
 * `$limit`, `$skip`, `$count` and `$facet` of such branches. The documents are the stored ones and are
 * never written to; the caller copies the output. `compilePipeline` returns undefined when a stage does
 * not compile, and a compiled run may throw `NotCompiled` (a value it does not handle): mingo runs then.
 */
import type { Document } from 'mongodb';
import { type Compiled, compileExpression, NotCompiled } from './compiled-expression.js';
import { CompiledFilter, normalizeSort, project, simpleProjection } from './query.js';
import { compareValues, type Doc, getPath, isPlainObject, valueKey } from './values.js';

export type CompiledPipeline = (docs: Doc[]) => Doc[];

function compileGroup(spec: Document): CompiledPipeline | undefined {
  if (!('_id' in spec)) return undefined;
  const key = compileExpression(spec._id);
  if (!key) return undefined;
  const sums: [string, Compiled][] = [];
  for (const [field, accumulator] of Object.entries(spec)) {
    if (field === '_id') continue;
    const ops = isPlainObject(accumulator) ? Object.keys(accumulator) : [];
    if (ops.length !== 1 || ops[0] !== '$sum') return undefined;
    const term = compileExpression((accumulator as Document).$sum);
    if (!term) return undefined;
    sums.push([field, term]);
  }
  return (docs) => {
    const groups = new Map<string, { id: unknown; totals: number[] }>();
    for (const doc of docs) {
      const id = key(doc) ?? null;
      const groupKey = typeof id === 'string' ? `s${id}` : valueKey(id);
      let group = groups.get(groupKey);
      if (!group) {
        group = { id, totals: sums.map(() => 0) };
        groups.set(groupKey, group);
      }
      for (let i = 0; i < sums.length; i++) {
        const value = sums[i]![1](doc);
        // $sum adds numbers and skips everything else; Long, Decimal128 and friends are left to mingo.
        if (typeof value === 'number') group.totals[i]! += value;
        else if (value !== null && typeof value === 'object' && '_bsontype' in value) throw new NotCompiled();
      }
    }
    return [...groups.values()].map(({ id, totals }) => {
      const out: Doc = { _id: id };
      sums.forEach(([field], i) => {
        out[field] = totals[i];
      });
      return out;
    });
  };
}

/** The first `limit` documents in `sort` order, as a stable sort would give them. */
function firstSorted(docs: Doc[], sort: Document, limit: number | undefined): Doc[] {
  const spec = normalizeSort(sort as never);
  const order = (a: Doc, b: Doc) => {
    for (const [field, dir] of spec) {
      const c = compareValues(getPath(a, field), getPath(b, field));
      if (c !== 0) return c * dir;
    }
    return 0;
  };
  if (limit === undefined || limit >= docs.length) return [...docs].sort(order);
  const kept: Doc[] = [];
  for (const doc of docs) {
    if (kept.length === limit && order(doc, kept[limit - 1]!) >= 0) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (order(doc, kept[mid]!) < 0) high = mid;
      else low = mid + 1;
    }
    kept.splice(low, 0, doc);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}

const wholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function compileStage(stage: Document, next: Document | undefined): CompiledPipeline | undefined {
  const name = Object.keys(stage)[0] ?? '';
  const spec = stage[name];
  switch (name) {
    case '$match': {
      const filter = new CompiledFilter(spec as Document);
      return (docs) => docs.filter((doc) => filter.test(doc));
    }
    case '$project':
      return simpleProjection(spec as Document) ? (docs) => project(docs, spec as Document) : undefined;
    case '$group':
      return isPlainObject(spec) ? compileGroup(spec) : undefined;
    case '$sort': {
      if (!isPlainObject(spec) || Object.keys(spec).length === 0) return undefined;
      const limit = next && wholeNumber(next.$limit) && next.$limit > 0 ? next.$limit : undefined;
      return (docs) => firstSorted(docs, spec, limit);
    }
    case '$limit':
      return wholeNumber(spec) && spec > 0 ? (docs) => docs.slice(0, spec) : undefined;
    case '$skip':
      return wholeNumber(spec) ? (docs) => docs.slice(spec) : undefined;
    case '$count':
      return typeof spec === 'string' && spec.length > 0 && !spec.startsWith('$') && !spec.includes('.')
        ? (docs) => (docs.length === 0 ? [] : [{ [spec]: docs.length }])
        : undefined;
    case '$facet': {
      if (!isPlainObject(spec)) return undefined;
      const branches: [string, CompiledPipeline][] = [];
      for (const [field, branch] of Object.entries(spec)) {
        const compiled = Array.isArray(branch) ? compilePipeline(branch) : undefined;
        if (!compiled) return undefined;
        branches.push([field, compiled]);
      }
      return (docs) => {
        const out: Doc = {};
        for (const [field, branch] of branches) out[field] = branch(docs);
        return [out];
      };
    }
    default:
      return undefined;
  }
}

export function compilePipeline(pipeline: readonly Document[]): CompiledPipeline | undefined {
  const stages: CompiledPipeline[] = [];
  for (let i = 0; i < pipeline.length; i++) {
    const compiled = compileStage(pipeline[i]!, pipeline[i + 1]);
    if (!compiled) return undefined;
    stages.push(compiled);
  }
  return (docs) => stages.reduce((current, stage) => stage(current), docs);
}
