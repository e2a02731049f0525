/**
 * Reading `POST /uploads/{eventId}`'s multipart body straight into the file store: exactly one file, checked
 * on the way (size limit, extension, content type; see upload-guard.ts) and never held in memory whole,
 * plus the optional `field` naming the form field whose limits apply. The field may come before the file
 * (its limits then stop an oversized stream early) or after it (the stored file is checked again and
 * removed when it does not pass). Whatever fails, nothing is left in the store.
 */
import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FormFieldDefinition } from '@zapisy/core';
import { HttpError } from '../../http/errors.js';
import type { UploadFileRef, UploadFileStore } from './file-store.js';
import { extensionOf, kindOfExtension, type UploadFileKind } from './file-type.js';
import {
  extensionAllowed,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  type UploadLimits,
  uploadLimitsFor,
} from './limits.js';
import { cleanFileName } from './store.js';
import { UploadGuard } from './upload-guard.js';

type Part = MultipartFile | { type: 'field'; fieldname: string; value: unknown };

export interface ReceivedUpload {
  ref: UploadFileRef;
  /** The cleaned file name. */
  name: string;
  size: number;
  kind: UploadFileKind;
  /** The form field it was uploaded for, or null. */
  field: string | null;
}

export interface ReceiveUploadOptions {
  parts: AsyncIterableIterator<Part>;
  tenant: { organizationId: string; eventId: string };
  /** `?field=` of the request; a `field` part of the body wins. */
  queryField: string | undefined;
  files: UploadFileStore;
  /** The published upload field of that name; throws a 400 when the form has none. */
  uploadField(name: string): Promise<FormFieldDefinition>;
}

export function tooLarge(maxBytes: number): HttpError {
  const message = UPLOAD_MESSAGES.tooLarge(maxBytes);
  return new HttpError(413, 'FILE_TOO_LARGE', message, [message]);
}

export function wrongType(extensions: readonly string[]): HttpError {
  const message = UPLOAD_MESSAGES.wrongType(extensions);
  return new HttpError(400, 'FILE_TYPE', message, [message]);
}

const oneFile = () => new HttpError(400, 'ONE_FILE', UPLOAD_MESSAGES.oneFile, [UPLOAD_MESSAGES.oneFile]);

export async function receiveUpload(options: ReceiveUploadOptions): Promise<ReceivedUpload> {
  const { parts, files } = options;
  const limitsOf = async (field: string | null): Promise<UploadLimits> =>
    uploadLimitsFor(field === null ? undefined : await options.uploadField(field));

  async function storeFile(part: MultipartFile, field: string | null): Promise<ReceivedUpload> {
    const source = part.file;
    try {
      const limits = await limitsOf(field);
      const name = cleanFileName(part.filename);
      const extension = extensionOf(name);
      const expectedKind = kindOfExtension(extension);
      if (!extensionAllowed(limits, extension) || expectedKind === null) throw wrongType(limits.extensions);
      const guard = new UploadGuard({
        maxBytes: limits.maxBytes,
        expectedKind,
        tooLarge,
        wrongType: () => wrongType(limits.extensions),
      });
      const ref: UploadFileRef = { ...options.tenant, uploadId: randomUUID() };
      await files.write(ref, guard.check(source));
      return { ref, name, size: guard.size, kind: expectedKind, field };
    } catch (error) {
      // Let the parser read past the rest of this file so the request ends normally.
      source.resume();
      throw error;
    }
  }

  let received: ReceivedUpload | undefined;
  let bodyField: string | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (received) {
          (part as MultipartFile).file.resume();
          throw oneFile();
        }
        received = await storeFile(part as MultipartFile, bodyField ?? options.queryField ?? null);
      } else if (part.fieldname === 'field' && typeof part.value === 'string') {
        bodyField = part.value.trim() || undefined;
      }
    }
    if (!received) throw new HttpError(400, 'NO_FILE', UPLOAD_MESSAGES.noFile, [UPLOAD_MESSAGES.noFile]);
    const field = bodyField ?? options.queryField ?? null;
    if (field !== received.field) {
      // The field came after the file: check the stored file against that field's limits.
      const limits = await limitsOf(field);
      if (received.size > limits.maxBytes) throw tooLarge(limits.maxBytes);
      if (!extensionAllowed(limits, extensionOf(received.name))) throw wrongType(limits.extensions);
      received.field = field;
    }
    return received;
  } catch (error) {
    if (received) await files.remove(received.ref);
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(MAX_UPLOAD_BYTES);
    if (code === 'FST_FILES_LIMIT') throw oneFile();
    throw error;
  }
}
