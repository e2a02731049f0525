/**
 * The demo project's survey (issue 14 "Surveys, end to end"; first document §2 `/ankieta`): a published
 * survey form of four questions and the survey switched on with an open window, so the participants' survey
 * links, the results screen and the survey columns show something on the first start.
 */
import { createFormFieldKindRegistry, type FormFieldKind } from '@zapisy/core';
import { FORMS, type FormRecord } from '../modules/forms/index.js';
import { PROJECTS } from '../modules/projects/index.js';
import type { Store } from '../storage/index.js';
import { cell, type DemoTenant, publishedDemoForm } from './demo-registration.js';

/** The kinds the demo survey is built from. */
export const DEMO_SURVEY_KINDS = ['RadioButtons', 'Checkboxes', 'Toggle', 'TextArea'] as const;

export const DEMO_SURVEY_RATINGS = [
  { value: 'very-good', label: 'Bardzo dobrze' },
  { value: 'good', label: 'Dobrze' },
  { value: 'average', label: 'Przeciętnie' },
  { value: 'bad', label: 'Słabo' },
] as const;

export const DEMO_SURVEY_TOPICS = [
  { value: 'talks', label: 'Wykłady' },
  { value: 'workshops', label: 'Warsztaty' },
  { value: 'place', label: 'Miejsce' },
  { value: 'organization', label: 'Organizacja' },
] as const;

export async function seedDemoSurvey(
  store: Store,
  tenant: DemoTenant,
  kinds: Iterable<FormFieldKind>,
  now: Date,
): Promise<void> {
  const registry = createFormFieldKindRegistry(kinds);
  const cells = [
    cell(registry, 'RadioButtons', {
      field_name: 'rating',
      label: 'Jak oceniasz wydarzenie?',
      required: true,
      options: [...DEMO_SURVEY_RATINGS],
    }),
    cell(registry, 'Checkboxes', {
      field_name: 'liked',
      label: 'Co podobało Ci się najbardziej?',
      options: [...DEMO_SURVEY_TOPICS],
    }),
    cell(registry, 'Toggle', { field_name: 'again', label: 'Weźmiesz udział w następnej edycji?' }),
    cell(registry, 'TextArea', { field_name: 'comment', label: 'Co możemy poprawić?' }),
  ];
  const record = publishedDemoForm(registry, tenant, 'survey', cells, now);
  await store.withTransaction(async (session) => {
    await store.db.collection<FormRecord>(FORMS).insertOne(record, { session });
    await store.db
      .collection<{ _id: string }>(PROJECTS)
      .updateOne(
        { _id: tenant.eventId },
        { $set: { 'event.survey': { enabled: true, from: null, to: null, anonymous: false } } },
        { session },
      );
  });
}
