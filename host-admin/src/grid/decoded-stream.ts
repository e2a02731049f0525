import type { SessionStore } from '../api/session.js';
import { fetchNdjson } from './ndjson-stream.js';
import type { RowSink } from './row-loader.js';

/** What every grid stream's head line carries besides its own fields. */
export interface DecodedStreamHead {
  total?: number;
  offset?: number;
}

/** A head line's decoder of the row lines: values → the row, numbered `rowNumber`. */
export type LineDecoder<Row> = (values: unknown[], rowNumber: number) => Row;

/**
 * Streams a grid's JSON lines into `sink`: `decoderOf` hears the head line first and gives the decoder of
 * the lines (numbered from the head's offset + 1), then the total and the decoded rows go to the sink.
 */
export async function streamDecodedRows<Head extends DecodedStreamHead, Row>(
  session: SessionStore,
  path: string,
  sink: RowSink<Row>,
  decoderOf: (head: Head) => LineDecoder<Row>,
  signal?: AbortSignal,
  fetchImpl?: typeof fetch,
): Promise<void> {
  let decode: LineDecoder<Row> | null = null;
  let next = 1;
  await fetchNdjson(
    session,
    path,
    {
      head: (value) => {
        const head = value as Head;
        decode = decoderOf(head);
        next = (head.offset ?? 0) + 1;
        sink.total(head.total ?? 0);
      },
      lines: (lines) => {
        if (!decode) return;
        const rows = new Array<Row>(lines.length);
        for (let i = 0; i < lines.length; i++) rows[i] = decode(lines[i] as unknown[], next++);
        sink.append(rows);
      },
    },
    signal,
    fetchImpl,
  );
}
