/** Test helpers: a published registration form (collection `forms`, shared contract 3) for a project. */
import type { FormFieldDefinition } from '@zapisy/core';
import { FORMS } from '../forms/documents.js';
import type { ProjectTestContext } from '../projects/testing.js';

const field = (
  kind: string,
  field_name: string,
  extra: Record<string, unknown> = {},
): FormFieldDefinition => ({
  field_name,
  label: field_name,
  plugin: kind,
  element: kind,
  cellId: `cell-${field_name}`,
  ...extra,
});

/** first_name, last_name (required), email_main (required for the representative), phone_number. */
export const PERSONAL_FIELDS: FormFieldDefinition[] = [
  field('FirstName', 'first_name', { required: true }),
  field('LastName', 'last_name', { required: true }),
  field('MainEmail', 'email_main', { required: true }),
  field('PhoneNumber', 'phone_number'),
];

export { field as definitionField };

export async function publishRegistrationForm(
  c: ProjectTestContext,
  eventId: string,
  definition: FormFieldDefinition[] = PERSONAL_FIELDS,
  isSurvey = false,
): Promise<void> {
  const published = { eventId, isSurvey, definition, data: { id: 'form', version: 1, rows: [] } };
  await c.docs(FORMS).updateOne(
    { _id: `${eventId}:registration` },
    {
      $set: {
        organizationId: 'org-a',
        eventId,
        type: 'registration',
        draft: published,
        published,
        revision: 1,
        publishedRevision: 1,
        previewUid: `preview-${eventId}`,
        updatedAt: new Date(),
        publishedAt: new Date(),
      },
    },
    { upsert: true },
  );
}
