import { type CompletionVariant, formatGrosze, formatProjectDate, isRequiredByToday } from '@zapisy/core';
import { useEffect, useRef } from 'react';
import type { AnsweredInstallment, PayerAccess } from '../public-form-api.js';
import { completionText, TEXTS } from '../texts.js';
import type { ProjectStrings } from '../types.js';
import { PaymentContinuation } from './PaymentContinuation.js';

/** What the completion page says about the money (null: nothing to pay). */
export type CompletionAmount =
  | { readonly kind: 'total'; readonly total: number }
  | { readonly kind: 'now'; readonly now: number; readonly total: number; readonly count: number | null }
  | {
      readonly kind: 'first';
      readonly amount: number;
      readonly date: Date;
      readonly total: number;
      readonly count: number | null;
    };

/**
 * The amount of the server's answer as the payment page will show it: everything when it is all due now;
 * with installments, what is due by today (Polish days, as the payer's 'Do zapłaty teraz') and the total —
 * or, when nothing is due yet, the first installment and its date. The count of installments is said only
 * when every participant pays in as many.
 */
export function completionAmount(
  grossTotal: number | null,
  installments: readonly AnsweredInstallment[],
  now: Date,
): CompletionAmount | null {
  if (grossTotal === null || grossTotal <= 0) return null;
  if (installments.length === 0) return { kind: 'total', total: grossTotal };
  const dueNow = installments
    .filter((installment) => isRequiredByToday(installment.date, now))
    .reduce((sum, installment) => sum + installment.grossAmount, 0);
  if (dueNow === grossTotal) return { kind: 'total', total: grossTotal };
  const perParticipant = new Map<string, number>();
  for (const { participantId } of installments)
    perParticipant.set(participantId, (perParticipant.get(participantId) ?? 0) + 1);
  const counts = new Set(perParticipant.values());
  const count = counts.size === 1 ? ([...counts][0] ?? null) : null;
  if (dueNow > 0) return { kind: 'now', now: dueNow, total: grossTotal, count };
  const first = installments.reduce((earliest, installment) =>
    installment.date < earliest.date ? installment : earliest,
  );
  const amount = installments
    .filter((installment) => isRequiredByToday(installment.date, first.date))
    .reduce((sum, installment) => sum + installment.grossAmount, 0);
  return { kind: 'first', amount, date: first.date, total: grossTotal, count };
}

function AmountLine({ amount, dateFormat }: { amount: CompletionAmount; dateFormat: string | undefined }) {
  if (amount.kind === 'total') {
    return (
      <>
        {TEXTS.amountDue} <strong>{formatGrosze(amount.total)}</strong>
      </>
    );
  }
  const label =
    amount.kind === 'now'
      ? TEXTS.amountDueNow
      : TEXTS.firstInstallment(formatProjectDate(amount.date, { dateFormat }));
  return (
    <>
      {label} <strong>{formatGrosze(amount.kind === 'now' ? amount.now : amount.amount)}</strong>{' '}
      {TEXTS.installmentsTotal(formatGrosze(amount.total), amount.count)}
    </>
  );
}

/**
 * The completion page variant (first document §2 "Completion pages": registration, cash, transfer, online,
 * survey) with the project's title, body and button texts. Focus moves to the title so screen readers read it.
 */
export function CompletionView({
  strings,
  variant,
  onWaitingList,
  grossTotal = null,
  installments = [],
  now = new Date(),
  dateFormat,
  transferAccount = false,
  onAgain,
  payment = null,
  project = '',
  backUrl = null,
}: {
  strings: ProjectStrings;
  variant: CompletionVariant;
  onWaitingList: boolean;
  /** What the server charged, all participants together (grosze). */
  grossTotal?: number | null;
  /** The server's installments (what is due now and later). */
  installments?: readonly AnsweredInstallment[];
  /** When the registration was answered (installments due by this Polish day are due now). */
  now?: Date;
  /** The project's date format (an installment's date). */
  dateFormat?: string | undefined;
  /** The project has an account number the payment page shows: only then do transfer texts promise it. */
  transferAccount?: boolean;
  onAgain: () => void;
  /** The payer's access when the page asks for a payment: offers 'Przejdź do płatności'. */
  payment?: PayerAccess | null;
  /** The project's domain (for the payment widget mounted in place). */
  project?: string;
  /**
   * The project's website: the button ('Wróć na stronę wydarzenia') leads there. Without one the page
   * itself is the project's page, so the button offers a new registration and says so.
   */
  backUrl?: string | null;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const amount = completionAmount(grossTotal, installments, now);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section className="zapisy-card zapisy-completion" data-testid="zapisy-completion" data-variant={variant}>
      <h2 className="zapisy-title" tabIndex={-1} ref={titleRef} data-testid="zapisy-completion-title">
        {completionText(strings, variant, 'Title')}
      </h2>
      <p className="zapisy-message" data-testid="zapisy-completion-body">
        {completionText(strings, variant, 'Body', { transferAccount })}
      </p>
      {amount ? (
        <p className="zapisy-message" data-testid="zapisy-completion-amount">
          <AmountLine amount={amount} dateFormat={dateFormat} />
        </p>
      ) : null}
      {onWaitingList ? <p className="zapisy-notice">{TEXTS.waitingListDone}</p> : null}
      {payment ? <PaymentContinuation payment={payment} project={project} /> : null}
      {backUrl ? (
        <a className="zapisy-button" href={backUrl} data-testid="zapisy-completion-button">
          {completionText(strings, variant, 'Button')}
        </a>
      ) : (
        <button
          type="button"
          className="zapisy-button zapisy-button-secondary"
          onClick={onAgain}
          data-testid="zapisy-completion-again"
        >
          {variant === 'survey' ? TEXTS.surveyAgain : TEXTS.registerAgain}
        </button>
      )}
    </section>
  );
}
