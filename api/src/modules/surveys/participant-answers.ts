/**
 * The survey columns of the participants grid (first document §2 `/admin/ustawienia/kolumny-ankiety`): for the
 * chosen questions, each participant's answer as text (option labels, 'Tak'/'Nie', never stored values),
 * keyed by participant id. Anonymous answers belong to nobody and are left out.
 */
import { surveyAnswerText } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { answerValues, type SurveyTenant, surveyAnswersOf } from './store.js';
import { readSurveyColumns } from './survey-columns.js';
import { publishedSurveyForm } from './survey-form.js';

export interface SurveyParticipantAnswers {
  columns: { fieldName: string; header: string }[];
  answers: Record<string, Record<string, string>>;
}

export async function readParticipantAnswers(
  store: Store,
  tenant: SurveyTenant,
): Promise<SurveyParticipantAnswers> {
  const [columns, form] = await Promise.all([
    readSurveyColumns({ store }, tenant),
    publishedSurveyForm(store, tenant),
  ]);
  const labels = new Map(columns.questions.map((question) => [question.fieldName, question.label]));
  const chosen = columns.fields.map((fieldName) => ({
    fieldName,
    header: `Ankieta: ${labels.get(fieldName) ?? fieldName}`,
  }));
  const answers: Record<string, Record<string, string>> = {};
  if (chosen.length === 0) return { columns: chosen, answers };
  const fields = new Map((form?.definition ?? []).map((field) => [field.field_name, field]));
  const records = await surveyAnswersOf(store, tenant)
    .find({ participantId: { $ne: null } }, { projection: { participantId: 1, data: 1 } })
    .toArray();
  for (const record of records) {
    if (!record.participantId) continue;
    const values = answerValues(record);
    const texts: Record<string, string> = {};
    for (const { fieldName } of chosen)
      texts[fieldName] = surveyAnswerText(fields.get(fieldName), values[fieldName]);
    answers[record.participantId] = texts;
  }
  return { columns: chosen, answers };
}
