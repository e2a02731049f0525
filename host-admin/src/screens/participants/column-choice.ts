import type { ColumnChoice } from '../../grid/column-model.js';
import { NO_COLUMN_CHOICE } from '../../grid/column-model.js';

/**
 * The participants grid's column choice, per project. The project's dataSettings has no place for it
 * (second document §3: showFromAllEvents and the sort fields only), so it is kept in this browser's local
 * storage, outside the `zapisy:cache:` prefix that a cache clear removes.
 */
export const columnChoiceKey = (eventId: string) => `zapisy:columns:participants:${eventId}`;

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function readColumnChoice(eventId: string, storage: Storage = localStorage): ColumnChoice {
  try {
    const parsed = JSON.parse(
      storage.getItem(columnChoiceKey(eventId)) ?? 'null',
    ) as Partial<ColumnChoice> | null;
    return parsed ? { order: ids(parsed.order), hidden: ids(parsed.hidden) } : NO_COLUMN_CHOICE;
  } catch {
    return NO_COLUMN_CHOICE;
  }
}

export function saveColumnChoice(
  eventId: string,
  choice: ColumnChoice,
  storage: Storage = localStorage,
): void {
  storage.setItem(columnChoiceKey(eventId), JSON.stringify({ order: choice.order, hidden: choice.hidden }));
}
