import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { SearchField } from '../../components/SearchField.js';
import { type GridSort, nextSort } from '../../grid/grid-props.js';
import { RowActionButton, RowActionsToolbar } from '../../grid/RowActionsToolbar.js';
import { RowCount, RowLoaderGrid } from '../../grid/RowLoaderGrid.js';
import { useDebounced } from '../../lib/use-debounced.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { customerColumns } from './customer-columns.js';
import { customerName } from './customers-api.js';
import { useCustomerRows } from './use-customer-rows.js';
import { CUSTOMER_SEARCH_DELAY_MS } from './use-customer-search.js';

/** /admin/klient/klienci: the organization's customers grid with search and the twoPeople/hasGuardian columns. */
export function CustomersScreen({ route }: AreaScreenProps) {
  const { organizationId } = useProject();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [twoPeople, setTwoPeople] = useState(false);
  const [hasGuardian, setHasGuardian] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const settled = useDebounced(search, CUSTOMER_SEARCH_DELAY_MS);
  const [sort, setSort] = useState<GridSort | null>(null);
  const { loader, state } = useCustomerRows(organizationId, settled, sort);
  const columns = useMemo(() => customerColumns({ twoPeople, hasGuardian }), [twoPeople, hasGuardian]);
  const row = selected === null ? undefined : loader.rows[selected];
  useDocumentTitle(route.title, { count: state.total });
  const open = (path: string) => row && navigate(`${path}?id=${encodeURIComponent(row._id)}`);

  return (
    <ScreenFrame
      title={route.title}
      meta={<RowCount testId="customers-count" state={state} />}
      actions={
        <Link className="za-button za-button--secondary" to="/klient/polacz">
          Połącz klientów
        </Link>
      }
    >
      <div className="za-filters">
        <SearchField
          label="Szukaj"
          value={search}
          placeholder="Nazwisko, e-mail, telefon, NIP…"
          testId="customers-search"
          onChange={(next) => {
            setSelected(null);
            setSearch(next);
          }}
        />
        <label className="za-field za-field--inline">
          <input
            type="checkbox"
            checked={twoPeople}
            onChange={(event) => setTwoPeople(event.target.checked)}
          />{' '}
          Pokaż drugą osobę
        </label>
        <label className="za-field za-field--inline">
          <input
            type="checkbox"
            checked={hasGuardian}
            onChange={(event) => setHasGuardian(event.target.checked)}
          />{' '}
          Pokaż opiekunów
        </label>
      </div>
      <RowActionsToolbar label="Akcje klienta" selected={row ? customerName(row) : null}>
        <RowActionButton disabled={!row} onClick={() => open('/klient/dane')}>
          Karta klienta
        </RowActionButton>
        <RowActionButton disabled={!row} onClick={() => open('/klient/dane-edycja')}>
          Edytuj
        </RowActionButton>
      </RowActionsToolbar>
      <RowLoaderGrid
        testId="customers-grid"
        label="Klienci"
        emptyText="Brak klientów do wyświetlenia."
        columns={columns}
        loader={loader}
        state={state}
        sort={sort}
        onSort={(field) => {
          setSelected(null);
          setSort(nextSort(sort, field));
        }}
        selectedRow={selected}
        onSelectRow={setSelected}
      />
    </ScreenFrame>
  );
}
