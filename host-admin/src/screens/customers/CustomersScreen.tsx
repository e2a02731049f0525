import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { DataGrid } from '../../grid/DataGrid.js';
import { type GridSort, nextSort } from '../../grid/grid-props.js';
import { useProject } from '../../project/project-context.js';
import { useDebounced } from '../../project/use-debounced.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { customerColumns } from './customer-columns.js';
import { customerName } from './customers-api.js';
import { useCustomerRows } from './use-customer-rows.js';

export const CUSTOMER_SEARCH_DELAY_MS = 300;

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
      meta={
        <span
          data-testid="customers-count"
          data-loading={state.loading || state.total === null ? 'true' : 'false'}
        >
          {state.total === null ? 'Wczytywanie…' : `Liczba: ${state.total}`}
        </span>
      }
      actions={
        <Link className="za-button za-button--secondary" to="/klient/polacz">
          Połącz klientów
        </Link>
      }
    >
      <div className="za-filters">
        <label className="za-field">
          <span className="za-field__label">Szukaj</span>
          <input
            className="za-input"
            type="search"
            value={search}
            placeholder="Nazwisko, e-mail, telefon, NIP…"
            data-testid="customers-search"
            onChange={(event) => {
              setSelected(null);
              setSearch(event.target.value);
            }}
          />
        </label>
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
      <div className="za-toolbar" role="toolbar" aria-label="Akcje klienta">
        <span className="za-screen__meta">
          {row ? customerName(row) : 'Zaznacz wiersz, aby wykonać akcję.'}
        </span>
        <button
          type="button"
          className="za-button za-button--secondary"
          disabled={!row}
          onClick={() => open('/klient/dane')}
        >
          Karta klienta
        </button>
        <button
          type="button"
          className="za-button za-button--secondary"
          disabled={!row}
          onClick={() => open('/klient/dane-edycja')}
        >
          Edytuj
        </button>
      </div>
      <DataGrid
        testId="customers-grid"
        label="Klienci"
        columns={columns}
        rows={loader.rows}
        version={state.version}
        loading={state.loading}
        total={state.total}
        sort={sort}
        onSort={(field) => {
          setSelected(null);
          setSort(nextSort(sort, field));
        }}
        selectedRow={selected}
        onSelectRow={setSelected}
        height={640}
      />
    </ScreenFrame>
  );
}
