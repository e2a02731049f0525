/** The project's published registration form (collection `forms`, shared data contract 3), read tenant-scoped. */
import type { FormDefinition, StoredForm } from '@zapisy/core';
import { type Store, TenantRepository } from '../../storage/index.js';

export const FORMS = 'forms';

interface FormDocument {
  _id: string;
  organizationId: string;
  eventId: string;
  type: string;
  published: StoredForm | null;
}

export async function publishedRegistrationForm(
  store: Store,
  tenant: { organizationId: string; eventId: string },
): Promise<StoredForm | null> {
  const doc = await new TenantRepository(store.db.collection<FormDocument>(FORMS), tenant).findOne(
    { type: 'registration' },
    { projection: { published: 1 } },
  );
  return doc?.published ?? null;
}

/** field_name → label of the published form's fields (for Polish column headers). */
export function fieldLabels(definition: FormDefinition | undefined): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const field of definition ?? []) {
    if (typeof field.field_name === 'string' && typeof field.label === 'string' && field.label.trim() !== '')
      labels[field.field_name] = field.label.trim();
  }
  return labels;
}
