import type { SettlementsRow } from '@zapisy/core';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useFeedback, useServices } from '../../app/services.js';
import { RowLoader, type RowLoaderState } from '../../grid/row-loader.js';
import { type SettlementsFilters, type SettlementsHead, settlementsApi } from './settlements-api.js';

export interface SettlementRows {
  loader: RowLoader<SettlementsRow>;
  state: RowLoaderState;
  /** The server's columns and categories from the stream's head; null before it. */
  head: SettlementsHead | null;
}

/** Loads the project's settlements for the filters in one streamed request; a change of filters starts over. */
export function useSettlementRows(eventId: string | null, filters: SettlementsFilters): SettlementRows {
  const { session } = useServices();
  const feedback = useFeedback();
  const loader = useMemo(() => new RowLoader<SettlementsRow>(), []);
  const state = useSyncExternalStore(loader.subscribe, loader.snapshot, loader.snapshot);
  const [head, setHead] = useState<SettlementsHead | null>(null);

  useEffect(() => {
    if (!eventId) return;
    loader
      .stream((sink, signal) => settlementsApi.stream(session, eventId, filters, sink, setHead, signal))
      .catch((error: unknown) => feedback.handleError(error));
    return () => loader.abort();
  }, [loader, session, feedback, eventId, filters]);

  return { loader, state, head };
}
