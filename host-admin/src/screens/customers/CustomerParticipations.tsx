import { useQuery } from '@tanstack/react-query';
import { formatGrosze, formatProjectDate, participantStatusLabel } from '@zapisy/core';
import { Link } from 'react-router-dom';
import { useTypedApi } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { type CustomerParticipation, customersApi } from './customers-api.js';

/** The participant's data in its own project (`?projekt=` switches the admin to it). */
function participantHref(row: CustomerParticipation): string {
  const query = new URLSearchParams({ id: row.participantId });
  if (row.projectDomain) query.set('projekt', row.projectDomain);
  return `/zapisany/edycja-danych?${query.toString()}`;
}

function statusText(row: CustomerParticipation): string {
  const label = participantStatusLabel(row.status);
  return row.onWaitingList ? `${label}, lista rezerwowa` : label;
}

/**
 * The customer card's participations (first document §3 Customer): every participant the customer
 * registered or pays for, in every project of the organization, newest first, each opening in its project.
 */
export function CustomerParticipations({
  organizationId,
  customerId,
}: {
  organizationId: string;
  customerId: string;
}) {
  const api = useTypedApi();
  const list = useQuery({
    queryKey: [...queryKeys.customer(organizationId, customerId), 'participations'],
    queryFn: () => customersApi.participations(api, organizationId, customerId),
  });
  const rows = list.data?.participations ?? [];
  return (
    <section className="za-card" aria-label="Udziały w projektach" data-testid="customer-participations">
      <h2 className="za-card__title">Udziały w projektach</h2>
      {list.isLoading ? (
        <Spinner label="Wczytywanie udziałów…" />
      ) : list.isError ? (
        <p className="za-card__text" role="alert">
          Nie udało się wczytać udziałów klienta. Odśwież stronę.
        </p>
      ) : rows.length === 0 ? (
        <p className="za-card__text">
          Ten klient nie ma jeszcze żadnych uczestników w projektach organizacji.
        </p>
      ) : (
        <div className="za-table-scroll">
          <table className="za-table">
            <thead>
              <tr>
                <th scope="col">Uczestnik</th>
                <th scope="col">Projekt</th>
                <th scope="col">Data zapisu</th>
                <th scope="col">Status</th>
                <th scope="col">Należność</th>
                <th scope="col">Pozostało</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.participantId}>
                  <td>
                    <Link to={participantHref(row)}>
                      {[row.firstName, row.lastName].filter(Boolean).join(' ') || 'Uczestnik bez imienia'}
                    </Link>
                  </td>
                  <td>{row.projectName}</td>
                  <td>
                    {row.createdOn ? formatProjectDate(row.createdOn, { dateFormat: row.dateFormat }) : '—'}
                  </td>
                  <td>{statusText(row)}</td>
                  <td>{formatGrosze(row.totalSum)}</td>
                  <td>{formatGrosze(row.leftToPay)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
