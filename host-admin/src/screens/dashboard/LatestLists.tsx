import {
  formatGrosze,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  participantStatusLabel,
  REFUND_STATUS_LABELS,
} from '@zapisy/core';

const refundLabel = (status: string | undefined) =>
  REFUND_STATUS_LABELS[(status ?? 'pending') as keyof typeof REFUND_STATUS_LABELS] ?? 'Zwrot';

import { Link } from 'react-router-dom';
import { formatDateTime } from '../../lib/format-date-time.js';
import { useProject } from '../../project/project-context.js';
import type { DashboardFigures } from './dashboard-api.js';

const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? 'Inna metoda';

/** 'Ostatnie zapisy': the newest sign-ups with their status. */
export function LatestRegistrations({ rows }: { rows: DashboardFigures['latestRegistrations'] }) {
  const { format } = useProject();
  return (
    <section className="za-card za-dash-card" aria-labelledby="za-dash-latest-registrations">
      <h2 id="za-dash-latest-registrations" className="za-card__title">
        Ostatnie zapisy
      </h2>
      {rows.length === 0 ? (
        <p className="za-card__text">{format('Nie ma jeszcze żadnego {participant.genitive}.')}</p>
      ) : (
        <>
          <ul className="za-dash-list">
            {rows.map((row) => (
              <li key={row.participantId}>
                <span className="za-dash-list__main">{row.name || format('{Participant} bez nazwiska')}</span>
                <span className="za-badge za-badge--muted">{participantStatusLabel(row.status)}</span>
                <span className="za-dash-list__when">{formatDateTime(row.createdOn)}</span>
              </li>
            ))}
          </ul>
          <p className="za-dash-card__more">
            <Link to="/listy/uczestnicy">{format('Wszyscy {participant.plural}')}</Link>
          </p>
        </>
      )}
    </section>
  );
}

/** 'Ostatnie wpłaty': the newest money received and returned. */
export function LatestPayments({ rows }: { rows: DashboardFigures['latestPayments'] }) {
  return (
    <section className="za-card za-dash-card" aria-labelledby="za-dash-latest-payments">
      <h2 id="za-dash-latest-payments" className="za-card__title">
        Ostatnie wpłaty
      </h2>
      {rows.length === 0 ? (
        <p className="za-card__text">Nie ma jeszcze żadnej wpłaty.</p>
      ) : (
        <>
          <ul className="za-dash-list">
            {rows.map((row) => (
              <li key={row.paymentId}>
                <span className="za-dash-list__main">
                  {row.name || 'Wpłacający bez nazwiska'}
                  <span className="za-dash-list__sub">
                    {row.type === 'refund' ? refundLabel(row.refundStatus) : methodLabel(row.method)}
                  </span>
                </span>
                <span className={`za-dash-list__amount${row.amount < 0 ? ' za-dash-list__amount--out' : ''}`}>
                  {formatGrosze(row.amount)}
                </span>
                <span className="za-dash-list__when">{formatDateTime(row.date)}</span>
              </li>
            ))}
          </ul>
          <p className="za-dash-card__more">
            <Link to="/listy/wplaty">Wszystkie wpłaty</Link>
          </p>
        </>
      )}
    </section>
  );
}
