/**
 * The upload ids a registration's FileUpload and Signature fields carry (shared contract 2: "FileUpload and
 * Signature → string[] of upload ids returned by POST /services/api/uploads/{eventId}"), over every
 * participant — the uploads the registration claims (uploads module's `claimUploads`).
 */
import type { FormDefinition } from '@zapisy/core';
import { UPLOAD_FIELD_KINDS } from '../uploads/index.js';
import type { FormData } from './records.js';

export function registrationUploadIds(definition: FormDefinition, forms: readonly FormData[]): string[] {
  const fields = definition
    .filter((field) => UPLOAD_FIELD_KINDS.includes(String(field.element ?? field.plugin)))
    .map((field) => field.field_name);
  const ids = new Set<string>();
  for (const data of forms) {
    for (const name of fields) {
      const value = data[name];
      const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
      for (const id of list) if (typeof id === 'string' && id !== '') ids.add(id);
    }
  }
  return [...ids];
}
