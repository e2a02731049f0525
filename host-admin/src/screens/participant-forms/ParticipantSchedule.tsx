import { formatGrosze } from '@zapisy/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { participantStatusLabel } from '../participants/participant-columns.js';
import {
  type BillingSchedule,
  billingStatusLabel,
  formatWarsawDay,
  type ScheduledBilling,
} from './billing-schedule.js';
import { type ParticipantRecord, participantName } from './participant-forms-api.js';

/** 'Rata 2 z 3' for an installment's billing, 'Jednorazowo' for a single payment. */
function installmentLabel(billing: ScheduledBilling, index: number, count: number): string {
  return billing.installmentId ? `Rata ${index + 1} z ${count}` : 'Jednorazowo';
}

/** One added participant on 'Finalizacja': name, status, waiting-list mark, payment schedule and total. */
export function ParticipantSchedule({
  participant,
  schedule,
  editHref,
}: {
  participant: ParticipantRecord;
  schedule: BillingSchedule;
  editHref: string;
}) {
  const headingId = useId();
  const { billings, totals } = schedule;
  const waiting = participant.onWaitingList === true || participant.status === 'waiting';
  return (
    <article className="za-card" aria-labelledby={headingId} data-testid="finalize-participant">
      <h2 id={headingId} className="za-card__title">
        {participantName(participant)}
      </h2>
      <p className="za-card__text">
        Status: <strong>{participantStatusLabel(participant.status)}</strong>{' '}
        {waiting ? <span className="za-badge za-badge--muted">lista rezerwowa</span> : null}
      </p>
      {billings.length === 0 ? (
        <p className="za-card__text">Brak należności do zapłaty.</p>
      ) : (
        <table className="za-table">
          <caption className="za-visually-hidden">Harmonogram płatności</caption>
          <thead>
            <tr>
              <th scope="col">Rata</th>
              <th scope="col">Termin</th>
              <th scope="col">Kwota brutto</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {billings.map((billing, index) => (
              <tr key={billing._id}>
                <td>{installmentLabel(billing, index, billings.length)}</td>
                <td>{formatWarsawDay(billing.requiredDate)}</td>
                <td>{formatGrosze(billing.grossAmount)}</td>
                <td>{billingStatusLabel(billing.status)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Razem do zapłaty
              </th>
              <td data-testid="total-to-pay">
                <strong>{formatGrosze(totals.leftToPay)}</strong>
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      )}
      {totals.overdue > 0 ? <p className="za-card__text">Zaległe: {formatGrosze(totals.overdue)}</p> : null}
      <p className="za-form__actions">
        <Link to={editHref} className="za-button za-button--secondary">
          Edytuj dane
        </Link>
      </p>
    </article>
  );
}
