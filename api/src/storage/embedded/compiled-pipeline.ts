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
  const reads = spec.map(([field]) =>
    field.includes('.') ? (doc: Doc) => getPath(doc, field) : (doc: Doc) => doc[field],
  );
  const dirs = spec.map(([, dir]) => dir);
  const valuesOf = (doc: Doc) => reads.map((read) => read(doc));
  const order = (a: unknown[], b: unknown[]) => {
    for (let k = 0; k < a.length; k++) {
      const c = compareValues(a[k], b[k]);
      if (c !== 0) return c * dirs[k]!;
    }
    return 0;
  };
  if (limit === undefined || limit >= docs.length) {
    const keyed = docs.map((doc) => ({ doc, values: valuesOf(doc) }));
    return keyed.sort((a, b) => order(a.values, b.values)).map(({ doc }) => doc);
  }
  const kept: { doc: Doc; values: unknown[] }[] = [];
  // The first key is read alone first: most documents fall behind the kept ones on it.
  const first = reads[0]!;
  const firstDir = dirs[0]!;
  for (const doc of docs) {
    let values: unknown[] | undefined;
    if (kept.length === limit) {
      const last = kept[limit - 1]!.values;
      const c = compareValues(first(doc), last[0]) * firstDir;
      if (c > 0) continue;
      values = valuesOf(doc);
      if (c === 0 && order(values, last) >= 0) continue;
    }
    values ??= valuesOf(doc);
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (order(values, kept[mid]!.values) < 0) high = mid;
      else low = mid + 1;
    }
    kept.splice(low, 0, { doc, values });
    if (kept.length > limit) kept.pop();
  }
  return kept.map(({ doc }) => doc);
}

const wholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Top-level fields an expression reads ('$field'); compiled expressions read no dotted paths or variables. */
function fieldsOf(expression: unknown, out: Set<string>): Set<string> {
  if (typeof expression === 'string') {
    if (expression.startsWith('$') && !expression.startsWith('$$')) out.add(expression.slice(1));
  } else if (Array.isArray(expression)) {
    for (const part of expression) fieldsOf(part, out);
  } else if (isPlainObject(expression)) {
    for (const [key, part] of Object.entries(expression)) if (key !== '$literal') fieldsOf(part, out);
  }
  return out;
}

/** Whether a plain projection (query.ts `simpleProjection`) keeps `field`, which may be dotted. */
function keeps(projection: Document, field: string): boolean {
  const simple = simpleProjection(projection)!;
  const top = field.split('.')[0]!;
  if (top === '_id') return simple.id;
  return simple.include ? simple.fields.has(top) : !simple.fields.has(top);
}

interface Step {
  run: CompiledPipeline;
  /** The plain projection not applied yet after this step (see `compilePipeline`). */
  pending: Document | undefined;
}

/** Fields `stage` reads, or undefined when it reads whole documents (a later projection, an operator key). */
function readsOf(name: string, spec: unknown): Set<string> | undefined {
  switch (name) {
    case '$match': {
      const keys = Object.keys(spec as Document);
      return keys.some((key) => key.startsWith('$')) ? undefined : new Set(keys);
    }
    case '$group':
    case '$sort':
      return name === '$sort' ? new Set(Object.keys(spec as Document)) : fieldsOf(spec, new Set());
    case '$limit':
    case '$skip':
    case '$count':
    case '$facet':
      return new Set();
    default:
      return undefined;
  }
}

function compileStage(
  stage: Document,
  next: Document | undefined,
  pending: Document | undefined,
): Step | undefined {
  const name = Object.keys(stage)[0] ?? '';
  const spec = stage[name];
  const run = compileOwn(name, spec, next, name === '$facet' ? pending : undefined);
  if (!run) return undefined;
  if (name === '$facet') return { run, pending: undefined };
  if (!pending) return { run, pending: undefined };
  const reads = readsOf(name, spec);
  const after = name === '$group' || name === '$count' ? undefined : pending;
  if (reads && [...reads].every((field) => keeps(pending, field))) return { run, pending: after };
  return { run: (docs) => run(project(docs, pending)), pending: undefined };
}

function compileOwn(
  name: string,
  spec: unknown,
  next: Document | undefined,
  pending: Document | undefined,
): CompiledPipeline | undefined {
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
        const compiled = Array.isArray(branch) ? compilePipeline(branch, pending) : undefined;
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

/**
 * `pending`: a plain projection (query.ts `simpleProjection`) the input documents still need. It is applied
 * only to what needs it: the documents a stage passes on unchanged (`$match`, `$sort`, `$limit`) keep it
 * pending while the fields they read are kept by it, a `$group` or `$count` reading only kept fields makes new
 * documents, and the documents left at the end get it. A dashboard's `$project` before a `$facet` of groups
 * then shapes the six latest rows instead of 100,000 documents.
 */
export function compilePipeline(
  pipeline: readonly Document[],
  pending?: Document,
): CompiledPipeline | undefined {
  if (pending && !simpleProjection(pending)) return undefined;
  const stages: CompiledPipeline[] = [];
  let left = pending;
  for (let i = 0; i < pipeline.length; i++) {
    const step = compileStage(pipeline[i]!, pipeline[i + 1], left);
    if (!step) return undefined;
    stages.push(step.run);
    left = step.pending;
  }
  const last = left;
  if (last) stages.push((docs) => project(docs, last));
  return (docs) => stages.reduce((current, stage) => stage(current), docs);
}
