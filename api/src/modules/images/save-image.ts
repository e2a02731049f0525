/**
 * Storing one uploaded image of an organization: exactly one file part, its extension PNG/JPEG, its first
 * bytes the same kind, at most 2 MB, streamed into the upload file store and then recorded. Whatever fails,
 * nothing is kept and the organizer reads a Polish reason.
 */
import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { HttpError } from '../../http/errors.js';
import type { Store } from '../../storage/index.js';
import {
  cleanFileName,
  extensionOf,
  kindOfExtension,
  UPLOAD_CONTENT_TYPES,
  type UploadFileStore,
  UploadGuard,
} from '../uploads/index.js';
import { IMAGE_KINDS, IMAGE_MAX_BYTES, IMAGE_MESSAGES } from './limits.js';
import { IMAGES_SEGMENT, type ImageRecord, imagesOf } from './store.js';

type Part = MultipartFile | { type: 'field'; fieldname: string; value: unknown };

export interface SaveImageDeps {
  store: Store;
  files: UploadFileStore;
  now: () => Date;
}

const refused = (status: number, code: string, message: string) =>
  new HttpError(status, code, message, [message]);

/** The answer of an upload: what the organization's `logo` setting stores. */
export interface SavedImage {
  id: string;
  fileName: string;
  mimeType: string;
  size: number;
}

export async function saveImage(
  deps: SaveImageDeps,
  organizationId: string,
  parts: AsyncIterableIterator<Part>,
): Promise<SavedImage> {
  let saved: SavedImage | null = null;
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (saved) {
      part.file.resume();
      throw refused(400, 'ONE_FILE', IMAGE_MESSAGES.oneFile);
    }
    saved = await storeOne(deps, organizationId, part);
  }
  if (!saved) throw refused(400, 'NO_FILE', IMAGE_MESSAGES.noFile);
  return saved;
}

async function storeOne(
  deps: SaveImageDeps,
  organizationId: string,
  part: MultipartFile,
): Promise<SavedImage> {
  const fileName = cleanFileName(part.filename) || 'logo';
  const kind = kindOfExtension(extensionOf(fileName));
  if (kind === null || !IMAGE_KINDS.includes(kind)) {
    part.file.resume();
    throw refused(400, 'FILE_TYPE', IMAGE_MESSAGES.wrongType);
  }
  const guard = new UploadGuard({
    maxBytes: IMAGE_MAX_BYTES,
    expectedKind: kind,
    tooLarge: () => refused(413, 'FILE_TOO_LARGE', IMAGE_MESSAGES.tooLarge),
    wrongType: () => refused(400, 'FILE_TYPE', IMAGE_MESSAGES.wrongType),
  });
  const ref = { organizationId, eventId: IMAGES_SEGMENT, uploadId: randomUUID() };
  await deps.files.write(ref, guard.check(part.file));
  const record: ImageRecord = {
    _id: ref.uploadId,
    organizationId,
    fileName,
    mimeType: UPLOAD_CONTENT_TYPES[kind],
    size: guard.size,
    createdAt: deps.now(),
  };
  try {
    await imagesOf(deps.store, organizationId).insertOne(record);
  } catch (error) {
    await deps.files.remove(ref);
    throw error;
  }
  return { id: record._id, fileName, mimeType: record.mimeType, size: record.size };
}
