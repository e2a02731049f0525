/** NDJSON answers (the grids' streams): one JSON head line, then the rows' ready-made line chunks. */
export const NDJSON = 'application/x-ndjson';

/** The head line, then every chunk as it is; `keep` gets the chunks sent (to cache them) once all went out. */
export async function* ndjsonStream(
  head: unknown,
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  keep?: (chunks: Buffer[]) => void,
): AsyncGenerator<string | Buffer> {
  yield `${JSON.stringify(head)}\n`;
  const sent: Buffer[] = [];
  for await (const chunk of chunks) {
    if (keep) sent.push(chunk);
    yield chunk;
  }
  keep?.(sent);
}

/** About 0.5 MB per write: few enough writes to be cheap, small enough for the first rows to show at once. */
export const LINES_PER_CHUNK = 2000;

export function otherRequestsFirst(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * The lines of rows [0, total) built one chunk at a time by `lineAt`, the event loop turning between chunks:
 * the socket writes the first chunks (and the browser reads them) while the next ones are built.
 */
export async function* builtLineChunks(
  total: number,
  lineAt: (index: number) => unknown[],
): AsyncGenerator<Buffer> {
  for (let start = 0; start < total; start += LINES_PER_CHUNK) {
    const end = Math.min(total, start + LINES_PER_CHUNK);
    const text = new Array<string>(end - start + 1);
    for (let i = start; i < end; i++) text[i - start] = JSON.stringify(lineAt(i));
    text[end - start] = '';
    yield Buffer.from(text.join('\n'));
    await otherRequestsFirst();
  }
}
