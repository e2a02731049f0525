/**
 * The `unclaimed-uploads-cleanup` job: hourly, deletes uploads no registration claimed within 24 hours
 * (metadata first, by a conditional delete so an upload claimed meanwhile stays; then its bytes, from the
 * file store matching the store: GridFS or DATA_DIR).
 * Idempotent: a second run finds nothing left.
 */
import type { JobDefinition } from '../../jobs/types.js';
import type { Store } from '../../storage/index.js';
import { type UploadFileStore, uploadFileRefOf } from './file-store.js';
import { uploadFileStoreOf } from './file-store-of.js';
import { UPLOADS, type UploadRecord } from './store.js';

export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Deletes unclaimed uploads older than 24 h at `now`; returns how many. */
export async function deleteUnclaimedUploads(
  store: Store,
  files: UploadFileStore,
  now = new Date(),
): Promise<number> {
  const collection = store.db.collection<UploadRecord>(UPLOADS);
  const cutoff = new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS);
  const stale = await collection
    .find({ registrationId: null, createdAt: { $lt: cutoff } }, { projection: { _id: 1 }, limit: 5_000 })
    .toArray();
  let removed = 0;
  for (const { _id } of stale) {
    const deleted = await collection.findOneAndDelete({
      _id,
      registrationId: null,
      createdAt: { $lt: cutoff },
    });
    if (!deleted) continue;
    await files.remove(uploadFileRefOf(deleted));
    removed += 1;
  }
  return removed;
}

export const unclaimedUploadsCleanupJob: JobDefinition<undefined> = {
  name: 'unclaimed-uploads-cleanup',
  description: 'Usuwa przesłane pliki, których żadne zgłoszenie nie dołączyło w ciągu 24 godzin.',
  schedule: '1 hour',
  options: { concurrency: 1, attempts: 3, delayMs: 60_000, lockLifetime: 10 * 60_000 },
  async run(ctx) {
    // GridFS when the store is MongoDB (any process may run the job), DATA_DIR on the embedded store.
    const files = uploadFileStoreOf(ctx.store, ctx.env.DATA_DIR?.trim() || './data');
    const removed = await deleteUnclaimedUploads(ctx.store, files);
    ctx.logger.info({ removed }, 'unclaimed uploads cleanup: removed uploads older than 24 h');
  },
};
