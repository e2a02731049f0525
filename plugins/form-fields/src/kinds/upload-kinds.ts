import type { FormFieldDefinition, FormFieldKind } from '@zapisy/core';
import { FORM_FIELD_NAMES, isFormUploadId } from '@zapisy/core';
import { coerceTextList } from './coerce.js';
import { fieldKind } from './field-kind-factory.js';
import { FIELD_MESSAGES as M } from './messages.js';
import { filesText } from './value-text.js';

/** Issue 5: "default extensions .pdf, .jpg, .png". */
export const FILE_UPLOAD_DEFAULT_EXTENSIONS: readonly string[] = ['.pdf', '.jpg', '.png'];
export const FILE_UPLOAD_DEFAULT_MAX_SIZE_MB = 10;
export const FILE_UPLOAD_DEFAULT_MAX_FILES = 1;

function maxFiles(field: FormFieldDefinition): number {
  const max = field.maxFiles;
  return typeof max === 'number' && Number.isSafeInteger(max) && max >= 1
    ? max
    : FILE_UPLOAD_DEFAULT_MAX_FILES;
}

/** The upload ids `POST /uploads/{eventId}` returned; extension and size are checked when the file is uploaded. */
function validateUploadIds(value: unknown, field: FormFieldDefinition): string[] {
  if (!Array.isArray(value) || !value.every(isFormUploadId)) return [M.upload];
  const max = maxFiles(field);
  return value.length > max ? [M.tooManyFiles(max)] : [];
}

export const fileUploadKind = fieldKind({
  id: 'FileUpload',
  title: 'Załącznik',
  family: 'file-upload',
  fieldName: FORM_FIELD_NAMES.attachments,
  label: 'Załącz plik',
  defaults: {
    extensions: [...FILE_UPLOAD_DEFAULT_EXTENSIONS],
    maxSizeMb: FILE_UPLOAD_DEFAULT_MAX_SIZE_MB,
    maxFiles: FILE_UPLOAD_DEFAULT_MAX_FILES,
  },
  properties: {
    extensions: {
      type: 'array',
      title: 'Dozwolone rozszerzenia plików',
      items: { type: 'string', pattern: '^\\.[A-Za-z0-9]{1,10}$' },
      default: FILE_UPLOAD_DEFAULT_EXTENSIONS,
    },
    maxSizeMb: { type: 'number', title: 'Największy rozmiar pliku (MB)', exclusiveMinimum: 0, default: 10 },
    maxFiles: { type: 'integer', title: 'Największa liczba plików', minimum: 1, default: 1 },
  },
  coerce: coerceTextList,
  format: filesText,
  validate: validateUploadIds,
});

/** Signature: the drawn signature, uploaded as one image file. */
export const signatureKind = fieldKind({
  id: 'Signature',
  title: 'Podpis',
  family: 'file-upload',
  fieldName: 'signature',
  label: 'Podpis',
  defaults: { maxFiles: 1 },
  coerce: coerceTextList,
  format: filesText,
  validate: (value, field) => validateUploadIds(value, { ...field, maxFiles: 1 }),
});

export const uploadKinds: readonly FormFieldKind[] = [fileUploadKind, signatureKind];
