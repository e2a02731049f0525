import type { FormFieldDefinition } from '@zapisy/core';
import type { ApiClient } from '../api/client.js';

/** The fields a price-list or product rule can test: the registration form's draft definition. */
export async function registrationFormFields(
  api: ApiClient,
  eventId: string,
): Promise<FormFieldDefinition[]> {
  const form = await api.get<{ draft: { definition?: FormFieldDefinition[] } | null }>(
    `/forms/${encodeURIComponent(eventId)}/registration`,
  );
  return [...(form.draft?.definition ?? [])];
}
