/** Picks the upload file store matching the store: GridFS on MongoDB, the data directory otherwise. */
import { Db } from 'mongodb';
import type { Store } from '../../storage/index.js';
import type { UploadFileStore } from './file-store.js';
import { fsUploadFileStoreFor } from './fs-file-store.js';
import { GridFsUploadFileStore } from './gridfs-file-store.js';

export function uploadFileStoreOf(store: Pick<Store, 'kind' | 'db'>, dataDir: string): UploadFileStore {
  if (store.kind === 'mongodb') {
    // The mongodb adapter hands out the driver's own Db (storage/mongodb.ts).
    if (!(store.db instanceof Db)) throw new Error('uploads: the MongoDB store does not expose a driver Db');
    return new GridFsUploadFileStore(store.db);
  }
  return fsUploadFileStoreFor(dataDir);
}
