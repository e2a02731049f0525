import { DataGrid, type DataGridProps } from './DataGrid.js';
import type { RowLoader, RowLoaderState } from './row-loader.js';

/** The grid screens' grid height in pixels. */
export const GRID_HEIGHT = 640;

export interface RowLoaderGridProps<Row>
  extends Omit<DataGridProps<Row>, 'rows' | 'version' | 'loading' | 'total' | 'height'> {
  loader: RowLoader<Row>;
  state: RowLoaderState;
}

/** A data grid showing the rows of a RowLoader while they load. */
export function RowLoaderGrid<Row>({ loader, state, ...grid }: RowLoaderGridProps<Row>) {
  return (
    <DataGrid
      {...grid}
      rows={loader.rows}
      version={state.version}
      loading={state.loading}
      total={state.total}
      height={GRID_HEIGHT}
    />
  );
}

/**
 * How many rows the grid has: 'Wczytywanie…' before the first answer, then 'Liczba: n' ('Wczytano k z n'
 * while loading when `progress`); `data-loading` for scripts, like the grid's.
 */
export function RowCount({
  testId,
  state,
  progress = false,
}: {
  testId: string;
  state: RowLoaderState;
  progress?: boolean;
}) {
  return (
    <span data-testid={testId} data-loading={state.loading || state.total === null ? 'true' : 'false'}>
      {state.total === null
        ? 'Wczytywanie…'
        : progress && state.loading
          ? `Wczytano ${state.loaded} z ${state.total}`
          : `Liczba: ${state.total}`}
    </span>
  );
}
