import { formatGrosze } from '@zapisy/core';
import { type FormEvent, useId, useState } from 'react';
import { PaymentApiError } from './errors.js';
import { offeredScopes, parseOwnAmount, payableBillingIds, scopeAmount } from './selection.js';
import { TransferDetails } from './TransferDetails.js';
import { formatDueDate, TEXTS } from './texts.js';
import type { DueParticipant, OnlineRequest, PayerDue, PaymentScopeChoice } from './types.js';

type Method = 'online' | 'transfer' | 'cash';

const SCOPE_LABEL: Record<PaymentScopeChoice, string> = {
  dueNow: TEXTS.dueNow,
  late: TEXTS.late,
  all: TEXTS.all,
  billings: TEXTS.chooseBillings,
};

function ParticipantDue({ participant }: { participant: DueParticipant }) {
  return (
    <section className="zapisy-pay-participant" aria-label={participant.name}>
      <h3 className="zapisy-pay-participant-name">
        {participant.name} <span className="zapisy-muted">({participant.statusLabel})</span>
      </h3>
      <ul className="zapisy-pay-billings">
        {participant.billings.map((billing) => (
          <li key={billing._id} className="zapisy-pay-billing" data-testid="zapisy-due-billing">
            <span className="zapisy-pay-billing-name">
              {billing.installment
                ? TEXTS.installment(billing.installment.number, billing.installment.count)
                : TEXTS.single}
            </span>
            <span>
              {TEXTS.dueDate} {formatDueDate(billing.requiredDate)}
            </span>
            <span>
              {TEXTS.amount} <strong>{formatGrosze(billing.grossAmount)}</strong>
              {billing.leftToPay !== billing.grossAmount && billing.leftToPay > 0
                ? ` (${TEXTS.leftToPay} ${formatGrosze(billing.leftToPay)})`
                : ''}
            </span>
            <span className={`zapisy-pay-status zapisy-pay-status-${billing.status.toLowerCase()}`}>
              {billing.statusLabel}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function methodsOf(due: PayerDue): Method[] {
  return [
    ...(due.methods.online ? (['online'] as const) : []),
    ...(due.methods.transfer ? (['transfer'] as const) : []),
    ...(due.methods.cash ? (['cash'] as const) : []),
  ];
}

export interface DueViewProps {
  due: PayerDue;
  heading: string;
  /** The project's cash message (its 'cash' completion text), when it has one. */
  cashMessage?: string;
  /** Starts the online payment (the caller redirects); a rejection is shown. */
  onPayOnline: (request: Omit<OnlineRequest, 'k'>) => Promise<void>;
}

/** What is due (participants, installments, totals) and the payer's choice of scope and method. */
export function DueView({ due, heading, cashMessage, onPayOnline }: DueViewProps) {
  const id = useId();
  const scopes = offeredScopes(due);
  const methods = methodsOf(due);
  const [scope, setScope] = useState<PaymentScopeChoice>(scopes[0] ?? 'all');
  const [billingIds, setBillingIds] = useState<string[]>([]);
  const [method, setMethod] = useState<Method | undefined>(methods[0]);
  const [ownAmount, setOwnAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = scopeAmount(due, scope, billingIds);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (scope === 'billings' && billingIds.length === 0) return setError(TEXTS.noBillingChosen);
    let own: number | undefined;
    if (due.partialAllowed && ownAmount.trim() !== '') {
      const parsed = parseOwnAmount(ownAmount, amount);
      if (parsed === null) return setError(TEXTS.badAmount);
      own = parsed;
    }
    setBusy(true);
    try {
      await onPayOnline({
        scope,
        ...(scope === 'billings' ? { billingIds } : {}),
        ...(own !== undefined ? { amount: own } : {}),
      });
    } catch (cause) {
      setBusy(false);
      setError(
        cause instanceof PaymentApiError && cause.kind !== 'unavailable' ? cause.message : TEXTS.startFailed,
      );
    }
  };

  const toggleBilling = (billingId: string, on: boolean) =>
    setBillingIds((ids) => (on ? [...ids, billingId] : ids.filter((x) => x !== billingId)));

  const allBillings = due.participants.flatMap((p) =>
    p.billings.map((billing) => ({ billing, participant: p.name })),
  );
  const payable = new Set(payableBillingIds(due));

  return (
    <section className="zapisy-card zapisy-payment-due" data-testid="zapisy-payment-due">
      <h2 className="zapisy-title">{heading}</h2>
      <p className="zapisy-project-name">{due.project.name}</p>
      <p className="zapisy-message">
        {TEXTS.payer}: <strong>{due.payer.name}</strong>
      </p>
      {due.participants.map((participant) => (
        <ParticipantDue key={participant._id} participant={participant} />
      ))}
      <dl className="zapisy-pay-totals" data-testid="zapisy-due-totals">
        <div>
          <dt>{TEXTS.dueNow}</dt>
          <dd data-testid="zapisy-total-due-now">{formatGrosze(due.totals.dueNow)}</dd>
        </div>
        <div>
          <dt>{TEXTS.late}</dt>
          <dd data-testid="zapisy-total-late">{formatGrosze(due.totals.late)}</dd>
        </div>
        <div>
          <dt>{TEXTS.all}</dt>
          <dd data-testid="zapisy-total-all">{formatGrosze(due.totals.all)}</dd>
        </div>
      </dl>
      {due.totals.all <= 0 ? (
        <p className="zapisy-notice">{TEXTS.nothingToPay}</p>
      ) : (
        <form className="zapisy-pay-form" onSubmit={submit} noValidate>
          <div className="zapisy-pay-group" role="radiogroup" aria-labelledby={`${id}-method`}>
            <p className="zapisy-pay-legend" id={`${id}-method`}>
              {TEXTS.method}
            </p>
            {methods.map((m) => (
              <label key={m} className="zapisy-pay-choice">
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={m}
                  checked={method === m}
                  onChange={() => setMethod(m)}
                />
                {m === 'online'
                  ? TEXTS.online(due.methods.online?.label ?? '')
                  : m === 'transfer'
                    ? TEXTS.transfer
                    : TEXTS.cash}
              </label>
            ))}
          </div>
          {method === 'online' ? (
            <>
              <div className="zapisy-pay-group" role="radiogroup" aria-labelledby={`${id}-scope`}>
                <p className="zapisy-pay-legend" id={`${id}-scope`}>
                  {TEXTS.whatToPay}
                </p>
                {scopes.map((s) => (
                  <label key={s} className="zapisy-pay-choice">
                    <input
                      type="radio"
                      name={`${id}-scope`}
                      value={s}
                      checked={scope === s}
                      onChange={() => setScope(s)}
                    />
                    {SCOPE_LABEL[s]}
                    {s === 'billings' ? '' : ` — ${formatGrosze(scopeAmount(due, s, []))}`}
                  </label>
                ))}
              </div>
              {scope === 'billings' ? (
                <fieldset className="zapisy-pay-group">
                  <legend>{TEXTS.billingsLegend}</legend>
                  {allBillings
                    .filter(({ billing }) => payable.has(billing._id))
                    .map(({ billing, participant }) => (
                      <label key={billing._id} className="zapisy-pay-choice">
                        <input
                          type="checkbox"
                          value={billing._id}
                          checked={billingIds.includes(billing._id)}
                          onChange={(e) => toggleBilling(billing._id, e.currentTarget.checked)}
                        />
                        {participant}:{' '}
                        {billing.installment
                          ? TEXTS.installment(billing.installment.number, billing.installment.count)
                          : TEXTS.single}
                        , {formatDueDate(billing.requiredDate)} — {formatGrosze(billing.leftToPay)}
                      </label>
                    ))}
                </fieldset>
              ) : null}
              {due.partialAllowed ? (
                <div className="zapisy-pay-amount">
                  <label htmlFor={`${id}-amount`}>{TEXTS.ownAmount}</label>
                  <input
                    id={`${id}-amount`}
                    className="zapisy-input"
                    inputMode="decimal"
                    value={ownAmount}
                    placeholder={formatGrosze(amount).replace(/\s*zł$/, '')}
                    aria-describedby={`${id}-amount-hint`}
                    onChange={(e) => setOwnAmount(e.currentTarget.value)}
                  />
                  <p id={`${id}-amount-hint`} className="zapisy-muted">
                    {TEXTS.ownAmountHint(formatGrosze(amount))}
                  </p>
                </div>
              ) : null}
              <p className="zapisy-message" data-testid="zapisy-pay-amount">
                {TEXTS.toPay} <strong>{formatGrosze(amount)}</strong>
              </p>
              {error ? (
                <p className="zapisy-pay-error" role="alert">
                  {error}
                </p>
              ) : null}
              <button type="submit" className="zapisy-button" disabled={busy}>
                {busy ? TEXTS.starting : TEXTS.payOnline}
              </button>
            </>
          ) : null}
          {method === 'transfer' && due.methods.transfer ? (
            <TransferDetails transfer={due.methods.transfer} />
          ) : null}
          {method === 'cash' ? (
            <p className="zapisy-notice" data-testid="zapisy-cash-message">
              {cashMessage ?? TEXTS.cashMessage}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
