/**
 * The filled-in surveys of a project with who filled them in: the participant's name (first and last name,
 * else company, spec §3 FormData display name) or null for an anonymous answer. Newest first.
 */
import { formDataDisplayName } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { participantsOf } from '../projects/index.js';
import { answerValues, type SurveyTenant, surveyAnswersOf } from './store.js';

export interface SurveyAnswerRow {
  answerId: string;
  participantId: string | null;
  participantName: string | null;
  answeredAt: Date;
  values: Record<string, unknown>;
}

function nameOf(data: { name: string; value: unknown }[] | undefined): string {
  const values: Record<string, unknown> = {};
  for (const item of data ?? []) values[item.name] = item.value;
  return formDataDisplayName(values);
}

export async function listSurveyAnswers(store: Store, tenant: SurveyTenant): Promise<SurveyAnswerRow[]> {
  const records = await surveyAnswersOf(store, tenant)
    .find({}, { sort: { updatedOn: -1, _id: 1 } })
    .toArray();
  const ids = [...new Set(records.flatMap((record) => (record.participantId ? [record.participantId] : [])))];
  const participants =
    ids.length === 0
      ? []
      : await participantsOf(store, tenant)
          .find({ _id: { $in: ids } }, { projection: { data: 1 } })
          .toArray();
  const names = new Map(participants.map((participant) => [participant._id, nameOf(participant.data)]));
  return records.map((record) => ({
    answerId: record._id,
    participantId: record.participantId,
    participantName: record.participantId ? (names.get(record.participantId) ?? null) : null,
    answeredAt: record.updatedOn,
    values: answerValues(record),
  }));
}
