/**
 * The operators the embedded store's aggregations run with in mingo: mingo's own, except
 * - `$dateToString` with a named time zone: the offset comes from zone-offset.ts and mingo formats the
 *   date with it as '+HH:MM', which gives the same text;
 * - in `readingContext`, for pipelines of reading stages only (aggregate.ts), a `$facet` that does not
 *   copy every input document for each branch (mingo's copies in case a branch writes into them).
 */
import { Aggregator } from 'mingo/aggregator';
import { Context, evalExpr } from 'mingo/core';
import { Lazy } from 'mingo/lazy';
import * as accumulator from 'mingo/operators/accumulator';
import * as expression from 'mingo/operators/expression';
import * as pipeline from 'mingo/operators/pipeline';
import * as projection from 'mingo/operators/projection';
import * as query from 'mingo/operators/query';
import * as window from 'mingo/operators/window';
import type { Options } from 'mingo/types';
import { NAMED_ZONE, zoneOffsetMinutes } from './zone-offset.js';

function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const mingoDateToString = expression.$dateToString;

const $dateToString: typeof mingoDateToString = (obj, expr, options) => {
  const spec = expr as Record<string, unknown> | null;
  if (spec && typeof spec === 'object' && !Array.isArray(spec) && spec.timezone !== undefined) {
    const timezone = evalExpr(obj, spec.timezone, options);
    if (typeof timezone === 'string' && NAMED_ZONE.test(timezone)) {
      const date = evalExpr(obj, spec.date, options);
      if (date instanceof Date && !Number.isNaN(date.getTime())) {
        const minutes = zoneOffsetMinutes(timezone, date);
        // mingo reads '-00:30' as +30 minutes: such offsets keep its own path.
        if (minutes >= 0 || minutes <= -60)
          return mingoDateToString(obj, { ...spec, date, timezone: offsetText(minutes) }, options);
      }
    }
  }
  return mingoDateToString(obj, expr, options);
};

const operators = {
  accumulator,
  expression: { ...expression, $dateToString },
  pipeline,
  projection,
  query,
  window,
};

export const dateContext: Options['context'] = Context.init(operators);

const $facet: typeof pipeline.$facet = (collection, expr, options) =>
  collection.transform((docs) => {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(expr)) out[key] = new Aggregator(expr[key]!, options).run(docs);
    return Lazy([out]);
  });

export const readingContext: Options['context'] = Context.init({
  ...operators,
  pipeline: { ...pipeline, $facet },
});
