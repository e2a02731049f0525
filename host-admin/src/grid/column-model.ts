import { formatGrosze } from '@zapisy/core';
import { formatAdminDate } from '../lib/project-date.js';

/** How a column's value is shown: money is integer grosze, right-aligned; `day` a date without time. */
export type GridColumnKind = 'text' | 'number' | 'money' | 'date' | 'day' | 'boolean';

/** One column of a data grid, independent of the grid library. */
export interface GridColumnDef<Row> {
  id: string;
  title: string;
  kind: GridColumnKind;
  width?: number;
  /** The raw value; `index` is the row's position in the grid. */
  value: (row: Row, index: number) => unknown;
  /** False for columns the server cannot sort by (default true). */
  sortable?: boolean;
}

/** Which columns show and in which order (ids); columns missing from `order` follow in their default order. */
export interface ColumnChoice {
  order: readonly string[];
  hidden: readonly string[];
}

export const NO_COLUMN_CHOICE: ColumnChoice = { order: [], hidden: [] };

function formatDate(value: unknown): string {
  return formatAdminDate(value, { time: true });
}

/** The text a cell shows for a value of the given kind (dates as Date, ISO text or epoch ms); empty for a missing value. */
export function formatCell(kind: GridColumnKind, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'money':
      return typeof value === 'number' && Number.isInteger(value) ? formatGrosze(value) : '';
    case 'date':
      return formatDate(value);
    case 'day':
      return formatAdminDate(value);
    case 'boolean':
      return value === true ? 'Tak' : value === false ? 'Nie' : '';
    case 'number':
      return typeof value === 'number' ? String(value) : String(value);
    default:
      if (Array.isArray(value)) return value.map((item) => formatCell('text', item)).join(', ');
      if (typeof value === 'boolean') return value ? 'Tak' : 'Nie';
      if (value instanceof Date) return formatDate(value);
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
  }
}

export function isRightAligned(kind: GridColumnKind): boolean {
  return kind === 'money' || kind === 'number';
}

/** The columns to show: chosen order first, then the rest in default order, without the hidden ones. */
export function applyColumnChoice<C extends { id: string }>(
  columns: readonly C[],
  choice: ColumnChoice,
): C[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const hidden = new Set(choice.hidden);
  const ordered: C[] = [];
  const placed = new Set<string>();
  for (const id of choice.order) {
    const column = byId.get(id);
    if (!column || placed.has(id)) continue;
    placed.add(id);
    ordered.push(column);
  }
  for (const column of columns) if (!placed.has(column.id)) ordered.push(column);
  return ordered.filter((column) => !hidden.has(column.id));
}

/** Moves a column one place up (-1) or down (+1) in the full ordered list; answers the new order of ids. */
export function moveColumn(ids: readonly string[], id: string, step: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** Default width by kind, in pixels. */
export function columnWidth(column: Pick<GridColumnDef<unknown>, 'kind' | 'width'>): number {
  if (column.width) return column.width;
  return column.kind === 'money' ? 120 : column.kind === 'date' ? 140 : column.kind === 'boolean' ? 80 : 150;
}
