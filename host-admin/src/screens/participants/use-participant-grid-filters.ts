import { useMemo, useState } from 'react';
import { type GridSort, nextSort } from '../../grid/grid-props.js';
import { useDebounced } from '../../lib/use-debounced.js';
import type { ParticipantFilters } from './participants-api.js';

/** Spec §9-style typing pause before a search is sent. */
export const PARTICIPANT_SEARCH_DELAY_MS = 300;

/** Status, search and sort of a grid over participants (the participants and the settlements grid). */
export type ParticipantGridFilters = Omit<ParticipantFilters, 'product'>;

/**
 * The filter, sort and row selection state of a grid over participants: the search is sent after a typing
 * pause, and any change of filters or sort clears the selected row (its index means another row then).
 */
export function useParticipantGridFilters() {
  const [status, setStatus] = useState('');
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
