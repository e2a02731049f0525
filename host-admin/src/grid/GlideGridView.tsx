/**
 * The canvas grid (glide-data-grid). Imported only through `DataGrid`'s lazy import: glide touches `window`
 * when it loads, and it must stay out of the main admin bundle.
 */
import '@glideapps/glide-data-grid/dist/index.css';
import {
  CompactSelection,
  DataEditor,
  type GridCell,
  GridCellKind,
  type GridColumn,
  type GridSelection,
  type Item,
} from '@glideapps/glide-data-grid';
import { useCallback, useMemo } from 'react';
import { columnWidth, formatCell, isRightAligned } from './column-model.js';
import type { GridViewProps } from './grid-props.js';

const ARROW_UP = ' \u25B2';
const ARROW_DOWN = ' \u25BC';

export default function GlideGridView<Row>({
  columns,
  rows,
  version,
  sort,
  onSort,
  selectedRow,
  onSelectRow,
  height,
}: GridViewProps<Row>) {
  const gridColumns = useMemo<GridColumn[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        title: `${column.title}${sort?.field === column.id ? (sort.asc ? ARROW_UP : ARROW_DOWN) : ''}`,
        width: columnWidth(column),
      })),
    [columns, sort],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` changes when rows are appended or replaced in place
  const getCellContent = useCallback(
    ([col, row]: Item): GridCell => {
      const column = columns[col];
      const record = rows[row];
      const text = column && record !== undefined ? formatCell(column.kind, column.value(record, row)) : '';
      return {
        kind: GridCellKind.Text,
        data: text,
        displayData: text,
        allowOverlay: false,
        readonly: true,
        contentAlign: column && isRightAligned(column.kind) ? 'right' : 'left',
      };
    },
    [columns, rows, version],
  );

  const selection = useMemo<GridSelection>(
    () => ({
      columns: CompactSelection.empty(),
      rows:
        selectedRow === null ? CompactSelection.empty() : CompactSelection.fromSingleSelection(selectedRow),
    }),
    [selectedRow],
  );

  return (
    <DataEditor
      columns={gridColumns}
      rows={rows.length}
      getCellContent={getCellContent}
      width="100%"
      height={height}
      rowMarkers="none"
      rowSelect="single"
      rangeSelect="none"
      columnSelect="none"
      smoothScrollY
      gridSelection={selection}
      onGridSelectionChange={(next) => onSelectRow(next.rows.first() ?? next.current?.cell[1] ?? null)}
      onCellClicked={([, row]) => onSelectRow(row)}
      onHeaderClicked={(index) => {
        const column = columns[index];
        if (column && column.sortable !== false) onSort?.(column.id);
      }}
    />
  );
}
