/**
 * Benchmark of the embedded store with the journal on (default durability: write(2) per commit,
 * fdatasync every 100 ms). Prints inserts/s, point reads/s (by _id and by a unique-indexed field) and
 * the 200-way concurrent conditional decrement result. Run: `npm run bench:store`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEmbeddedStore } from '../storage/embedded/index.js';

interface Participant {
  _id: number;
  organizationId: string;
  email: string;
  name: string;
  amountDue: number;
  createdAt: Date;
}

const COUNT = Number(process.env.BENCH_COUNT ?? 50_000);

function rate(count: number, startedAt: number): string {
  const seconds = (performance.now() - startedAt) / 1000;
  return Math.round(count / seconds).toLocaleString('en-US');
}

const dataDir = mkdtempSync(join(tmpdir(), 'zapisy-bench-'));
try {
  const store = openEmbeddedStore({ dataDir, dbName: 'bench' });
  const participants = store.db.collection<Participant>('participants');
  await participants.createIndex({ email: 1 }, { unique: true });
  await participants.createIndex({ organizationId: 1 });

  let started = performance.now();
  for (let i = 0; i < COUNT; i++) {
    await participants.insertOne({
      _id: i,
      organizationId: `org-${i % 10}`,
      email: `uczestnik${i}@example.pl`,
      name: `Uczestnik ${i}`,
      amountDue: 12_345,
      createdAt: new Date(),
    });
  }
  console.log(`inserts/s (sequential insertOne, journal on): ${rate(COUNT, started)}`);

  started = performance.now();
  for (let i = 0; i < COUNT; i++) {
    const doc = await participants.findOne({ _id: (i * 7919) % COUNT });
    if (!doc) throw new Error('missing document');
  }
  console.log(`point reads/s (findOne by _id): ${rate(COUNT, started)}`);

  started = performance.now();
  for (let i = 0; i < COUNT; i++) {
    const doc = await participants.findOne({ email: `uczestnik${(i * 7919) % COUNT}@example.pl` });
    if (!doc) throw new Error('missing document');
  }
  console.log(`point reads/s (findOne by unique email): ${rate(COUNT, started)}`);

  const stock = store.db.collection<{ _id: string; stock: number }>('stock');
  await stock.insertOne({ _id: 'ticket', stock: 100 });
  started = performance.now();
  const results = await Promise.all(
    Array.from({ length: 200 }, () =>
      stock.findOneAndUpdate({ _id: 'ticket', stock: { $gt: 0 } }, { $inc: { stock: -1 } }),
    ),
  );
  const succeeded = results.filter((doc) => doc !== null).length;
  const final = (await stock.findOne({ _id: 'ticket' }))?.stock;
  const ms = (performance.now() - started).toFixed(1);
  console.log(
    `concurrent decrement: 200 requests on stock 100 -> ${succeeded} succeeded, final stock ${final} (${ms} ms)`,
  );
  if (succeeded !== 100 || final !== 0) process.exitCode = 1;

  started = performance.now();
  await store.close();
  console.log(`close (snapshot of ${COUNT + 1} documents): ${(performance.now() - started).toFixed(0)} ms`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
