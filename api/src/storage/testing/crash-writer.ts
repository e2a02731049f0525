/**
 * Child process for the kill -9 test: writes and prints `ack <n>` after each write has resolved.
 * The parent kills it with SIGKILL and then checks that every acknowledged write is back. It stops by
 * itself after MAX_WRITES, or when its parent is gone, so a failed test never leaves it running.
 */
import { openEmbeddedStore } from '../embedded/index.js';

const [dataDir = ''] = process.argv.slice(2);
const store = openEmbeddedStore({ dataDir, dbName: 'crash', compactBytes: 32 * 1024 });
const docs = store.db.collection<{ _id: number; payload: string; at: Date }>('docs');
const counters = store.db.collection<{ _id: string; value: number }>('counters');
await counters.updateOne({ _id: 'acks' }, { $setOnInsert: { value: 0 } }, { upsert: true });
const MAX_WRITES = 50_000;
const parent = process.ppid;
for (let n = 0; n < MAX_WRITES; n++) {
  if (process.ppid !== parent) process.exit(4);
  await store.withTransaction(async (session) => {
    await docs.insertOne({ _id: n, payload: 'x'.repeat(200), at: new Date(n) }, { session });
    await counters.updateOne({ _id: 'acks' }, { $inc: { value: 1 } }, { session });
  });
  process.stdout.write(`ack ${n}\n`);
}
process.exit(3);
