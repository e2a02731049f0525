import { describe, expect, it } from 'vitest';
import { LiveGridLines } from './live-grid-lines.js';

const chunk = (text: string) => Buffer.from(text);

async function readAll(lines: LiveGridLines): Promise<string[]> {
  const read: string[] = [];
  for await (const part of lines.read()) read.push(part.toString());
  return read;
}

describe('a background build read while it runs (issue 5: "100,000 participants load into the grid in ≤ 2 s")', () => {
  it('a reader gets the chunks built so far, then each next one as it comes, and ends with the build', async () => {
    const live = new LiveGridLines();
    live.begin({ fieldNames: ['city'], total: 3 });
    live.chunk(chunk('a\n'));
    const reader = live.read();
    expect((await reader.next()).value?.toString()).toBe('a\n');
    const next = reader.next();
    live.chunk(chunk('b\n'));
    expect((await next).value?.toString()).toBe('b\n');
    live.chunk(chunk('c\n'));
    live.end();
    expect((await reader.next()).value?.toString()).toBe('c\n');
    expect((await reader.next()).done).toBe(true);
    // A reader arriving later still gets everything from the first chunk.
    expect(await readAll(live)).toEqual(['a\n', 'b\n', 'c\n']);
    expect(await live.begun).toEqual({ fieldNames: ['city'], total: 3 });
  });

  it('a build that fails midway ends its readers with the error (never a silently short list)', async () => {
    const live = new LiveGridLines();
    live.begin({ fieldNames: [], total: 2 });
    live.chunk(chunk('a\n'));
    const reading = readAll(live);
    live.end(new Error('store closed'));
    await expect(reading).rejects.toThrow('store closed');
  });

  it('a build that fails before its head: no head, so a request computes the grid itself', async () => {
    const live = new LiveGridLines();
    live.end(new Error('boom'));
    expect(await live.begun).toBeUndefined();
  });
});
