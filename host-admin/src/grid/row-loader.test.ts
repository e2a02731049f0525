import { describe, expect, it } from 'vitest';
import { type FetchPage, RowLoader } from './row-loader.js';

/** A fake server of `total` numbered rows answering pages after `delay(offset)` ms. */
function server(total: number, delay: (offset: number) => number = () => 0) {
  const requests: { offset: number; limit: number }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetchPage: FetchPage<number> = async (offset, limit, signal) => {
    requests.push({ offset, limit });
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, delay(offset)));
    inFlight--;
    if (signal.aborted) throw new DOMException('aborted', 'AbortError');
    const rows = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i);
    return { rows, total };
  };
  return { fetchPage, requests, maxInFlight: () => maxInFlight };
}

describe('RowLoader (100,000 participants load progressively)', () => {
  it('loads 100,000 rows in pages of 5,000, a few at a time, in order, reporting progress as it goes', async () => {
    const fake = server(100_000, (offset) => (offset / 5_000) % 3);
    const loader = new RowLoader<number>({ pageSize: 5_000, concurrency: 3 });
    const progress: number[] = [];
    loader.subscribe(() => progress.push(loader.snapshot().loaded));
    await loader.load(fake.fetchPage);
    expect(fake.requests).toHaveLength(20);
    expect(fake.maxInFlight()).toBe(3);
    expect(loader.rows).toHaveLength(100_000);
    expect(loader.rows.every((row, index) => row === index)).toBe(true);
    expect(loader.snapshot()).toMatchObject({ loaded: 100_000, total: 100_000, loading: false });
    // The grid got rows after the first page, long before the last one.
    expect(progress.filter((n) => n > 0 && n < 100_000).length).toBeGreaterThanOrEqual(18);
  });

  it('a new load (filters changed) abandons the old one: its late pages never land', async () => {
    const slow = server(20_000, () => 20);
    const fast = server(3);
    const loader = new RowLoader<number>({ pageSize: 5_000 });
    const first = loader.load(slow.fetchPage);
    await new Promise((resolve) => setTimeout(resolve, 25));
    await loader.load(fast.fetchPage);
    await first;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loader.rows).toEqual([0, 1, 2]);
    expect(loader.snapshot()).toMatchObject({ loaded: 3, total: 3, loading: false });
  });

  it('an empty list finishes after one request', async () => {
    const fake = server(0);
    const loader = new RowLoader<number>();
    await loader.load(fake.fetchPage);
    expect(fake.requests).toEqual([{ offset: 0, limit: 5_000 }]);
    expect(loader.snapshot()).toMatchObject({ loaded: 0, total: 0, loading: false });
  });

  it('a failing page stops loading and keeps the error', async () => {
    const loader = new RowLoader<number>({ pageSize: 2 });
    const failing: FetchPage<number> = async (offset) => {
      if (offset > 0) throw new Error('Błąd serwera');
      return { rows: [0, 1], total: 6 };
    };
    await expect(loader.load(failing)).rejects.toThrow('Błąd serwera');
    expect(loader.snapshot()).toMatchObject({ loaded: 2, loading: false });
    expect(loader.snapshot().error).toBeInstanceOf(Error);
  });

  it('replace and remove change one loaded row in place', async () => {
    const loader = new RowLoader<number>();
    await loader.load(server(3).fetchPage);
    loader.replace(1, 10);
    loader.remove(0);
    expect(loader.rows).toEqual([10, 2]);
    expect(loader.snapshot()).toMatchObject({ loaded: 2, total: 2 });
  });
});

describe('RowLoader.stream (one streamed request for 100,000 participants)', () => {
  it('shows the first rows at once, appends the rest as they arrive, ends with loading false', async () => {
    const loader = new RowLoader<number>({ notifyEveryMs: 5 });
    const seen: { loaded: number; loading: boolean }[] = [];
    loader.subscribe(() =>
      seen.push({ loaded: loader.snapshot().loaded, loading: loader.snapshot().loading }),
    );
    await loader.stream(async (sink) => {
      sink.total(100_000);
      for (let from = 0; from < 100_000; from += 10_000) {
        sink.append(Array.from({ length: 10_000 }, (_, i) => from + i));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    expect(loader.rows).toHaveLength(100_000);
    expect(loader.rows.every((row, index) => row === index)).toBe(true);
    expect(loader.snapshot()).toMatchObject({ loaded: 100_000, total: 100_000, loading: false });
    expect(seen.find((s) => s.loaded > 0)).toEqual({ loaded: 10_000, loading: true });
    expect(seen.filter((s) => s.loading && s.loaded > 0).length).toBeGreaterThan(3);
  });

  it('a new stream abandons the old one, and a failing stream keeps what arrived and the error', async () => {
    const loader = new RowLoader<number>();
    const first = loader.stream(async (sink, signal) => {
      sink.total(5);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (!signal.aborted) throw new Error('should have been aborted');
      sink.append([9, 9, 9]);
    });
    await loader.stream(async (sink) => {
      sink.total(2);
      sink.append([1, 2]);
    });
    await first;
    expect(loader.rows).toEqual([1, 2]);
    await expect(
      loader.stream(async (sink) => {
        sink.append([7]);
        throw new Error('Przerwane połączenie');
      }),
    ).rejects.toThrow('Przerwane połączenie');
    expect(loader.snapshot()).toMatchObject({ loaded: 1, loading: false });
  });
});
