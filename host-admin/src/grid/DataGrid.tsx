import { type ComponentType, lazy, Suspense } from 'react';
import { Spinner } from '../components/Spinner.js';
import type { GridViewProps } from './grid-props.js';

/** The canvas grid, fetched as its own chunk the first time a grid is shown. */
const GlideGridView = lazy(
  () => import(/* webpackChunkName: "glide-grid" */ './GlideGridView.js'),
) as unknown as ComponentType<GridViewProps<unknown>>;

export interface DataGridProps<Row> extends GridViewProps<Row> {
  testId: string;
  loading: boolean;
  total: number | null;
  /** What an empty grid says instead of drawing blank rows ('Brak uczestników do wyświetlenia.'). */
  emptyText?: string;
}

export const EMPTY_GRID_TEXT = 'Brak danych do wyświetlenia.';

/**
 * A data grid with the state a script can read: `data-loaded-rows` (rows in the grid so far),
 * `data-total-rows` (rows the server has) and `data-loading` ('true' from the start until the last page is in).
 * Once loaded with no rows it shows its empty state instead of a grid of blank rows.
 */
export function DataGrid<Row>({
  testId,
  loading,
  total,
  emptyText = EMPTY_GRID_TEXT,
  ...view
}: DataGridProps<Row>) {
  // Before the first page answered nothing is loaded yet: a script must not read that as finished.
  const busy = loading || total === null;
  return (
    <section
      className="za-grid"
      data-testid={testId}
      data-loaded-rows={view.rows.length}
      data-total-rows={total ?? ''}
      data-loading={busy ? 'true' : 'false'}
      aria-label={view.label}
      aria-busy={busy}
    >
      {!busy && view.rows.length === 0 ? (
        <p className="za-grid__empty" role="status" data-testid={`${testId}-empty`}>
          {emptyText}
        </p>
      ) : (
        <Suspense fallback={<Spinner label="Wczytywanie tabeli…" />}>
          <GlideGridView {...(view as GridViewProps<unknown>)} />
        </Suspense>
      )}
    </section>
  );
}
