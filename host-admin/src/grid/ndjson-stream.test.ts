import { describe, expect, it } from 'vitest';
import { readNdjson } from './ndjson-stream.js';

/** A body delivering `text` in chunks of `size` bytes (lines and multi-byte letters cut anywhere). */
function body(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

describe('readNdjson (the grid stream parsed as it arrives)', () => {
  it('hands over the head once and every later line in order, whatever the chunk borders', async () => {
    const lines = Array.from({ length: 500 }, (_, i) => JSON.stringify([`p${i}`, 'Łucja\nŻak', i * 100]));
    const text = `${JSON.stringify({ keys: ['_id', 'name', 'gross'], total: 500 })}\n${lines.join('\n')}\n`;
    for (const size of [7, 64, 100_000]) {
      let head: unknown = null;
      const rows: unknown[] = [];
      let batches = 0;
      await readNdjson(body(text, size), {
        head: (value) => {
          head = value;
        },
        lines: (values) => {
          batches++;
          rows.push(...values);
        },
      });
      expect(head).toEqual({ keys: ['_id', 'name', 'gross'], total: 500 });
      expect(rows).toHaveLength(500);
      expect(rows[499]).toEqual(['p499', 'Łucja\nŻak', 49_900]);
      if (size === 64) expect(batches).toBeGreaterThan(10);
    }
  });

  it('a last line without a line break is read too', async () => {
    const rows: unknown[] = [];
    await readNdjson(body('{"total":1}\n[1]', 3), { head: () => {}, lines: (v) => rows.push(...v) });
    expect(rows).toEqual([[1]]);
  });
});
