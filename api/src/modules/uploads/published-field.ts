/**
 * The upload field an upload is for: a FileUpload or Signature field of the project's published
 * registration (or survey) form, read from collection `forms` (`published.definition`).
 */
import type { FormFieldDefinition, StoredForm } from '@zapisy/core';
import { type Store, TenantRepository } from '../../storage/index.js';

export const FORMS = 'forms';
export const UPLOAD_FIELD_KINDS: readonly string[] = ['FileUpload', 'Signature'];

interface FormRecord {
  _id: string;
  organizationId: string;
  eventId: string;
  type: 'registration' | 'basic' | 'survey';
  published: StoredForm | null;
}

/** The published upload field named `field`, or null when no published form has one. */
export async function publishedUploadField(
  store: Store,
  tenant: { organizationId: string; eventId: string },
  field: string,
): Promise<FormFieldDefinition | null> {
  const forms = new TenantRepository(store.db.collection<FormRecord>(FORMS), {
    organizationId: tenant.organizationId,
    eventId: tenant.eventId,
  });
  const published = await forms
    .find({ type: { $in: ['registration', 'survey'] }, published: { $ne: null } })
    .toArray();
  for (const type of ['registration', 'survey']) {
    const definition = published.find((form) => form.type === type)?.published?.definition ?? [];
    const match = definition.find(
      (entry) =>
        entry.field_name === field && UPLOAD_FIELD_KINDS.includes(String(entry.plugin ?? entry.element)),
    );
    if (match) return match;
  }
  return null;
}
