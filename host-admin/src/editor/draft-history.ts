/** Spec (second document §9): "Draft history max 50 entries". */
export const DRAFT_HISTORY_LIMIT = 50;

/** Undo/redo history of a draft: the states before (`past`, oldest first), the current one and the undone ones. */
export interface DraftHistory<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
}

export function startHistory<T>(present: T): DraftHistory<T> {
  return { past: [], present, future: [] };
}

/** A new state: the current one goes to `past` (the oldest falls out beyond the limit), redo is cleared. */
export function recordChange<T>(
  history: DraftHistory<T>,
  next: T,
  limit = DRAFT_HISTORY_LIMIT,
): DraftHistory<T> {
  if (Object.is(next, history.present)) return history;
  const past = [...history.past, history.present];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, present: next, future: [] };
}

export function undo<T>(history: DraftHistory<T>): DraftHistory<T> {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
  };
}

export function redo<T>(history: DraftHistory<T>): DraftHistory<T> {
  if (history.future.length === 0) return history;
  const [next, ...future] = history.future;
  return { past: [...history.past, history.present], present: next as T, future };
}
