import type { ReactNode } from 'react';
import { Spinner } from '../../components/Spinner.js';
import { type CustomerGridRow, customerName } from './customers-api.js';

/** Customers found by a search, each with what the screen offers for it. */
export function CustomerSearchResults({
  rows,
  loading,
  searched,
  render,
}: {
  rows: readonly CustomerGridRow[];
  loading: boolean;
  searched: boolean;
  render: (customer: CustomerGridRow) => ReactNode;
}) {
  if (loading) return <Spinner inline label="Szukanie…" />;
  if (!searched) return null;
  if (rows.length === 0) return <p className="za-card">Nie znaleziono klientów.</p>;
  return (
    <table className="za-table" data-testid="customer-results">
      <thead>
        <tr>
          <th>Klient</th>
          <th>E-mail</th>
          <th>Telefon</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((customer) => (
          <tr key={customer._id}>
            <td>{customerName(customer)}</td>
            <td>{customer.email ?? ''}</td>
            <td>{customer.phoneNumber ?? ''}</td>
            <td>{render(customer)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
