import { completionMessageKey } from '@zapisy/core';
import { useCallback, useEffect, useState } from 'react';
import { fetchDue, fetchPaymentProject, fetchPaymentStatus, startOnlinePayment } from './api.js';
import { DueView } from './DueView.js';
import { PaymentApiError } from './errors.js';
import { isRecord, requestJson, trimSlash } from './http.js';
import { returnOutcome, type ShownOutcome } from './return-outcome.js';
import { returnUrlFor } from './return-url.js';
import { StatusView } from './StatusView.js';
import { TEXTS } from './texts.js';
import type { OnlineRequest, PayerDue, PaymentStatusAnswer, PaymentVariant } from './types.js';

export interface PaymentWidgetProps {
  project: string;
  apiBase: string;
  /** The payer key; without it the link is 'nieprawidłowy'. */
  k?: string;
  /** Show this payment's status first (the payer came back from the gateway). */
  paymentId?: string;
  /** The entry (/l, /platnosc-formularz, …); none is the plain /platnosc page. */
  variant?: PaymentVariant;
  /** Sends the browser to the gateway (location.assign in a page). */
  navigate?: (url: string) => void;
  /** The page address the gateway returns to (location.href in a page). */
  pageUrl?: string;
  pollEveryMs?: number;
  pollForMs?: number;
  /** The gateway's return address said the payer cancelled (return-url.ts cancelledAtGateway). */
  cancelledAtGateway?: boolean;
  /** After how long a payment the gateway reported nothing about is shown as not paid (return-outcome.ts). */
  unconfirmedAfterMs?: number;
}

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'due'; due: PayerDue }
  | { status: 'payment'; payment: PaymentStatusAnswer | null; shown: ShownOutcome | null; checking: boolean };

function errorMessage(error: unknown, project: string): string {
  if (error instanceof PaymentApiError) {
    if (error.kind === 'no-project') return TEXTS.notFound(project);
    if (error.kind !== 'unavailable') return error.message;
  }
  return TEXTS.unavailable;
}

/** The project's own cash text (its link-cash or cash completion body), when it has one. */
async function cashMessageOf(apiBase: string, project: string): Promise<string | undefined> {
  const body = await requestJson(`${trimSlash(apiBase)}/strings/domain/${encodeURIComponent(project)}`).catch(
    () => undefined,
  );
  const messages = isRecord(body) && isRecord(body.messages) ? body.messages : {};
  for (const variant of ['link-cash', 'cash'] as const) {
    const text = messages[completionMessageKey(variant, 'Body')];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return undefined;
}

const defaultNavigate = (url: string) => globalThis.location?.assign(url);

/** The payment widget's root: loads the project and what is due, or a returning payment's status. */
export function PaymentWidget({
  project,
  apiBase,
  k = '',
  paymentId,
  variant,
  navigate = defaultNavigate,
  pageUrl = globalThis.location?.href ?? '',
  pollEveryMs = 2000,
  pollForMs = 60_000,
  cancelledAtGateway = false,
  unconfirmedAfterMs,
}: PaymentWidgetProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [eventId, setEventId] = useState<string | null>(null);
  const [cashMessage, setCashMessage] = useState<string | undefined>();
  const [shownPayment, setShownPayment] = useState(paymentId);
  const [attempt, setAttempt] = useState(0);
  const viaLink = variant === 'link';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on 'Spróbuj ponownie'.
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (!k) {
      setState({ status: 'error', message: TEXTS.noKey });
      return;
    }
    setState(
      shownPayment
        ? { status: 'payment', payment: null, shown: null, checking: true }
        : { status: 'loading' },
    );
    // The return address speaks of the payment the payer came back with, not of a later one.
    const cancelSignal = cancelledAtGateway && shownPayment === paymentId;
    const fail = (error: unknown) => {
      if (cancelled) return;
      console.error('[zapisy] payment:', error);
      setState({ status: 'error', message: errorMessage(error, project) });
    };
    const poll = (id: string, started: number, event: string) => {
      fetchPaymentStatus(apiBase, event, id, k, viaLink).then((payment) => {
        if (cancelled) return;
        const elapsed = Date.now() - started;
        const shown = returnOutcome({
          payment,
          cancelledAtGateway: cancelSignal,
          sinceReturnMs: elapsed,
          ...(unconfirmedAfterMs === undefined ? {} : { unconfirmedAfterMs }),
        });
        // Asks on while the server says pending (a late notification still shows paid), spinner only while
        // the page itself says pending.
        const more =
          payment.method === 'online' &&
          payment.completion.outcome === 'pending' &&
          elapsed + pollEveryMs <= pollForMs;
        setState({ status: 'payment', payment, shown, checking: more && shown === 'pending' });
        if (more) timer = setTimeout(() => poll(id, started, event), pollEveryMs);
      }, fail);
    };
    fetchPaymentProject(apiBase, project).then((found) => {
      if (cancelled) return;
      setEventId(found.eventId);
      if (shownPayment) return poll(shownPayment, Date.now(), found.eventId);
      cashMessageOf(apiBase, project).then((text) => !cancelled && setCashMessage(text));
      fetchDue(apiBase, found.eventId, k).then((due) => !cancelled && setState({ status: 'due', due }), fail);
    }, fail);
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [
    apiBase,
    project,
    k,
    shownPayment,
    viaLink,
    attempt,
    pollEveryMs,
    pollForMs,
    cancelledAtGateway,
    paymentId,
    unconfirmedAfterMs,
  ]);

  const payOnline = useCallback(
    async (request: Omit<OnlineRequest, 'k'>) => {
      if (!eventId) return;
      const returnUrl = returnUrlFor(pageUrl);
      const started = await startOnlinePayment(apiBase, eventId, {
        k,
        ...request,
        ...(returnUrl ? { returnUrl } : {}),
      });
      navigate(started.redirectUrl);
    },
    [apiBase, eventId, k, pageUrl, navigate],
  );

  if (state.status === 'loading') {
    return (
      <section className="zapisy-card" aria-busy="true">
        <p className="zapisy-message">
          <span className="zapisy-spinner" aria-hidden="true" />
          {TEXTS.loading}
        </p>
      </section>
    );
  }
  if (state.status === 'error') {
    return (
      <section className="zapisy-card zapisy-error" data-testid="zapisy-payment-error">
        <h2 className="zapisy-title">{TEXTS.variantTitle[variant ?? 'link']}</h2>
        <p className="zapisy-message" role="alert">
          {state.message}
        </p>
        {state.message === TEXTS.unavailable ? (
          <button type="button" className="zapisy-button" onClick={() => setAttempt((n) => n + 1)}>
            {TEXTS.retry}
          </button>
        ) : null}
      </section>
    );
  }
  if (state.status === 'payment') {
    return (
      <StatusView
        payment={state.payment}
        shown={state.shown}
        checking={state.checking}
        onBack={() => setShownPayment(undefined)}
      />
    );
  }
  return (
    <DueView
      due={state.due}
      heading={TEXTS.variantTitle[variant ?? 'link']}
      {...(cashMessage ? { cashMessage } : {})}
      onPayOnline={payOnline}
    />
  );
}
