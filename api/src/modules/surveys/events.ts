/**
 * The survey's domain event: `survey.answered`, written in the answer's transaction, so webhooks,
 * notifications and the dashboard can react to a filled-in survey. It names the answer and the participant,
 * never the answers themselves (subscribers that need them read the survey's results).
 */
import { domainEvent, type NewDomainEvent } from '@zapisy/core';
import type { SurveyTenant } from './store.js';

export function surveyAnsweredEvent(input: {
  tenant: SurveyTenant;
  answerId: string;
  participantId: string | null;
  replaced: boolean;
  answeredAt: Date;
}): NewDomainEvent {
  return domainEvent({
    name: 'survey.answered',
    tenant: input.tenant,
    aggregate: { type: 'survey', id: input.answerId },
    payload: {
      answerId: input.answerId,
      participantId: input.participantId,
      replaced: input.replaced,
      answeredAt: input.answeredAt.toISOString(),
    },
  });
}
