import { parseJsonObject } from './json-object.js';

/** How the notifications of a settled payment go out (the gateways may reorder or repeat them). */
export interface FakeSettleOptions {
  /** Send the notifications in reverse order (e.g. the final status before PENDING). */
  reorder?: boolean;
  /** Extra copies of every notification (gateways may deliver one more than once); at most 20. */
  duplicates?: number;
}

/** The order notifications go out in: the flow, reversed on request, each repeated `duplicates` more times. */
export function deliveryOrder<S>(flow: readonly S[], options: FakeSettleOptions): S[] {
  const ordered = options.reorder === true ? [...flow].reverse() : [...flow];
  const copies = Math.max(0, Math.min(20, Math.trunc(options.duplicates ?? 0)));
  return ordered.flatMap((status) => Array.from({ length: copies + 1 }, () => status));
}

export interface SettleHookRequest<O> {
  id: string;
  outcome: O;
  options: FakeSettleOptions;
}

/** The body of a `/__fake/settle` hook, `{id, outcome, reorder?, duplicates?}`; undefined when malformed. */
export function readSettleHook<O>(
  rawBody: string,
  isOutcome: (value: unknown) => value is O,
): SettleHookRequest<O> | undefined {
  const body = parseJsonObject(rawBody);
  if (typeof body?.id !== 'string' || !isOutcome(body.outcome)) return undefined;
  return {
    id: body.id,
    outcome: body.outcome,
    options: {
      reorder: body.reorder === true,
      duplicates: typeof body.duplicates === 'number' ? body.duplicates : 0,
    },
  };
}
