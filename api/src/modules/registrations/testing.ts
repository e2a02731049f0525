/**
 * Test helpers (also used by bench:rush): a published registration form (collection `forms`, shared
 * contract 3) for a project.
 */
import type { FormFieldDefinition } from '@zapisy/core';
import { FORMS } from '../forms/store.js';
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

/** An installments configuration (project payments.installments): three monthly installments of the total. */
export const THREE_MONTHLY_INSTALLMENTS = {
  name: 'Trzy raty',
  definitionId: 'three',
  type: 'constantNumber',
  count: 3,
  multiplier: 1,
  calculationType: 'totalAmount',
  constantNumber: { frequency: 'monthly', every: 1, count: 3 },
};

/** The `forms` document of a project whose registration form `definition` is published (revision 1). */
export function publishedRegistrationFormDocument(
  organizationId: string,
  eventId: string,
  definition: FormFieldDefinition[] = PERSONAL_FIELDS,
  options: { isSurvey?: boolean; previewUid?: string } = {},
) {
  const published = {
    eventId,
    isSurvey: options.isSurvey ?? false,
    definition,
    data: { id: 'form', version: 1, rows: [] },
  };
  const now = new Date();
  return {
    _id: `${eventId}:registration`,
    organizationId,
    eventId,
    type: 'registration',
    draft: published,
    published,
    revision: 1,
    publishedRevision: 1,
    previewUid: options.previewUid ?? `preview-${eventId}`,
    updatedAt: now,
    publishedAt: now,
  };
}

export async function publishRegistrationForm(
  c: ProjectTestContext,
  eventId: string,
  definition: FormFieldDefinition[] = PERSONAL_FIELDS,
  isSurvey = false,
): Promise<void> {
  const { _id, ...form } = publishedRegistrationFormDocument('org-a', eventId, definition, { isSurvey });
  await c.docs(FORMS).updateOne({ _id }, { $set: form }, { upsert: true });
}
