import type { GridColumnDef } from './column-model.js';

/** Sort of a grid: a column id and its direction. */
export interface GridSort {
  field: string;
  asc: boolean;
}

/** What the canvas grid needs; the rows array grows while loading, `version` says it changed. */
export interface GridViewProps<Row> {
  label: string;
  columns: readonly GridColumnDef<Row>[];
  rows: readonly Row[];
  version: number;
  sort: GridSort | null;
  onSort?: (columnId: string) => void;
  selectedRow: number | null;
  onSelectRow: (index: number | null) => void;
  height: number;
}

/** A sort after a header click: same column flips the direction, another column sorts ascending. */
export function nextSort(current: GridSort | null, field: string): GridSort {
  return current?.field === field ? { field, asc: !current.asc } : { field, asc: true };
}
