import { PARTICIPANT_STATUSES } from '@zapisy/core';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type GridSort, nextSort } from '../../grid/grid-props.js';
import { statusFromQuery } from '../../lib/status-from-query.js';
import { useDebounced } from '../../lib/use-debounced.js';
import type { ParticipantFilters } from './participants-api.js';

/** Spec §9-style typing pause before a search is sent. */
export const PARTICIPANT_SEARCH_DELAY_MS = 300;

/** Status, search and sort of a grid over participants (the participants and the settlements grid). */
export type ParticipantGridFilters = Omit<ParticipantFilters, 'product'>;

const STATUS_VALUES: ReadonlySet<string> = new Set(PARTICIPANT_STATUSES);

/**
 * The filter, sort and row selection state of a grid over participants: the status starts from the link's
 * `?status=` (Kokpit's 'Do decyzji'), the search is sent after a typing pause, and any change of filters or
 * sort clears the selected row (its index means another row then).
 */
export function useParticipantGridFilters() {
  const location = useLocation();
  const [status, setStatus] = useState(() => statusFromQuery(location.search, STATUS_VALUES));
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<GridSort | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const settledSearch = useDebounced(search, PARTICIPANT_SEARCH_DELAY_MS);
  const filters = useMemo<ParticipantGridFilters>(
    () => ({ status, search: settledSearch, sort }),
    [status, settledSearch, sort],
  );
  const changeFilters = (apply: () => void) => {
    setSelected(null);
    apply();
  };
  return {
    filters,
    sort,
    selected,
    setSelected,
    /** Props of `ParticipantFiltersBar`. */
    filterBar: {
      status,
      search,
      onStatus: (next: string) => changeFilters(() => setStatus(next)),
      onSearch: (next: string) => changeFilters(() => setSearch(next)),
    },
    /** A header click: `shown` is the sort the grid shows (the server's default while none is chosen). */
    sortBy: (field: string, shown: GridSort | null = sort) =>
      changeFilters(() => setSort(nextSort(shown, field))),
  };
}
