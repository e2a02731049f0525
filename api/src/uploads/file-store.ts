/**
 * Where uploaded bytes live, behind one small interface so the storage can change without touching the
 * routes: on the embedded store, files under `DATA_DIR/uploads/<organizationId>/<eventId>/<id>`. (On
 * MongoDB with several API processes a shared store is needed instead — GridFS is the natural one — and
 * would implement this same interface.)
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';

export interface UploadFileStore {
  /** Stores the bytes under `key` (atomically: a reader never sees half a file). */
  write(key: string, data: Buffer): Promise<void>;
  /** The bytes under `key` as a stream, or null when there are none. */
  read(key: string): Promise<Readable | null>;
  /** Removes the bytes under `key`; nothing happens when there are none. */
  remove(key: string): Promise<void>;
}

/** The key of an upload's bytes: tenant first, so one organization's files sit together. */
export function uploadFileKey(organizationId: string, eventId: string, uploadId: string): string {
  return [organizationId, eventId, uploadId].map(encodeURIComponent).join('/');
}

export class FsUploadFileStore implements UploadFileStore {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    const segments = key.split('/');
    if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\'))) {
      throw new Error(`invalid upload key: ${key}`);
    }
    return join(this.root, ...segments);
  }

  async write(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, path);
  }

  async read(key: string): Promise<Readable | null> {
    const path = this.pathOf(key);
    try {
      if (!(await stat(path)).isFile()) return null;
    } catch {
      return null;
    }
    return createReadStream(path);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** The file store of a data directory (DATA_DIR). */
export function uploadFileStoreFor(dataDir: string): UploadFileStore {
  return new FsUploadFileStore(join(resolve(dataDir), 'uploads'));
}
