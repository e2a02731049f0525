/**
 * The upload file store contract: the same behaviour from the file-system adapter (always) and from GridFS
 * (when MONGODB_URI is set), including the 24-hour cleanup job deleting the bytes from either.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../storage/index.js';
import { deleteUnclaimedUploads } from './cleanup-job.js';
import type { UploadFileRef, UploadFileStore } from './file-store.js';
import { uploadFileStoreOf } from './file-store-of.js';
import { UPLOADS, type UploadRecord } from './store.js';
import { UploadGuard } from './upload-guard.js';

interface Adapter {
  name: string;
  enabled: boolean;
  kind: UploadFileStore['kind'];
  open(): Promise<{ store: Store; dataDir: string; cleanup(): Promise<void> }>;
}

const adapters: Adapter[] = [
  {
    name: 'file system (embedded store)',
    enabled: true,
    kind: 'fs',
    async open() {
      const dataDir = mkdtempSync(join(tmpdir(), 'zapisy-upload-files-'));
      const store = await openStore({ dataDir, journal: false });
      return {
        store,
        dataDir,
        async cleanup() {
          await store.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'GridFS (MongoDB)',
    enabled: Boolean(process.env.MONGODB_URI),
    kind: 'gridfs',
    async open() {
      const dbName = `zapisy_uploads_${process.pid}_${Date.now().toString(36)}`;
      const store = await openStore({ mongodbUri: process.env.MONGODB_URI, dataDir: '', dbName });
      return {
        store,
        dataDir: '',
        async cleanup() {
          await store.db.dropDatabase();
          await store.close();
        },
      };
    },
  },
];

let seq = 0;
const ref = (over: Partial<UploadFileRef> = {}): UploadFileRef => ({
  organizationId: 'org-a',
  eventId: 'event-1',
  uploadId: `upload-${++seq}-${Date.now().toString(36)}`,
  ...over,
});

/** A source of `total` bytes in chunks of 64 KiB, optionally failing after `failAfter` bytes. */
function source(total: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('źródło przerwane'));
        return;
      }
      if (sent >= total) {
        this.push(null);
        return;
      }
      const size = Math.min(64 * 1024, total - sent);
      this.push(Buffer.alloc(size, sent % 251));
      sent += size;
    },
  });
}

async function bytesOf(files: UploadFileStore, r: UploadFileRef): Promise<Buffer | null> {
  const stream = await files.read(r);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

for (const adapter of adapters) {
  describe.skipIf(!adapter.enabled)(`upload file store contract: ${adapter.name}`, () => {
    let opened: Awaited<ReturnType<Adapter['open']>>;
    let files: UploadFileStore;

    beforeAll(async () => {
      opened = await adapter.open();
      files = uploadFileStoreOf(opened.store, opened.dataDir);
    });
    afterAll(async () => opened.cleanup());

    it(`uploadFileStoreOf picks the ${adapter.kind} adapter for a ${adapter.name} store`, () => {
      expect(files.kind).toBe(adapter.kind);
    });

    it('streams a multi-chunk file in and out unchanged', async () => {
      const r = ref();
      const total = 700 * 1024; // more than GridFS's 255 KiB chunks
      await files.write(r, source(total));
      const back = await bytesOf(files, r);
      expect(back?.length).toBe(total);
      const expected = Buffer.concat(await source(total).toArray());
      expect(back?.equals(expected)).toBe(true);
    });

    it('an empty file is a file; a missing one reads as null', async () => {
      const r = ref();
      await files.write(r, Readable.from([]));
      expect(await bytesOf(files, r)).toEqual(Buffer.alloc(0));
      expect(await files.read(ref())).toBeNull();
    });

    it('tenant-scoped: the same upload id under another organization or project finds nothing and removes nothing', async () => {
      const r = ref();
      await files.write(r, Readable.from([Buffer.from('treść')]));
      const foreign = [
        { ...r, organizationId: 'org-b' },
        { ...r, eventId: 'event-2' },
      ];
      for (const other of foreign) {
        expect(await files.read(other)).toBeNull();
        await files.remove(other);
      }
      const stream = await files.read(r);
      expect(stream && (await text(stream))).toBe('treść');
    });

    it('a failing source rejects the write with its error and leaves nothing behind', async () => {
      const r = ref();
      await expect(files.write(r, source(600 * 1024, 300 * 1024))).rejects.toThrow('źródło przerwane');
      expect(await files.read(r)).toBeNull();
    });

    it('the upload guard stops an oversized stream: the write rejects and nothing is stored', async () => {
      const r = ref();
      const guard = new UploadGuard({
        maxBytes: 100 * 1024,
        expectedKind: 'pdf',
        tooLarge: (max) => new Error(`za duży (${max})`),
        wrongType: () => new Error('zły typ'),
      });
      const pdf = Readable.from([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300 * 1024, 0x20)]);
      await expect(files.write(r, guard.check(pdf))).rejects.toThrow('za duży (102400)');
      expect(await files.read(r)).toBeNull();
    });

    it('remove deletes the bytes and is idempotent', async () => {
      const r = ref();
      await files.write(r, source(1000));
      await files.remove(r);
      expect(await files.read(r)).toBeNull();
      await files.remove(r);
    });

    it('"Unclaimed uploads older than 24 h are deleted by a job": the job removes their bytes from this store', async () => {
      const collection = opened.store.db.collection<UploadRecord>(UPLOADS);
      const record = (r: UploadFileRef, registrationId: string | null): UploadRecord => ({
        _id: r.uploadId,
        organizationId: r.organizationId,
        eventId: r.eventId,
        name: 'a.pdf',
        size: 4,
        type: 'application/pdf',
        field: null,
        accessKeyHash: 'x',
        registrationId,
        claimedAt: registrationId ? new Date() : null,
        createdAt: new Date(),
      });
      const unclaimed = ref();
      const claimed = ref();
      for (const [r, registrationId] of [
        [unclaimed, null],
        [claimed, 'reg-1'],
      ] as const) {
        await files.write(r, Readable.from([Buffer.from('%PDF')]));
        await collection.insertOne(record(r, registrationId));
      }
      const later = new Date(Date.now() + 25 * 3600_000);
      expect(await deleteUnclaimedUploads(opened.store, files, later)).toBe(1);
      expect(await files.read(unclaimed)).toBeNull();
      expect(await bytesOf(files, claimed)).toEqual(Buffer.from('%PDF'));
      expect(await deleteUnclaimedUploads(opened.store, files, later)).toBe(0);
    });
  });
}
