/**
 * Where uploaded bytes live, behind one small port so the routes and the cleanup job do not care: on the
 * embedded store (one process) files under `DATA_DIR/uploads/…` (fs-file-store.ts); on MongoDB (possibly
 * several API processes) GridFS in the same database (gridfs-file-store.ts), so every process sees every
 * file. `uploadFileStoreOf` picks the one matching the store.
 */
import type { Readable } from 'node:stream';

/** Which upload's bytes: the tenant first, so a store can never mix two organizations' files. */
export interface UploadFileRef {
  organizationId: string;
  eventId: string;
  uploadId: string;
}

export interface UploadFileStore {
  readonly kind: 'fs' | 'gridfs';
  /**
   * Streams `source` in as the bytes of `ref`. Atomic: a reader never sees half a file, and when `source`
   * fails (e.g. a size check in the pipeline) the write rejects with that error and nothing is left behind.
   */
  write(ref: UploadFileRef, source: Readable): Promise<void>;
  /** The bytes of `ref` as a stream, or null when there are none. */
  read(ref: UploadFileRef): Promise<Readable | null>;
  /** Removes the bytes of `ref`; nothing happens when there are none. */
  remove(ref: UploadFileRef): Promise<void>;
}

/** The reference of an upload record's bytes (a copied upload's are its source's, in the same organization). */
export function uploadFileRefOf(record: {
  _id: string;
  organizationId: string;
  eventId: string;
  bytesOf?: { eventId: string; uploadId: string } | undefined;
}): UploadFileRef {
  if (record.bytesOf) return { organizationId: record.organizationId, ...record.bytesOf };
  return { organizationId: record.organizationId, eventId: record.eventId, uploadId: record._id };
}
