/**
 * A filled-in survey (`POST /surveys/{eventId}`, the hosted `/ankieta`): checked against the published survey
 * form with core `validateFormSubmission` (the function the widget runs), accepted only while the survey is
 * open (second document §4 "Survey open likewise": enabled and now within from/to), tied to the participant
 * whose survey link (`?p=`) was opened, or stored without a participant when the survey allows anonymous
 * answers. A participant's second answer replaces the first. The answer and its `survey.answered` event are
 * written in one transaction.
 */
import {
  BusinessError,
  type FormFieldKindRegistry,
  generateId,
  isSurveyOpen,
  NotFoundError,
  ValidationError,
  validateFormSubmission,
} from '@zapisy/core';
import { emitEvents } from '../../events/index.js';
import type { Store } from '../../storage/index.js';
import { type ProjectRecord, participantsOf } from '../projects/index.js';
import { surveyAnsweredEvent } from './events.js';
import { SURVEY_MESSAGES } from './messages.js';
import { participantAnswerId, type SurveyAnswerRecord, surveyAnswersOf } from './store.js';
import { publishedSurveyForm } from './survey-form.js';

export interface SubmitSurveyDeps {
  store: Store;
  registry: FormFieldKindRegistry;
  now: () => Date;
  /** The project's `surveyClosed` message (its strings, with the vocabulary). */
  closedMessage: () => Promise<string>;
}

export interface SurveySubmission {
  data: Record<string, unknown>;
  /** The participant id from the survey link (`/ankieta?p=`), absent for an anonymous answer. */
  p?: string;
}

export interface SurveySubmitted {
  answerId: string;
  participantId: string | null;
  /** True when the participant had answered before and this answer replaced it. */
  replaced: boolean;
  completion: 'survey';
}

/** Removed participants keep no survey link (their link shows the 'nieaktualny' message). */
const REMOVED = new Set(['removed', 'deleted']);

async function participantOf(store: Store, project: ProjectRecord, p: string): Promise<string> {
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  const participant = await participantsOf(store, tenant).findOne({ _id: p }, { projection: { status: 1 } });
  if (!participant || REMOVED.has(String(participant.status ?? ''))) {
    throw new NotFoundError(SURVEY_MESSAGES.participantNotFound);
  }
  return participant._id;
}

export async function submitSurvey(
  deps: SubmitSurveyDeps,
  project: ProjectRecord,
  input: SurveySubmission,
): Promise<SurveySubmitted> {
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  const now = deps.now();
  const form = await publishedSurveyForm(deps.store, tenant);
  if (project.active === false || !form) throw new NotFoundError(SURVEY_MESSAGES.notPublished);
  if (!isSurveyOpen({ event: project.event }, { now })) {
    throw new BusinessError(await deps.closedMessage(), 'SURVEY_CLOSED');
  }
  const p = typeof input.p === 'string' ? input.p.trim() : '';
  let participantId: string | null = null;
  if (p !== '') participantId = await participantOf(deps.store, project, p);
  else if (project.event.survey?.anonymous !== true) {
    throw new BusinessError(SURVEY_MESSAGES.participantLinkRequired, 'SURVEY_LINK_REQUIRED');
  }
  const result = validateFormSubmission({
    definition: form.definition,
    registry: deps.registry,
    data: input.data,
    now,
  });
  if (result.errors.length > 0) {
    throw new ValidationError(
      result.errors.map((error) =>
        error.field === '' ? `data: ${error.message}` : `data.${error.field}: ${error.message}`,
      ),
    );
  }
  const data = Object.entries(result.data).map(([name, value]) => ({ name, value }));
  const answerId = participantId ? participantAnswerId(project.eventId, participantId) : generateId(16);
  const answers = surveyAnswersOf(deps.store, tenant);
  const replaced = await deps.store.withTransaction(async (session) => {
    const before = await answers.findOneAndUpdate(
      { _id: answerId },
      {
        $set: { participantId, isSurvey: true, data, updatedOn: now },
        $setOnInsert: { createdOn: now },
      } as never,
      { upsert: true, returnDocument: 'before', session },
    );
    const replacedNow = (before as SurveyAnswerRecord | null) !== null;
    await emitEvents(
      deps.store,
      [surveyAnsweredEvent({ tenant, answerId, participantId, replaced: replacedNow, answeredAt: now })],
      { session, now },
    );
    return replacedNow;
  });
  return { answerId, participantId, replaced, completion: 'survey' };
}
