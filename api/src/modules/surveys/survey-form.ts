/** The project's published survey form (collection `forms`, type 'survey'), read tenant-scoped. */
import type { StoredForm } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { formId, formsOf } from '../forms/index.js';
import type { SurveyTenant } from './store.js';

export async function publishedSurveyForm(store: Store, tenant: SurveyTenant): Promise<StoredForm | null> {
  const record = await formsOf(store, tenant).findOne(
    { _id: formId(tenant.eventId, 'survey') },
    { projection: { published: 1 } },
  );
  return record?.published ?? null;
}
