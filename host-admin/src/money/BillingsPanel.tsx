import { useQuery } from '@tanstack/react-query';
import { formatGrosze, hasRole } from '@zapisy/core';
import { useState } from 'react';
import { useApi, useFeedback, useSession } from '../app/services.js';
import { Spinner } from '../components/Spinner.js';
import { formErrorLines } from '../forms/server-errors.js';
import { queryKeys } from '../lib/query/query-keys.js';
import { useApiMutation } from '../lib/query/use-api-mutation.js';
import { billingStatusLabel, formatWarsawDay } from '../screens/participant-forms/billing-schedule.js';
import { ManualChargeDialog } from './ManualChargeDialog.js';
import { ManualDiscountDialog } from './ManualDiscountDialog.js';
import {
  type BillingPaymentItem,
  type MoneyBilling,
  type MoneyOwner,
  type MoneyPeriod,
  moneyApi,
  moneyKeys,
} from './money-api.js';
import { PeriodFilter } from './PeriodFilter.js';
import { RemovePaymentDialog } from './RemovePaymentDialog.js';

export const WRITE_HINT = 'Należności zmienia administrator albo menedżer płatności';
export const DISCOUNT_NEEDS_PROJECT = 'Rabat dotyczy jednego projektu: zaznacz „Tylko bieżący projekt”';

const ALL: MoneyPeriod = { mode: 'all' };

type Open =
  | { kind: 'charge' }
  | { kind: 'discount' }
  | { kind: 'remove'; billing: MoneyBilling; payment: BillingPaymentItem }
  | null;

/** 'Wpłata gotówkowa', 'Przelew z wyciągu'… in words, never the stored ids. */
function paymentSource(payment: BillingPaymentItem): string {
  if (payment.amount < 0) return 'Zwrot';
  if (payment.statementId || payment.transferId) return 'Przelew z wyciągu';
  return payment.paymentId ? 'Wpłata' : 'Wpłata ręczna';
}

/**
 * The billings of a participant or a customer with their sums (first document §5 billing sums: up to a day
 * or after it, never both), and the money actions by hand: 'Dodaj opłatę' (manual charge), 'Rabat lub
 * dopłata' (manual discount, §4) and 'Usuń' on a payment (§4 removal). `filter` narrows the rows shown
 * (the customer card's year/month filter); the sums are the server's for the period.
 */
