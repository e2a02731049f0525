import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { SessionStore } from '../api/session.js';
import { useFeedback, useServices } from '../app/services.js';
import { RowLoader, type RowLoaderState, type RowSink } from './row-loader.js';

/** A grid's streamed load: rows into the sink, what its head line says to `onHead`. */
export type StreamRows<Row, Filters, Head> = (
  session: SessionStore,
  eventId: string,
  filters: Filters,
  sink: RowSink<Row>,
  onHead: (head: Head) => void,
  signal?: AbortSignal,
) => Promise<void>;

export interface StreamedRows<Row, Head> {
  loader: RowLoader<Row>;
  state: RowLoaderState;
  /** What the stream's head line said (columns…); null before it. */
  head: Head | null;
}

/**
 * Loads the project's rows for the filters in one streamed request, the rows appended as they arrive (the
 * first ones show at once); a change of filters starts over. `stream` must be stable (a module function).
 */
export function useStreamedRows<Row, Filters, Head>(
  eventId: string | null,
  filters: Filters,
  stream: StreamRows<Row, Filters, Head>,
): StreamedRows<Row, Head> {
  const { session } = useServices();
  const feedback = useFeedback();
  const loader = useMemo(() => new RowLoader<Row>(), []);
  const state = useSyncExternalStore(loader.subscribe, loader.snapshot, loader.snapshot);
  const [head, setHead] = useState<Head | null>(null);

  useEffect(() => {
    if (!eventId) return;
    loader
      .stream((sink, signal) => stream(session, eventId, filters, sink, setHead, signal))
      .catch((error: unknown) => feedback.handleError(error));
    return () => loader.abort();
  }, [loader, session, feedback, eventId, filters, stream]);

  return { loader, state, head };
}
