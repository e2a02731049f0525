import { formatGrosze } from '@zapisy/core';
import { useEffect, useRef } from 'react';
import type { ShownOutcome } from './return-outcome.js';
import { TEXTS } from './texts.js';
import type { PaymentStatusAnswer } from './types.js';

/**
 * The payer's completion page for one payment (first document §2 completion pages: online, transfer, cash and
 * their link- variants) with the API's Polish message. The heading takes the focus when the payer comes back
 * from the gateway, so a screen reader starts there.
 */
export function StatusView({
  payment,
  shown,
  checking,
  onBack,
}: {
  payment: PaymentStatusAnswer | null;
  /** What the page shows (return-outcome.ts): the server's outcome, or what the return told sooner. */
  shown: ShownOutcome | null;
  /** Still asking (the payment is pending and the 60 s have not passed). */
  checking: boolean;
  onBack: () => void;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const outcome = shown ?? undefined;
  const message =
    payment &&
    outcome &&
    outcome !== payment.completion.outcome &&
    (outcome === 'canceled' || outcome === 'unconfirmed')
      ? TEXTS.shownMessage[outcome]
      : payment?.completion.message;
  return (
    <section
      className="zapisy-card zapisy-completion zapisy-payment-status"
      data-testid="zapisy-payment-status"
      data-variant={payment?.completion.variant ?? ''}
      data-outcome={outcome ?? ''}
    >
      <h2 className="zapisy-title" tabIndex={-1} ref={titleRef}>
        {outcome ? TEXTS.statusTitle[outcome] : TEXTS.checking}
      </h2>
      <div aria-live="polite">
        {payment ? (
          <>
            <p className="zapisy-message" data-testid="zapisy-payment-message">
              {message}
            </p>
            <p className="zapisy-message">
              {TEXTS.paymentAmount} <strong>{formatGrosze(payment.amount)}</strong> ({payment.statusLabel})
            </p>
          </>
        ) : null}
        {checking ? (
          <p className="zapisy-message zapisy-muted">
            <span className="zapisy-spinner" aria-hidden="true" />
            {TEXTS.checking}
          </p>
        ) : outcome === 'pending' && payment?.method === 'online' ? (
          <p className="zapisy-message zapisy-muted">{TEXTS.stillPending}</p>
        ) : null}
      </div>
      {/* No way back while a payment the gateway has in progress is checked: paying again could pay twice. */}
      {outcome && outcome !== 'paid' && !checking ? (
        <button type="button" className="zapisy-button zapisy-button-secondary" onClick={onBack}>
          {TEXTS.payAgain}
        </button>
      ) : null}
    </section>
  );
}
