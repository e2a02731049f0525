import { Link } from 'react-router-dom';
import type { AreaScreenProps } from '../../routes/table.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { CustomerSearchResults } from './CustomerSearchResults.js';
import { useCustomerSearch } from './use-customer-search.js';

/** /admin/klient/szukaj: finds customers of the organization by name, e-mail, phone or tax id. */
export function CustomerSearchScreen({ route }: AreaScreenProps) {
  const { search, setSearch, searched, rows, loading } = useCustomerSearch();
  return (
    <ScreenFrame title={route.title}>
      <div className="za-filters">
        <label className="za-field">
          <span className="za-field__label">Szukaj klienta</span>
          <input
            className="za-input"
            type="search"
            value={search}
            data-testid="customer-search"
            placeholder="Nazwisko, e-mail, telefon, NIP…"
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
      </div>
      <CustomerSearchResults
        rows={rows}
        loading={loading}
        searched={searched}
        render={(customer) => (
          <Link to={`/klient/dane?id=${encodeURIComponent(customer._id)}`}>Karta klienta</Link>
        )}
      />
    </ScreenFrame>
  );
}
