/** The file-system adapter of the upload file store: `<root>/<organizationId>/<eventId>/<uploadId>`. */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadFileRef, UploadFileStore } from './file-store.js';

export class FsUploadFileStore implements UploadFileStore {
  readonly kind = 'fs';

  constructor(readonly root: string) {}

  /** The file of `ref`; every segment is URI-encoded, so no id can climb out of the root. */
  pathOf(ref: UploadFileRef): string {
    const segments = [ref.organizationId, ref.eventId, ref.uploadId].map(encodeURIComponent);
    if (segments.some((s) => s === '' || s === '.' || s === '..')) {
      throw new Error(`invalid upload reference: ${segments.join('/')}`);
    }
    return join(this.root, ...segments);
  }

  async write(ref: UploadFileRef, source: Readable): Promise<void> {
    const path = this.pathOf(ref);
    await mkdir(dirname(path), { recursive: true });
    // Written next to the target and renamed over it, so readers only ever see a whole file.
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      await pipeline(source, createWriteStream(temporary, { flags: 'wx' }));
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(ref: UploadFileRef): Promise<Readable | null> {
    const path = this.pathOf(ref);
    try {
      if (!(await stat(path)).isFile()) return null;
    } catch {
      return null;
    }
    return createReadStream(path);
  }

  async remove(ref: UploadFileRef): Promise<void> {
    await rm(this.pathOf(ref), { force: true });
  }
}

/** The file store of a data directory (DATA_DIR): `DATA_DIR/uploads`. */
export function fsUploadFileStoreFor(dataDir: string): FsUploadFileStore {
  return new FsUploadFileStore(join(resolve(dataDir), 'uploads'));
}
