import type { SessionStore } from '../api/session.js';
import { fetchWithSession, responseError } from '../api/session-fetch.js';

export const NDJSON = 'application/x-ndjson';

/** What a stream of JSON lines hands over: the first line once, then every later line in batches. */
export interface NdjsonHandlers {
  head: (value: unknown) => void;
  lines: (values: unknown[]) => void;
}

/**
 * Reads newline-delimited JSON as it arrives: every network chunk's complete lines are parsed with one
 * `JSON.parse` (JSON text never holds a raw line break, so the lines joined by commas are one array),
 * which keeps 100,000 lines fast and lets the caller show the first rows before the last ones arrive.
 */
export async function readNdjson(body: ReadableStream<Uint8Array>, handlers: NdjsonHandlers): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let headRead = false;
  const take = (text: string) => {
    let rest = text;
    if (!headRead) {
      const end = rest.indexOf('\n');
      const first = end < 0 ? rest : rest.slice(0, end);
      if (first.trim() === '') return;
      handlers.head(JSON.parse(first));
      headRead = true;
      rest = end < 0 ? '' : rest.slice(end + 1);
    }
    if (rest.trim() === '') return;
    handlers.lines(JSON.parse(`[${rest.replace(/\n+$/, '').replaceAll('\n', ',')}]`) as unknown[]);
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = pending + decoder.decode(value, { stream: true });
    const last = text.lastIndexOf('\n');
    if (last < 0) {
      pending = text;
      continue;
    }
    pending = text.slice(last + 1);
    take(text.slice(0, last));
  }
  take(pending + decoder.decode());
}

/**
 * GET of a streamed JSON-lines answer below /services/api with the session token (the JSON client reads
 * whole bodies, so it cannot hand rows over while they arrive). A refusal becomes the §8 error.
 */
export async function fetchNdjson(
  session: SessionStore,
  path: string,
  handlers: NdjsonHandlers,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const response = await fetchWithSession(session, path, { headers: { accept: NDJSON }, signal }, fetchImpl);
  if (!response.body) throw await responseError(response, path);
  await readNdjson(response.body, handlers);
}
