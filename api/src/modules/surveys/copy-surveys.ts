/**
 * The survey of a project's copy (issue 14): the grid's survey columns are configuration and go with a
 * duplicate and a new edition; the answers are participant data (second document §2), so only Duplikuj
 * copies them — a participant's answer under the copied participant's id (`{eventId}:{participantId}`), an
 * anonymous one under a new random id.
 */
import { randomUUID } from 'node:crypto';
import { copyTenantDocuments, type ProjectCopyContributor } from '../../project-copy/index.js';
import { participantAnswerId, SURVEY_ANSWERS, SURVEY_COLUMNS, type SurveyAnswerRecord } from './store.js';

export const surveyCopyContributor: ProjectCopyContributor = {
  name: 'ankieta',
  copy: async (context) => {
    await copyTenantDocuments(context, SURVEY_COLUMNS);
    if (!context.copiesPeople) return;
    await copyTenantDocuments<SurveyAnswerRecord>(context, SURVEY_ANSWERS, {
      rewrite: (copy) => ({
        ...copy,
        _id: copy.participantId ? participantAnswerId(copy.eventId, copy.participantId) : randomUUID(),
      }),
    });
  },
};
