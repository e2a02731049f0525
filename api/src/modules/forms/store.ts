/**
 * The `forms` collection: one document per project and form type (registration, basic, survey), holding
 * the editor's draft and the published form (second document §3 Form). `revision` counts saved drafts and
 * guards them against lost updates (a save names the revision it started from). The stored `definition` is
 * always recomputed by the server from the cells with the registered field kinds.
 */
import type { FormType, StoredForm } from '@zapisy/core';
import { type Store, TenantRepository } from '../../storage/index.js';

export const FORMS = 'forms';

export interface FormRecord {
  _id: string;
  organizationId: string;
  eventId: string;
  type: FormType;
  draft: StoredForm;
  published: StoredForm | null;
  /** Revision of the draft; 0 before the first save. */
  revision: number;
  /** The draft revision that was published, or null. */
  publishedRevision: number | null;
  /** Unguessable id of the draft's preview page (`/p/{uid}`). */
  previewUid: string;
  updatedAt: Date | null;
  publishedAt: Date | null;
}

export interface FormTenant {
  organizationId: string;
  eventId: string;
}

export function formsOf(store: Store, tenant: FormTenant): TenantRepository<FormRecord> {
  return new TenantRepository(store.db.collection<FormRecord>(FORMS), {
    organizationId: tenant.organizationId,
    eventId: tenant.eventId,
  });
}

/** `_id` of a project's form of one type: one document per project and type. */
export function formId(eventId: string, type: FormType): string {
  return `${eventId}:${type}`;
}

/** The empty form value of a project and type (the editor's starting point). */
export function emptyStoredForm(eventId: string, type: FormType): StoredForm {
  return {
    eventId,
    isSurvey: type === 'survey',
    metadata: {},
    definition: [],
    data: { id: formId(eventId, type), version: 1, rows: [] },
  };
}

export async function ensureFormIndexes(store: Store): Promise<void> {
  const forms = store.db.collection(FORMS);
  await forms.createIndex({ eventId: 1, type: 1 }, { unique: true, name: 'eventId_type_unique' });
  await forms.createIndex({ previewUid: 1 }, { unique: true, name: 'previewUid_unique' });
}

/** The field names of a project's registration form, draft and published together. */
export async function registrationFormFieldNames(store: Store, tenant: FormTenant): Promise<Set<string>> {
  const form = await formsOf(store, tenant).findOne({ _id: formId(tenant.eventId, 'registration') });
  const names = new Set<string>();
  for (const stored of [form?.draft, form?.published]) {
    for (const field of stored?.definition ?? []) names.add(field.field_name);
  }
  return names;
}
