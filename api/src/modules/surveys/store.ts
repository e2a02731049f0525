/**
 * The survey's collections. `surveyAnswers`: one filled-in survey per document, `isSurvey: true`, its values
 * as the participant's `data` (a list of name/value pairs, second document §3). An answer from a participant's
 * survey link has the deterministic `_id` `{eventId}:{participantId}`, so filling the survey in again replaces
 * that participant's answer (never two per participant); an anonymous answer gets a random id.
 * `surveyColumns`: which survey questions the participants grid shows (`/admin/ustawienia/kolumny-ankiety`),
 * one document per project (`_id` = eventId).
 */
import { type Store, TenantRepository } from '../../storage/index.js';

export const SURVEY_ANSWERS = 'surveyAnswers';
export const SURVEY_COLUMNS = 'surveyColumns';

export interface SurveyAnswerRecord {
  _id: string;
  organizationId: string;
  eventId: string;
  /** The participant whose survey link was used; null for an anonymous answer. */
  participantId: string | null;
  isSurvey: true;
  data: { name: string; value: unknown }[];
  createdOn: Date;
  updatedOn: Date;
}

export interface SurveyColumnsRecord {
  _id: string;
  organizationId: string;
  eventId: string;
  /** Field names of survey questions shown as participants grid columns, in this order. */
  fields: string[];
  updatedAt: Date;
}

export interface SurveyTenant {
  organizationId: string;
  eventId: string;
}

export function surveyAnswersOf(store: Store, tenant: SurveyTenant): TenantRepository<SurveyAnswerRecord> {
  return new TenantRepository(store.db.collection<SurveyAnswerRecord>(SURVEY_ANSWERS), {
    organizationId: tenant.organizationId,
    eventId: tenant.eventId,
  });
}

export function surveyColumnsOf(store: Store, tenant: SurveyTenant): TenantRepository<SurveyColumnsRecord> {
  return new TenantRepository(store.db.collection<SurveyColumnsRecord>(SURVEY_COLUMNS), {
    organizationId: tenant.organizationId,
    eventId: tenant.eventId,
  });
}

/** `_id` of a participant's answer: one per participant and project. */
export function participantAnswerId(eventId: string, participantId: string): string {
  return `${eventId}:${participantId}`;
}

export async function ensureSurveyIndexes(store: Store): Promise<void> {
  const answers = store.db.collection(SURVEY_ANSWERS);
  await answers.createIndex({ eventId: 1, createdOn: -1 }, { name: 'eventId_createdOn' });
  await answers.createIndex({ eventId: 1, participantId: 1 }, { name: 'eventId_participantId' });
}

/** The stored name/value list as a FormData map. */
export function answerValues(record: Pick<SurveyAnswerRecord, 'data'>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const item of record.data) values[item.name] = item.value;
  return values;
}
