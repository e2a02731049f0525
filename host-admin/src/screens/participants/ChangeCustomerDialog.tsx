import { Dialog } from '../../components/Dialog.js';
import { SearchField } from '../../components/SearchField.js';
import { Spinner } from '../../components/Spinner.js';
import { type CustomerGridRow, customerName } from '../customers/customers-api.js';
import { useCustomerSearch } from '../customers/use-customer-search.js';

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
  const { search, setSearch, searched, rows, loading } = useCustomerSearch({ organizationId, limit: 20 });
  return (
    <Dialog title="Zmień klienta" onClose={onClose}>
      <SearchField
        label="Szukaj klienta"
        value={search}
        placeholder="Nazwisko, e-mail lub telefon"
        onChange={setSearch}
      />
      {loading ? (
        <Spinner inline label="Szukanie…" />
      ) : (
        <ul className="za-list" data-testid="customer-choices">
          {rows.map((customer) => (
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
          {searched && rows.length === 0 && <li>Nie znaleziono klientów.</li>}
        </ul>
      )}
    </Dialog>
  );
}
