/**
 * Aggregation over the embedded engine with mingo. A pipeline made only of stages that build new documents
 * and never write into their input (`READING_STAGES`) runs on the stored documents themselves and only its
 * output is copied: copying 100,000 participants before a `$group` cost more than grouping them (issue 14,
 * the dashboard). Stored documents are never mutated in place (state.ts), so the read is a consistent
 * snapshot. Any other stage (`$addFields` writes nested paths into a shallow copy, `$lookup`, ...) gets
 * copies first, as before.
 *
 * Such a pipeline runs compiled (compiled-pipeline.ts) when its stages and operators allow, else in mingo
 * with a `$facet` that does not copy its input for each branch.
 *
 * The leading `$match` stages pick candidates through `_id` or an index and test them with the compiled
 * filter, and a leading `$project` of plain top-level inclusions or exclusions is applied here (mingo's
 * `$project` costs several microseconds a document), on the compiled path only to the documents that need
 * it (compiled-pipeline.ts).
 */
import { Aggregator } from 'mingo/aggregator';
import type { Document } from 'mongodb';
import { NotCompiled } from './compiled-expression.js';
import { compilePipeline } from './compiled-pipeline.js';
import { dateContext, readingContext } from './mingo-context.js';
import { CompiledFilter, project, simpleProjection } from './query.js';
import { cloneDoc, type Doc } from './values.js';
import type { View } from './views.js';

/** Stages that neither write into the documents they receive nor hand out more than references to them. */
const READING_STAGES = new Set([
  '$match',
  '$project',
  '$group',
  '$sort',
  '$limit',
  '$skip',
  '$count',
  '$bucket',
  '$sortByCount',
  '$facet',
]);

function stageName(stage: Document): string {
  return Object.keys(stage)[0] ?? '';
}

/** Whether `pipeline` (and every `$facet` branch in it) uses only reading stages. */
export function onlyReads(pipeline: readonly Document[]): boolean {
  return pipeline.every((stage) => {
    const name = stageName(stage);
    if (!READING_STAGES.has(name)) return false;
    if (name !== '$facet') return true;
    return Object.values(stage.$facet as Record<string, Document[]>).every(
      (branch) => Array.isArray(branch) && onlyReads(branch),
    );
  });
}

/**
 * The stored documents the leading `$match` stages let through, the plain `$project` that follows them if
 * any (not applied yet), and the stages after.
 */
function leadingStages(
  view: View,
  coll: string,
  pipeline: readonly Document[],
): { docs: Doc[]; projection: Document | undefined; rest: Document[] } {
  let at = 0;
  const first = pipeline[0];
  const filter = first && stageName(first) === '$match' ? (first.$match as Document) : {};
  if (first && stageName(first) === '$match') at = 1;
  const tests: CompiledFilter[] = [];
  while (pipeline[at] && stageName(pipeline[at]!) === '$match') {
    tests.push(new CompiledFilter(pipeline[at]!.$match as Document));
    at++;
  }
  const docs = new CompiledFilter(filter).collect(
    view,
    coll,
    tests.length === 0 ? undefined : (doc) => tests.every((test) => test.test(doc)),
  );
  const next = pipeline[at];
  if (next && stageName(next) === '$project' && simpleProjection(next.$project as Document)) {
    return { docs, projection: next.$project as Document, rest: pipeline.slice(at + 1) };
  }
  return { docs, projection: undefined, rest: pipeline.slice(at) };
}

export function runAggregate(view: View, coll: string, pipeline: readonly Document[]): Doc[] {
  const copies = (name: string, filter: Document = {}) =>
    [...new CompiledFilter(filter).matches(view, name)].map(({ doc }) => cloneDoc(doc));
  const options = { collectionResolver: (name: string) => copies(name), context: dateContext };
  if (!onlyReads(pipeline)) {
    const first = pipeline[0];
    const input = copies(coll, first && '$match' in first ? (first.$match as Document) : {});
    return new Aggregator([...pipeline], options).run(input) as Doc[];
  }
  const { docs, projection, rest } = leadingStages(view, coll, pipeline);
  const compiled = compilePipeline(rest, projection);
  if (compiled) {
    try {
      return compiled(docs).map(cloneDoc);
    } catch (error) {
      if (!(error instanceof NotCompiled)) throw error;
    }
  }
  const run = { ...options, context: readingContext };
  const input = projection ? project(docs, projection) : docs;
  const output = rest.length === 0 ? input : (new Aggregator(rest, run).run(input) as Doc[]);
  return output.map(cloneDoc);
}