export function BillingsPanel({
  organizationId,
  owner,
  projects,
  filter,
}: {
  organizationId: string;
  owner: MoneyOwner;
  projects?: readonly (readonly [string, string])[];
  filter?: (billing: MoneyBilling) => boolean;
}) {
  const api = useApi();
  const feedback = useFeedback();
  const { sessionUser } = useSession();
  const canWrite = hasRole(sessionUser, ['admin', 'payments']);
  const [period, setPeriod] = useState<MoneyPeriod>({ mode: 'all' });
  const [open, setOpen] = useState<Open>(null);
  const list = useQuery({
    queryKey: moneyKeys.list(organizationId, owner, period),
    queryFn: () => moneyApi.list(api, organizationId, owner, period),
  });
  // The discount replaces the whole one, so the dialog starts from all billings, whatever the period.
  const whole = useQuery({
    queryKey: moneyKeys.list(organizationId, owner, ALL),
    queryFn: () => moneyApi.list(api, organizationId, owner, ALL),
    enabled: period.mode !== 'all',
  });
  const remove = useApiMutation({
    mutationFn: ({ billing, payment }: { billing: MoneyBilling; payment: BillingPaymentItem }) =>
      moneyApi.removePayment(api, organizationId, billing._id, payment.index),
    invalidates: (billing) => [
      moneyKeys.all(organizationId),
      queryKeys.participants(billing.eventId),
      queryKeys.payments(billing.eventId),
      queryKeys.customers(organizationId),
    ],
    showsErrors: true,
  });
  const removeErrors = remove.error ? (formErrorLines(remove.error) ?? []) : [];

  const billings = (list.data?.billings ?? []).filter((billing) => filter?.(billing) ?? true);
  const sums = list.data?.sums;
  const currentDiscount = ((period.mode === 'all' ? list.data : whole.data)?.billings ?? [])
    .filter((billing) => billing.status !== 'cancelled')
    .reduce((sum, billing) => sum + billing.manualDiscount, 0);
  const close = () => {
    remove.reset();
    setOpen(null);
  };

  return (
    <section className="za-card" aria-label="Należności" data-testid="billings-panel">
      <div className="za-toolbar">
        <PeriodFilter value={period} onChange={setPeriod} />
        <button
          type="button"
          className="za-button"
          disabled={!canWrite}
          title={canWrite ? undefined : WRITE_HINT}
          onClick={() => setOpen({ kind: 'charge' })}
        >
          Dodaj opłatę
        </button>
        <button
          type="button"
          className="za-button za-button--secondary"
          disabled={!canWrite || !owner.eventId}
          title={!canWrite ? WRITE_HINT : owner.eventId ? undefined : DISCOUNT_NEEDS_PROJECT}
          onClick={() => setOpen({ kind: 'discount' })}
        >
          Rabat lub dopłata
        </button>
      </div>
      {canWrite && !owner.eventId && <p className="za-field__hint">{DISCOUNT_NEEDS_PROJECT}</p>}
      {list.isLoading ? (
        <Spinner label="Wczytywanie należności…" />
      ) : billings.length === 0 ? (
        <p className="za-card__text">Brak należności w wybranym okresie.</p>
      ) : (
        <div className="za-table-scroll">
          <table className="za-table" data-testid="billings-table">
            <thead>
              <tr>
                <th scope="col">Termin</th>
                <th scope="col">Należność</th>
                <th scope="col">Brutto</th>
                <th scope="col">Rabat / dopłata</th>
                <th scope="col">Wpłaty</th>
                <th scope="col">Pozostało</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {billings.map((billing) => (
                <tr key={billing._id}>
                  <td>{formatWarsawDay(billing.requiredDate)}</td>
                  <td>
                    {billing.category ?? 'Należność'}{' '}
                    {billing.isManual && <span className="za-badge za-badge--muted">ręczna</span>}
                  </td>
                  <td>{formatGrosze(billing.grossAmount)}</td>
                  <td>{billing.manualDiscount === 0 ? '—' : formatGrosze(billing.manualDiscount)}</td>
                  <td>
                    {billing.payments.length === 0 ? (
                      '—'
                    ) : (
                      <ul className="za-plain-list">
                        {billing.payments.map((payment) => (
                          <li key={payment.index}>
                            {paymentSource(payment)} {formatGrosze(payment.amount)} (
                            {formatWarsawDay(payment.date)}){' '}
                            <button
                              type="button"
                              className="za-button za-button--secondary za-button--small"
                              disabled={!canWrite || remove.isPending}
                              title={canWrite ? undefined : WRITE_HINT}
                              aria-label={`Usuń wpłatę ${formatGrosze(payment.amount)} z ${formatWarsawDay(payment.date)}`}
                              onClick={() => setOpen({ kind: 'remove', billing, payment })}
                            >
                              Usuń
                            </button>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td>{formatGrosze(billing.leftToPay)}</td>
                  <td>{billingStatusLabel(billing.status)}</td>
                </tr>
              ))}
            </tbody>
            {sums && (
              <tfoot>
                <tr data-testid="billings-sums">
                  <th scope="row" colSpan={2}>
                    Razem ({sums.count})
                  </th>
                  <td>{formatGrosze(sums.grossAmount)}</td>
                  <td>{sums.manualDiscount === 0 ? '—' : formatGrosze(sums.manualDiscount)}</td>
                  <td>{formatGrosze(sums.payments)}</td>
                  <td>
                    <strong>{formatGrosze(sums.leftToPay)}</strong>
                  </td>
                  <td />
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
      {open?.kind === 'charge' && (
        <ManualChargeDialog
          organizationId={organizationId}
          owner={owner}
          {...(projects ? { projects } : {})}
          onAdded={() => setOpen(null)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'discount' && owner.eventId && (
        <ManualDiscountDialog
          organizationId={organizationId}
          owner={owner}
          eventId={owner.eventId}
          current={currentDiscount}
          onSaved={() => setOpen(null)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'remove' && (
        <RemovePaymentDialog
          billing={open.billing}
          payment={open.payment}
          busy={remove.isPending}
          errors={removeErrors}
          onClose={close}
          onConfirm={() =>
            remove.mutate(
              { billing: open.billing, payment: open.payment },
              {
                onSuccess: () => {
                  feedback.success('Usunięto wpłatę z należności');
                  close();
                },
              },
            )
          }
        />
      )}
    </section>
  );
}
