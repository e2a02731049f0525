/** Group commit of the journal: one write per event-loop turn, acknowledged after it, fail-stop on error. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JournalFailedError, JournalWriter } from './journal.js';

const put = (q: number) => ({ q, ops: [{ o: 'put' as const, c: 'c', d: { _id: q } }] });

describe('JournalWriter group commit', () => {
  let dir: string;
  let writer: JournalWriter;
  const lines = () => readFileSync(writer.file, 'utf8').split('\n').filter(Boolean);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'zapisy-journal-'));
  });
  afterEach(() => {
    try {
      writer.close();
    } catch {}
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the lines of one turn with one write, after which their commits resolve', async () => {
    writer = new JournalWriter(dir, 1, 'interval', 100);
    let acknowledged = 0;
    for (let q = 1; q <= 5; q++) {
      writer.append(put(q));
      void writer.durable()?.then(() => acknowledged++);
    }
    await Promise.resolve();
    expect(lines()).toHaveLength(0);
    expect(acknowledged).toBe(0);
    await writer.durable();
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines()).toHaveLength(5);
    expect(writer.writes).toBe(1);
    expect(acknowledged).toBe(5);
    writer.append(put(6));
    await writer.durable();
    expect(writer.writes).toBe(2);
    expect(writer.durable()).toBeUndefined();
  });

  it("'commit' mode acknowledges after the group's write and fdatasync", async () => {
    writer = new JournalWriter(dir, 1, 'commit', 100);
    writer.append(put(1));
    writer.append(put(2));
    await writer.durable();
    expect(lines()).toHaveLength(2);
    expect(writer.writes).toBe(1);
  });

  it('a value that cannot be stored throws at append and queues nothing', async () => {
    writer = new JournalWriter(dir, 1, 'interval', 100);
    expect(() => writer.append({ q: 1, ops: [{ o: 'put', c: 'c', d: { _id: 1, f: () => 1 } }] })).toThrow(
      TypeError,
    );
    expect(writer.durable()).toBeUndefined();
  });

  it('rotate writes the queued lines into the old file and acknowledges them', async () => {
    writer = new JournalWriter(dir, 1, 'interval', 100);
    writer.append(put(1));
    const group = writer.durable();
    const old = writer.file;
    writer.rotate(2);
    await group;
    expect(readFileSync(old, 'utf8').split('\n').filter(Boolean)).toHaveLength(1);
    expect(lines()).toHaveLength(0);
  });

  it('a failed group write rejects its commits and every later append (the store stops writing)', async () => {
    writer = new JournalWriter(dir, 1, 'interval', 100);
    writer.append(put(1));
    await writer.durable();
    // The descriptor goes bad under the writer (as a full or vanished disk would fail the write).
    const internals = writer as unknown as { fd: number };
    const fd = internals.fd;
    internals.fd = 2 ** 30;
    writer.append(put(2));
    await expect(writer.durable()).rejects.toBeInstanceOf(JournalFailedError);
    expect(() => writer.append(put(3))).toThrow(JournalFailedError);
    internals.fd = fd;
    expect(lines()).toHaveLength(1);
  });
});
