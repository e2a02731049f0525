/**
 * What one upload may be. Second document §3 AttachmentDefinition: "expectedExtensions default .pdf, .jpg,
 * .png"; the FileUpload field kind's `extensions`, `maxSizeMb` (default 10) narrow it for its field. The
 * server never accepts more than 10 MB, nor a type it cannot recognise by content (./file-type.ts).
 */
import type { FormFieldDefinition } from '@zapisy/core';
import { kindOfExtension } from './file-type.js';

export const DEFAULT_UPLOAD_EXTENSIONS: readonly string[] = ['.pdf', '.jpg', '.png'];
export const MAX_UPLOAD_SIZE_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_SIZE_MB * 1024 * 1024;

export interface UploadLimits {
  maxBytes: number;
  /** Accepted extensions, lower case with the dot, as shown to the user. */
  extensions: readonly string[];
}

function normalizeExtension(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().toLowerCase();
  if (trimmed === '') return null;
  return trimmed.startsWith('.') ? trimmed : `.${trimmed}`;
}

/** The limits for an upload to `field` (a FileUpload or Signature definition), or the defaults. */
export function uploadLimitsFor(field?: FormFieldDefinition): UploadLimits {
  const sizeMb = field?.maxSizeMb;
  const maxBytes =
    typeof sizeMb === 'number' && Number.isFinite(sizeMb) && sizeMb > 0
      ? Math.min(Math.floor(sizeMb * 1024 * 1024), MAX_UPLOAD_BYTES)
      : MAX_UPLOAD_BYTES;
  const listed = Array.isArray(field?.extensions)
    ? (field.extensions as unknown[]).map(normalizeExtension).filter((e): e is string => e !== null)
    : [];
  const extensions = (listed.length > 0 ? [...new Set(listed)] : DEFAULT_UPLOAD_EXTENSIONS).filter(
    (extension) => kindOfExtension(extension) !== null,
  );
  return { maxBytes, extensions };
}

/** Whether a file named with `extension` may be uploaded under `limits` ('.jpeg' passes where '.jpg' does). */
export function extensionAllowed(limits: UploadLimits, extension: string): boolean {
  const kind = kindOfExtension(extension);
  return kind !== null && limits.extensions.some((allowed) => kindOfExtension(allowed) === kind);
}

export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1).replace('.', ',')} MB`;
}

export const UPLOAD_MESSAGES = {
  tooLarge: (maxBytes: number) =>
    `Plik jest za duży. Największy dozwolony rozmiar to ${formatMegabytes(maxBytes)}.`,
  wrongType: (extensions: readonly string[]) =>
    `Niedozwolony typ pliku. Dozwolone: ${extensions.join(', ')}.`,
  noFile: 'Brak pliku: wyślij plik w treści multipart/form-data.',
  oneFile: 'Wyślij jeden plik w jednym żądaniu.',
  notMultipart: 'Plik należy wysłać jako multipart/form-data.',
  unknownField: (field: string) => `Opublikowany formularz nie ma pola załącznika „${field}”.`,
  uploadNotFound: 'Nie znaleziono pliku',
  wrongKey: 'Brak dostępu do tego pliku',
  unknownUpload: (id: string) =>
    `Nie znaleziono przesłanego pliku ${id} (mógł zostać usunięty po 24 godzinach).`,
  claimedUpload: (id: string) => `Plik ${id} został już dołączony do innego zgłoszenia.`,
} as const;
