/**
 * Storage entry point. `openStore` picks the adapter: MongoDB when a URI is given (production runs a
 * replica set, which transactions need), the embedded store under `dataDir` otherwise.
 */
import { openEmbeddedStore } from './embedded/index.js';
import type { FsyncMode } from './embedded/journal.js';
import type { StoreLogger } from './embedded/persistence.js';
import { openMongoStore } from './mongodb.js';
import type { Store } from './port.js';

export interface OpenStoreOptions {
  mongodbUri?: string;
  /** Embedded store directory (DATA_DIR, default ./data). */
  dataDir: string;
  /** Default 'zapisy'. */
  dbName?: string;
  /** Embedded only: false keeps everything in memory. Default true. */
  journal?: boolean;
  /** Embedded only: 'interval' (default) or 'commit'; see embedded/journal.ts. */
  fsync?: FsyncMode;
  logger?: StoreLogger;
}

export const DEFAULT_DB_NAME = 'zapisy';

export async function openStore(options: OpenStoreOptions): Promise<Store> {
  const dbName = options.dbName ?? DEFAULT_DB_NAME;
  if (options.mongodbUri) return openMongoStore(options.mongodbUri, dbName);
  const embedded: Parameters<typeof openEmbeddedStore>[0] = { dataDir: options.dataDir, dbName };
  if (options.journal !== undefined) embedded.journal = options.journal;
  if (options.fsync) embedded.fsync = options.fsync;
  if (options.logger) embedded.logger = options.logger;
  return openEmbeddedStore(embedded);
}

export type { EmbeddedStore, EmbeddedStoreOptions } from './embedded/index.js';
export { openEmbeddedStore } from './embedded/index.js';
export { JournalDamageError } from './embedded/journal-damage.js';
export type { StoreLogger } from './embedded/persistence.js';
export {
  DUPLICATE_KEY,
  DuplicateKeyError,
  hasErrorLabel,
  isDuplicateKeyError,
  StoreBulkWriteError,
  StoreServerError,
  WRITE_CONFLICT,
} from './errors.js';
export type * from './port.js';
export { type Tenant, TenantRepository } from './repository.js';
