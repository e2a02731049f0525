/**
 * Reads and writes of a project's form with optimistic concurrency: a save or a publish names the draft
 * revision it started from, and the write is ONE conditional update on that revision, so of two editors
 * saving from the same revision exactly one wins and the other gets a 409 (nothing is silently overwritten).
 */
import { BusinessError, type FormType, generateId, NotFoundError, type StoredForm } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { isDuplicateKey } from '../projects/index.js';
import { FORM_MESSAGES } from './messages.js';
import { emptyStoredForm, type FormRecord, type FormTenant, formId, formsOf } from './store.js';

export const PREVIEW_UID_LENGTH = 24;

export const revisionConflict = () =>
  new BusinessError(FORM_MESSAGES.revisionConflict, 'FORM_REVISION_CONFLICT');

/** The form of a project and type; a project without one gets an empty draft at revision 0 (created once). */
export async function loadForm(store: Store, tenant: FormTenant, type: FormType): Promise<FormRecord> {
  const forms = formsOf(store, tenant);
  const _id = formId(tenant.eventId, type);
  const found = await forms.findOne({ _id });
  if (found) return found;
  const fresh: FormRecord = {
    _id,
    organizationId: tenant.organizationId,
    eventId: tenant.eventId,
    type,
    draft: emptyStoredForm(tenant.eventId, type),
    published: null,
    revision: 0,
    publishedRevision: null,
    previewUid: generateId(PREVIEW_UID_LENGTH),
    updatedAt: null,
    publishedAt: null,
  };
  try {
    await forms.insertOne(fresh);
    return fresh;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    // Another request created it first.
    const created = await forms.findOne({ _id });
    if (!created) throw error;
    return created;
  }
}

/** Stores the draft if the stored revision is still `revision`; the saved form, or 409. */
export async function saveDraft(
  store: Store,
  tenant: FormTenant,
  type: FormType,
  draft: StoredForm,
  revision: number,
): Promise<FormRecord> {
  await loadForm(store, tenant, type);
  const saved = await formsOf(store, tenant).findOneAndUpdate(
    { _id: formId(tenant.eventId, type), revision },
    { $set: { draft, updatedAt: new Date() }, $inc: { revision: 1 } },
    { returnDocument: 'after' },
  );
  if (!saved) throw revisionConflict();
  return saved;
}

/** Publishes the draft of `revision` (`check` may refuse it); the published form, or 404/409. */
export async function publishDraft(
  store: Store,
  tenant: FormTenant,
  type: FormType,
  revision: number,
  prepare: (draft: StoredForm) => StoredForm,
): Promise<FormRecord> {
  const forms = formsOf(store, tenant);
  const _id = formId(tenant.eventId, type);
  const current = await forms.findOne({ _id });
  if (!current || current.revision === 0) throw new NotFoundError(FORM_MESSAGES.notSaved(type));
  if (current.revision !== revision) throw revisionConflict();
  const published = prepare(current.draft);
  const saved = await forms.findOneAndUpdate(
    { _id, revision },
    { $set: { published, publishedRevision: revision, publishedAt: new Date() } },
    { returnDocument: 'after' },
  );
  if (!saved) throw revisionConflict();
  return saved;
}

export function toFormView(form: FormRecord) {
  return {
    type: form.type,
    draft: form.draft,
    published: form.published,
    revision: form.revision,
    publishedRevision: form.publishedRevision,
    previewUid: form.previewUid,
    updatedAt: form.updatedAt?.toISOString() ?? null,
    publishedAt: form.publishedAt?.toISOString() ?? null,
  };
}
