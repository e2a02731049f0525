import { useState } from 'react';
import { useApi } from '../../app/services.js';
import { Dialog } from '../../components/Dialog.js';
import { Spinner } from '../../components/Spinner.js';
import { useAsync } from '../../project/use-async.js';
import { useDebounced } from '../../project/use-debounced.js';
import { type CustomerGridRow, customerName, customersApi } from '../customers/customers-api.js';

export const CUSTOMER_SEARCH_DELAY_MS = 300;

/** 'Zmień klienta': finds a customer of the organization and assigns the participant to them. */
export function ChangeCustomerDialog({
  organizationId,
  currentCustomerId,
  busy,
  onChoose,
  onClose,
}: {
  organizationId: string;
  currentCustomerId: string | null;
  busy: boolean;
  onChoose: (customer: CustomerGridRow) => void;
  onClose: () => void;
}) {
  const api = useApi();
  const [search, setSearch] = useState('');
  const query = useDebounced(search, CUSTOMER_SEARCH_DELAY_MS);
  const found = useAsync(query.trim() ? () => customersApi.page(api, organizationId, query, 0, 20) : null, [
    api,
    organizationId,
    query,
  ]);
  return (
    <Dialog title="Zmień klienta" onClose={onClose}>
      <label className="za-field">
        <span className="za-field__label">Szukaj klienta</span>
        <input
          className="za-input"
          type="search"
          value={search}
          placeholder="Nazwisko, e-mail lub telefon"
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      {found.loading ? (
        <Spinner inline label="Szukanie…" />
      ) : (
        <ul className="za-list" data-testid="customer-choices">
          {(found.data?.rows ?? []).map((customer) => (
            <li key={customer._id}>
              <button
                type="button"
                className="za-link-button"
                disabled={busy || customer._id === currentCustomerId}
                onClick={() => onChoose(customer)}
              >
                {customerName(customer)}
                {customer.email ? ` (${customer.email})` : ''}
              </button>
            </li>
          ))}
          {query.trim() && found.data?.rows.length === 0 && <li>Nie znaleziono klientów.</li>}
        </ul>
      )}
    </Dialog>
  );
}
