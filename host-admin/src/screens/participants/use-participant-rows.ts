import type { AllDataColumn } from '@zapisy/core';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useApi, useFeedback } from '../../app/services.js';
import { RowLoader, type RowLoaderState } from '../../grid/row-loader.js';
import type { ParticipantGridRow } from './participant-row.js';
import { type ParticipantFilters, participantsApi } from './participants-api.js';

/** Rows per request: 20 requests for 100,000 participants, three in flight at a time. */
export const PARTICIPANTS_PAGE_SIZE = 5_000;

export interface ParticipantRows {
  loader: RowLoader<ParticipantGridRow>;
  state: RowLoaderState;
  /** The server's columns (base and data fields) of the first page. */
  columns: AllDataColumn[] | null;
}

/** Loads the project's participants for the filters, page by page; a change of filters starts over. */
export function useParticipantRows(eventId: string | null, filters: ParticipantFilters): ParticipantRows {
  const api = useApi();
  const feedback = useFeedback();
  const loader = useMemo(
    () => new RowLoader<ParticipantGridRow>({ pageSize: PARTICIPANTS_PAGE_SIZE, concurrency: 3 }),
    [],
  );
  const state = useSyncExternalStore(loader.subscribe, loader.snapshot, loader.snapshot);
  const [columns, setColumns] = useState<AllDataColumn[] | null>(null);

  useEffect(() => {
    if (!eventId) return;
    loader
      .load(async (offset, limit, signal) => {
        const page = await participantsApi.page(api, eventId, filters, offset, limit, signal);
        if (offset === 0) setColumns(page.columns);
        return page;
      })
      .catch((error: unknown) => feedback.handleError(error));
    return () => loader.abort();
  }, [loader, api, feedback, eventId, filters]);

  return { loader, state, columns };
}
