/** Opens the embedded store: engine, data directory and the Store facade. */
import { join } from 'node:path';
import type { Store, StoreSession } from '../port.js';
import { EmbeddedDb } from './db.js';
import { Engine } from './engine.js';
import type { FsyncMode } from './journal.js';
import type { StoreLogger } from './persistence.js';
import { EmbeddedSession } from './session.js';

export interface EmbeddedStoreOptions {
  dataDir: string;
  dbName: string;
  /** false: memory only, nothing is read or written on disk. Default true. */
  journal?: boolean;
  /** See journal.ts: 'interval' (default) or 'commit' (fdatasync before every write resolves). */
  fsync?: FsyncMode;
  syncIntervalMs?: number;
  /** Journal size that triggers a snapshot (default 64 MiB). */
  compactBytes?: number;
  logger?: StoreLogger;
}

export interface EmbeddedStore extends Store {
  kind: 'embedded';
  /** Writes a snapshot now and starts a fresh journal. */
  compact(): Promise<void>;
}

export function openEmbeddedStore(options: EmbeddedStoreOptions): EmbeddedStore {
  const logger = options.logger ?? console;
  const engine = Engine.open({
    dbName: options.dbName,
    logger,
    persistence:
      options.journal === false
        ? undefined
        : {
            dir: join(options.dataDir, options.dbName),
            fsync: options.fsync ?? 'interval',
            syncIntervalMs: options.syncIntervalMs ?? 100,
            compactBytes: options.compactBytes ?? 64 * 1024 * 1024,
            logger,
          },
  });
  const db = new EmbeddedDb(engine);
  const startSession = (): StoreSession => new EmbeddedSession(engine);
  return {
    kind: 'embedded',
    db,
    startSession,
    async withTransaction<T>(fn: (session: StoreSession) => Promise<T>): Promise<T> {
      const session = startSession();
      try {
        return await session.withTransaction(fn);
      } finally {
        await session.endSession();
      }
    },
    async isEmpty() {
      for (const collection of engine.state.collections.values()) if (collection.docs.size > 0) return false;
      return true;
    },
    compact: () => engine.compact(),
    close: () => engine.close(),
  };
}
