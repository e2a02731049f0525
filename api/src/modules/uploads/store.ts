/** Upload metadata (`uploads`): one document per uploaded file, tenant-scoped; the bytes are in the file store (file-store.ts), found by tenant and upload id. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Store, TenantRepository } from '../../storage/index.js';

export const UPLOADS = 'uploads';

export interface UploadRecord {
  _id: string;
  organizationId: string;
  eventId: string;
  /** The file name as uploaded (without any path). */
  name: string;
  size: number;
  /** Content type, from the sniffed content. */
  type: string;
  /** The form field it was uploaded for, if the widget said so. */
  field: string | null;
  /** SHA-256 of the uploader's access key (the key itself is only ever in the upload's answer). */
  accessKeyHash: string;
  /** The registration it belongs to, once claimed; unclaimed uploads are deleted after 24 h. */
  registrationId: string | null;
  claimedAt: Date | null;
  createdAt: Date;
  /**
   * Set on a copied participant's file (Duplikuj, ./copy-uploads.ts): the bytes are the source upload's,
   * shared and never removed (only unclaimed uploads are).
   */
  bytesOf?: { eventId: string; uploadId: string };
}

export function uploadsOf(
  store: Store,
  tenant: { organizationId: string; eventId: string },
): TenantRepository<UploadRecord> {
  const { organizationId, eventId } = tenant;
  return new TenantRepository(store.db.collection<UploadRecord>(UPLOADS), { organizationId, eventId });
}

export async function ensureUploadIndexes(store: Store): Promise<void> {
  await store.db
    .collection(UPLOADS)
    .createIndex({ registrationId: 1, createdAt: 1 }, { name: 'unclaimed_by_age' });
}

export function newAccessKey(): string {
  return randomBytes(24).toString('base64url');
}

export function hashAccessKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Constant-time check of a presented key against the stored hash. */
export function accessKeyMatches(
  record: Pick<UploadRecord, 'accessKeyHash'>,
  key: string | undefined,
): boolean {
  if (!key) return false;
  const given = Buffer.from(hashAccessKey(key), 'hex');
  const stored = Buffer.from(record.accessKeyHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The file name to keep: no directories, no control characters, at most 200 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (cleaned === '' ? 'plik' : cleaned).slice(-200);
}
