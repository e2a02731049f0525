/** Test helpers of the survey: a published survey form and a project whose survey has given settings. */
import type { FormFieldDefinition } from '@zapisy/core';
import { FORMS } from '../forms/store.js';
import { PARTICIPANTS, PROJECTS } from '../projects/store.js';
import type { ProjectTestContext } from '../projects/testing.js';

/** Rating (single choice), liked topics (checkboxes), come again (toggle), score (range), comment (text). */
export const SURVEY_DEFINITION: FormFieldDefinition[] = [
  {
    field_name: 'rating',
    label: 'Jak oceniasz obóz?',
    plugin: 'RadioButtons',
    required: true,
    options: [
      { value: 'good', label: 'Dobrze' },
      { value: 'bad', label: 'Źle' },
    ],
  },
  {
    field_name: 'topics',
    label: 'Co Ci się podobało?',
    plugin: 'Checkboxes',
    options: [
      { value: 'food', label: 'Jedzenie' },
      { value: 'trips', label: 'Wycieczki' },
    ],
  },
  { field_name: 'again', label: 'Wrócisz za rok?', plugin: 'Toggle' },
  { field_name: 'comment', label: 'Uwagi', plugin: 'TextArea' },
];

export async function publishSurvey(
  c: ProjectTestContext,
  eventId: string,
  definition: FormFieldDefinition[] = SURVEY_DEFINITION,
): Promise<void> {
  const published = {
    eventId,
    isSurvey: true,
    metadata: {},
    definition,
    data: { id: 'survey', version: 1, rows: [] },
  };
  const now = new Date();
  await c.docs(FORMS).updateOne(
    { _id: `${eventId}:survey` },
    {
      $set: {
        organizationId: 'org-a',
        eventId,
        type: 'survey',
        draft: published,
        published,
        revision: 1,
        publishedRevision: 1,
        previewUid: `survey-preview-${eventId}`,
        updatedAt: now,
        publishedAt: now,
      },
    },
    { upsert: true },
  );
}

let seq = 0;

/** A project of org-a with its survey published and `survey` settings; a participant 'Anna Nowak'. */
export async function surveyProject(
  c: ProjectTestContext,
  survey: Record<string, unknown> = {},
): Promise<{ eventId: string; participantId: string }> {
  const { eventId } = await c.create({ domainName: `ankieta-${++seq}`, translationType: 'event' });
  await c
    .docs(PROJECTS)
    .updateOne(
      { _id: eventId },
      { $set: { 'event.survey': { enabled: true, from: null, to: null, anonymous: false, ...survey } } },
    );
  await publishSurvey(c, eventId);
  const participantId = `uczestnik-${seq}`;
  await c.docs(PARTICIPANTS).insertOne({
    _id: participantId,
    organizationId: 'org-a',
    eventId,
    status: 'paid',
    data: [
      { name: 'first_name', value: 'Anna' },
      { name: 'last_name', value: 'Nowak' },
    ],
  });
  return { eventId, participantId };
}
