/**
 * The GridFS adapter of the upload file store, used when the store is MongoDB: every API process sees
 * the same files. One GridFS file per upload, `_id` = the upload id, with tenant metadata
 * `{organizationId, eventId, uploadId}` that every read and delete also matches, so a file is never found
 * through another tenant's reference.
 */
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Db, type Filter, GridFSBucket, type GridFSFile } from 'mongodb';
import type { UploadFileRef, UploadFileStore } from './file-store.js';

/** Collections `uploadFiles.files` and `uploadFiles.chunks` (apart from the `uploads` metadata). */
export const UPLOAD_FILES_BUCKET = 'uploadFiles';

function filterOf(ref: UploadFileRef): Filter<GridFSFile> {
  return {
    _id: ref.uploadId as unknown as GridFSFile['_id'],
    'metadata.organizationId': ref.organizationId,
    'metadata.eventId': ref.eventId,
    'metadata.uploadId': ref.uploadId,
  };
}

export class GridFsUploadFileStore implements UploadFileStore {
  readonly kind = 'gridfs';
  readonly bucket: GridFSBucket;

  constructor(db: Db, bucketName = UPLOAD_FILES_BUCKET) {
    this.bucket = new GridFSBucket(db, { bucketName });
  }

  async write(ref: UploadFileRef, source: Readable): Promise<void> {
    const metadata = { organizationId: ref.organizationId, eventId: ref.eventId, uploadId: ref.uploadId };
    const upload = this.bucket.openUploadStreamWithId(ref.uploadId as never, ref.uploadId, { metadata });
    try {
      // The files document is inserted only after the last chunk, so readers never see half a file.
      await pipeline(source, upload);
    } catch (error) {
      // Drops the chunks written so far (and the files document, should it exist).
      await this.bucket.delete(upload.id).catch(() => {});
      throw error;
    }
  }

  async read(ref: UploadFileRef): Promise<Readable | null> {
    const file = await this.bucket.find(filterOf(ref), { limit: 1 }).next();
    if (!file) return null;
    return this.bucket.openDownloadStream(file._id);
  }

  async remove(ref: UploadFileRef): Promise<void> {
    const file = await this.bucket.find(filterOf(ref), { limit: 1 }).next();
    if (!file) return;
    await this.bucket.delete(file._id).catch((error: unknown) => {
      // Removed meanwhile by another process: the outcome is the same.
      if (!/File not found/.test(String((error as Error)?.message))) throw error;
    });
  }
}
