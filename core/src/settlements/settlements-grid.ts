/** Search, order and sums of the settlements grid's rows. */
import { addGroszeSafely } from '../billing/safe-sum.js';
import type { Grosze } from '../money/index.js';
import {
  type ParticipantGridSort,
  participantContactSearch,
  sortParticipantGrid,
} from '../participants/participant-grid-order.js';
import type { DataSettings } from '../projects/project-types.js';
import type { SettlementsRow } from './settlements-row.js';
import { SETTLEMENTS_MONEY_KEYS, type SettlementsMoneyKey } from './settlements-stream.js';

/**
 * A row's value under a column or sort field: a row field, `categories.<category>` (the amount), or a form
 * field (`data.<name>` or the bare name of the project's dataSettings order) read from `data`, the
 * participant's form data the rows themselves do not carry.
 */
export function settlementsValue(
  row: SettlementsRow,
  field: string,
  data?: Readonly<Record<string, unknown>>,
): unknown {
  if (field.startsWith('categories.')) return row.categories[field.slice(11)]?.amount ?? null;
  if (field !== 'categories' && Object.hasOwn(row, field)) return row[field as keyof SettlementsRow];
  const name = field.startsWith('data.') ? field.slice(5) : field;
  return data?.[name] ?? null;
}

/** Name, e-mail or phone; case- and diacritics-insensitive, as the participants grid searches. */
export function settlementsSearch(query: string): (row: SettlementsRow) => boolean {
  const matches = participantContactSearch(query);
  return (row) => matches(row.name, row.email, row.phone);
}

/** Sorts in place (a header sort, else the project's dataSettings order, then signed-up date) and numbers. */
export function sortSettlementsRows(
  rows: SettlementsRow[],
  settings: Partial<DataSettings> | null | undefined,
  sort: ParticipantGridSort | null,
  dataOf?: (row: SettlementsRow) => Readonly<Record<string, unknown>> | undefined,
): SettlementsRow[] {
  sortParticipantGrid(rows, settings, sort, {
    value: (row, field) => settlementsValue(row, field, dataOf?.(row)),
    createdOn: (row) => row.createdOn,
    id: (row) => row._id,
  });
  for (let i = 0; i < rows.length; i++) (rows[i] as SettlementsRow).rowNumber = i + 1;
  return rows;
}

export type SettlementsSums = Record<SettlementsMoneyKey, Grosze> & { categories: Record<string, Grosze> };

/** The sums row: every money figure and every category's amount over the rows. */
export function settlementsSums(rows: readonly SettlementsRow[]): SettlementsSums {
  const sums = Object.fromEntries(
    SETTLEMENTS_MONEY_KEYS.map((key) => [key, 0]),
  ) as unknown as SettlementsSums;
  sums.categories = {};
  for (const row of rows) {
    for (const key of SETTLEMENTS_MONEY_KEYS) sums[key] = addGroszeSafely(sums[key], row[key], key);
    for (const [category, figure] of Object.entries(row.categories))
      sums.categories[category] = addGroszeSafely(sums.categories[category] ?? 0, figure.amount, category);
  }
  return sums;
}
