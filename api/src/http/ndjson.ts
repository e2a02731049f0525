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
