/**
 * The forms of a project's copy (issue 14): the registration, basic and survey forms, draft and published,
 * go with a duplicate and a new edition, so the copy's public page is open when the source's was. Every id a
 * form names (its project, the products of a Product field, an installments plan) is the copy's; each copy
 * gets its own preview address. Revisions are kept, so a form published from its draft still shows so.
 */
import { generateId, type StoredForm } from '@zapisy/core';
import { copyTenantDocuments, type ProjectCopyContributor } from '../../project-copy/index.js';
import { PREVIEW_UID_LENGTH } from './form-store.js';
import { FORMS, type FormRecord, formId } from './store.js';

function withFormId(form: StoredForm | null, id: string): StoredForm | null {
  return form && { ...form, data: { ...form.data, id } };
}

export const formsCopyContributor: ProjectCopyContributor = {
  name: 'formularze',
  copy: async (context) => {
    await copyTenantDocuments<FormRecord>(context, FORMS, {
      rewrite: (copy) => {
        const _id = formId(copy.eventId, copy.type);
        return {
          ...copy,
          _id,
          draft: withFormId(copy.draft, _id) as StoredForm,
          published: withFormId(copy.published, _id),
          previewUid: generateId(PREVIEW_UID_LENGTH),
          publishedAt: copy.published ? context.now : null,
        };
      },
    });
  },
};
