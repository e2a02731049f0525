/**
 * The survey columns of the participants grid (`/admin/ustawienia/kolumny-ankiety`): which questions of the
 * published survey the grid shows beside each participant, with that participant's answer. The answer lists
 * every question (chosen or not) so the screen can offer them; a saved field the survey no longer asks is
 * dropped from what is shown.
 */
import { type SurveyQuestionKind, surveyQuestions, ValidationError } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { SURVEY_MESSAGES } from './messages.js';
import { type SurveyTenant, surveyColumnsOf } from './store.js';
import { publishedSurveyForm } from './survey-form.js';

export interface SurveyColumnsAnswer {
  eventId: string;
  /** The survey's questions in the form's order. */
  questions: { fieldName: string; label: string; kind: SurveyQuestionKind }[];
  /** The chosen questions' field names, in the grid's order. */
  fields: string[];
  updatedAt: string | null;
}

export async function readSurveyColumns(
  deps: { store: Store },
  tenant: SurveyTenant,
): Promise<SurveyColumnsAnswer> {
  const [form, saved] = await Promise.all([
    publishedSurveyForm(deps.store, tenant),
    surveyColumnsOf(deps.store, tenant).findOne({ _id: tenant.eventId }),
  ]);
  const questions = surveyQuestions(form?.definition ?? []);
  const asked = new Set(questions.map((question) => question.fieldName));
  return {
    eventId: tenant.eventId,
    questions,
    fields: (saved?.fields ?? []).filter((field) => asked.has(field)),
    updatedAt: saved?.updatedAt ? saved.updatedAt.toISOString() : null,
  };
}

export async function saveSurveyColumns(
  deps: { store: Store; now: () => Date },
  tenant: SurveyTenant,
  fields: readonly string[],
): Promise<SurveyColumnsAnswer> {
  const form = await publishedSurveyForm(deps.store, tenant);
  const asked = new Set(surveyQuestions(form?.definition ?? []).map((question) => question.fieldName));
  const unknown = fields.filter((field) => !asked.has(field));
  if (unknown.length > 0)
    throw new ValidationError(unknown.map((field) => `fields: ${SURVEY_MESSAGES.unknownColumn(field)}`));
  await surveyColumnsOf(deps.store, tenant).updateOne(
    { _id: tenant.eventId },
    { $set: { fields: [...new Set(fields)], updatedAt: deps.now() } },
    { upsert: true },
  );
  return readSurveyColumns(deps, tenant);
}
