/**
 * `GET /surveys/{eventId}/results` (`/admin/ankieta/wyniki`): the published survey's questions with core
 * `summarizeSurvey`, how many participants answered through their links and how many anonymously, and the
 * survey's state (open, its window).
 */
import { isSurveyOpen, type SurveyResults, summarizeSurvey } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import type { ProjectRecord } from '../projects/index.js';
import { listSurveyAnswers } from './survey-answers.js';
import { publishedSurveyForm } from './survey-form.js';

export interface SurveyResultsAnswer extends SurveyResults {
  eventId: string;
  published: boolean;
  open: boolean;
  enabled: boolean;
  anonymousAllowed: boolean;
  from: string | null;
  to: string | null;
  fromParticipants: number;
  anonymous: number;
  lastAnsweredAt: string | null;
}

const iso = (value: unknown): string | null => {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' && value !== '' ? value : null;
};

export async function readSurveyResults(
  deps: { store: Store; now: () => Date },
  project: ProjectRecord,
): Promise<SurveyResultsAnswer> {
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  const [form, answers] = await Promise.all([
    publishedSurveyForm(deps.store, tenant),
    listSurveyAnswers(deps.store, tenant),
  ]);
  const results = summarizeSurvey({
    definition: form?.definition ?? [],
    answers: answers.map((answer) => ({ data: answer.values })),
  });
  const survey = project.event.survey;
  const fromParticipants = answers.filter((answer) => answer.participantId !== null).length;
  return {
    eventId: project.eventId,
    published: form !== null,
    open: isSurveyOpen({ event: project.event }, { now: deps.now() }),
    enabled: survey?.enabled === true,
    anonymousAllowed: survey?.anonymous === true,
    from: iso(survey?.from),
    to: iso(survey?.to),
    ...results,
    fromParticipants,
    anonymous: answers.length - fromParticipants,
    lastAnsweredAt: answers[0] ? answers[0].answeredAt.toISOString() : null,
  };
}
