// A published survey as `GET /forms/public/{domain}?type=survey` answers it (test-only).
import type { FormCell, FormFieldDefinition, PublicForm } from '@zapisy/core';
import { PUBLIC_FORM } from './public-form.fixture.js';

const RATING = {
  field_name: 'rating',
  label: 'Jak oceniasz obóz?',
  required: true,
  options: [
    { value: 'good', label: 'Dobrze' },
    { value: 'bad', label: 'Źle' },
  ],
};
const COMMENT = { field_name: 'comment', label: 'Uwagi', required: false };

const cell = (id: string, plugin: string, data: Record<string, unknown>): FormCell => ({
  id,
  size: 12,
  plugin: { id: plugin, version: 1 },
  dataI18n: { default: data },
});

const DEFINITION: FormFieldDefinition[] = [
  { ...RATING, plugin: 'RadioButtons', element: 'RadioButtons', cellId: 'c-rating' },
  { ...COMMENT, plugin: 'TextArea', element: 'TextArea', cellId: 'c-comment' },
];

export const SURVEY_FORM: PublicForm = {
  ...PUBLIC_FORM,
  type: 'survey',
  form: {
    isSurvey: true,
    definition: DEFINITION,
    data: {
      id: 's1',
      version: 1,
      rows: [
        { id: 'r1', cells: [cell('c-rating', 'RadioButtons', RATING)] },
        { id: 'r2', cells: [cell('c-comment', 'TextArea', COMMENT)] },
      ],
    },
  },
  products: [],
  paymentRules: [],
  availability: {
    open: true,
    waitingList: false,
    placesLeft: null,
    message: null,
    participantLinkRequired: true,
  },
};

export const SURVEY_STRINGS = {
  translationType: 'event',
  label: 'Wydarzenie',
  nouns: {},
  messages: {
    completedSurveyTitle: 'Dziękujemy za wypełnienie ankiety!',
    completedSurveyBody: 'Twoje odpowiedzi zostały zapisane.',
    completedSurveyButton: 'Wróć na stronę wydarzenia',
  },
};
