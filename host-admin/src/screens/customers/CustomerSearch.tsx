import type { ReactNode } from 'react';
import { SearchField } from '../../components/SearchField.js';
import { Spinner } from '../../components/Spinner.js';
import { type CustomerGridRow, customerName } from './customers-api.js';
import { useCustomerSearch } from './use-customer-search.js';

/** The organization's customer search: the search box, then the customers found, each with what the screen offers for it. */
export function CustomerSearch({
  testId,
  render,
}: {
  /** `data-testid` of the search box. */
  testId?: string;
  render: (customer: CustomerGridRow) => ReactNode;
}) {
  const { search, setSearch, searched, rows, loading } = useCustomerSearch();
  return (
    <>
      <div className="za-filters">
        <SearchField
          label="Szukaj klienta"
          value={search}
          placeholder="Nazwisko, e-mail, telefon, NIP…"
          testId={testId}
          onChange={setSearch}
        />
      </div>
      <CustomerSearchResults rows={rows} loading={loading} searched={searched} render={render} />
    </>
  );
}

function CustomerSearchResults({
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
