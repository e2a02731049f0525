/**
 * The 201 answer's money part: the completion page (see completion.ts) and the server's quote — the net and
 * gross totals of every participant together, and each participant's installments — so the widget shows
 * what was really charged, never its own figures.
 */
import type { ParticipantInstallment, RegistrationQuote } from '@zapisy/core';
import type { ProjectRecord } from '../projects/index.js';
import { completionOf } from './completion.js';
import type { ParticipantAmounts } from './participant-amounts.js';
import type { RegistrationPricing } from './pricing-context.js';
import type { CreatedParticipant } from './records.js';

export interface AnswerInstallment extends ParticipantInstallment {
  participantId: string;
}

export function registrationAnswer(input: {
  project: ProjectRecord;
  pricing: RegistrationPricing;
  quotes: readonly RegistrationQuote[];
  participants: readonly CreatedParticipant[];
  amounts: readonly ParticipantAmounts[];
  onlineAvailable?: boolean;
}) {
  const { quotes, participants, amounts } = input;
  const due = amounts.reduce((sum, a) => sum + a.billings.reduce((s, b) => s + b.leftToPay, 0), 0);
  const installments: AnswerInstallment[] = amounts.flatMap((a, index) =>
    a.installments.map((installment) => ({ ...installment, participantId: participants[index]?._id ?? '' })),
  );
  return {
    completion: completionOf({
      project: input.project,
      isSurvey: input.pricing.form.isSurvey === true,
      due,
      ...(input.onlineAvailable === undefined ? {} : { onlineAvailable: input.onlineAvailable }),
    }),
    quote: {
      total: quotes.reduce((sum, quote) => sum + quote.total, 0),
      grossTotal: quotes.reduce((sum, quote) => sum + quote.grossTotal, 0),
      installments,
    },
  };
}
