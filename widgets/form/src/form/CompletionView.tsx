import { type CompletionVariant, formatGrosze } from '@zapisy/core';
import { useEffect, useRef } from 'react';
import type { PayerAccess } from '../public-form-api.js';
import { completionText, TEXTS } from '../texts.js';
import type { ProjectStrings } from '../types.js';
import { PaymentContinuation } from './PaymentContinuation.js';

/**
 * The completion page variant (first document §2 "Completion pages": registration, cash, transfer, online,
 * survey) with the project's title, body and button texts. Focus moves to the title so screen readers read it.
 */
export function CompletionView({
  strings,
  variant,
  onWaitingList,
  grossTotal = null,
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
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section className="zapisy-card zapisy-completion" data-testid="zapisy-completion" data-variant={variant}>
      <h2 className="zapisy-title" tabIndex={-1} ref={titleRef} data-testid="zapisy-completion-title">
        {completionText(strings, variant, 'Title')}
      </h2>
      <p className="zapisy-message" data-testid="zapisy-completion-body">
        {completionText(strings, variant, 'Body', { transferAccount })}
      </p>
      {grossTotal !== null && grossTotal > 0 ? (
        <p className="zapisy-message" data-testid="zapisy-completion-amount">
          {TEXTS.amountDue} <strong>{formatGrosze(grossTotal)}</strong>
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
