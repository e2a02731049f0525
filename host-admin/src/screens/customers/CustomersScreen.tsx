import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useFeedback, useServices } from '../../app/services.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { SearchField } from '../../components/SearchField.js';
import { downloadFile } from '../../grid/download-file.js';
import { type GridSort, nextSort } from '../../grid/grid-props.js';
import { RowActionButton, RowActionsToolbar } from '../../grid/RowActionsToolbar.js';
import { RowCount, RowLoaderGrid } from '../../grid/RowLoaderGrid.js';
import { useDebounced } from '../../lib/use-debounced.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { CustomerColumnChooser } from './CustomerColumnChooser.js';
import { readCustomerColumnChoice, saveCustomerColumnChoice } from './customer-column-choice.js';
import { type CustomerColumn, customerColumns, customerColumnsAllowed } from './customer-columns.js';
import { type CustomerExportFormat, customerExportPath, customerName } from './customers-api.js';
import { useCustomerRows } from './use-customer-rows.js';
import { CUSTOMER_SEARCH_DELAY_MS } from './use-customer-search.js';
import { useCustomerSettings } from './use-customer-settings.js';

const EXPORT_FORMATS: readonly CustomerExportFormat[] = ['csv', 'xlsx'];

/**
 * /admin/klient/klienci: the organization's customers grid with search, the chosen columns (ids hidden by
 * default), the second-person and guardian columns by the organization's twoPeople / hasGuardian flags,
 * and the CSV/XLSX exports.
 */
export function CustomersScreen({ route }: AreaScreenProps) {
  const { organizationId, label } = useProject();
  const services = useServices();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [choiceVersion, setChoiceVersion] = useState(0);
  const settled = useDebounced(search, CUSTOMER_SEARCH_DELAY_MS);
  const [sort, setSort] = useState<GridSort | null>(null);
  const { loader, state } = useCustomerRows(organizationId, settled, sort);
  const flags = useCustomerSettings(organizationId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: choiceVersion re-reads the saved choice.
  const choice = useMemo(
    () => readCustomerColumnChoice(organizationId ?? ''),
    [organizationId, choiceVersion],
  );
  // Headers in the project's vocabulary ('Projekty' → 'Wydarzenia', 'klient' → 'rodzic' …).
  const inVocabulary = useMemo(
    () => (list: readonly CustomerColumn[]) =>
      list.map((column) => ({ ...column, title: label(column.title) })),
    [label],
  );
  const columns = useMemo(() => inVocabulary(customerColumns(flags, choice)), [inVocabulary, flags, choice]);
  const row = selected === null ? undefined : loader.rows[selected];
  useDocumentTitle(route.title, { count: state.total });
  const open = (path: string) => row && navigate(`${path}?id=${encodeURIComponent(row._id)}`);
  const download = (format: CustomerExportFormat) => {
    if (!organizationId) return;
    downloadFile(
      services.session,
      customerExportPath(organizationId, format, settled, sort),
      `klienci.${format}`,
    ).catch((error: unknown) => feedback.handleError(error));
  };

  return (
    <ScreenFrame
      title={route.title}
      meta={<RowCount testId="customers-count" state={state} />}
      actions={
        <>
          <Link className="za-button za-button--secondary" to="/klient/polacz">
            Połącz klientów
          </Link>
          <button type="button" className="za-button za-button--secondary" onClick={() => setChoosing(true)}>
            Kolumny
          </button>
          {EXPORT_FORMATS.map((format) => (
            <button
              key={format}
              type="button"
              className="za-button"
              data-testid={`customers-export-${format}`}
              disabled={!organizationId}
              onClick={() => download(format)}
            >
              Eksport {format.toUpperCase()}
            </button>
          ))}
        </>
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
        {(!flags.twoPeople || !flags.hasGuardian) && (
          <p className="za-field__hint" data-testid="customers-flags-hint">
            Kolumny {!flags.twoPeople ? 'drugiej osoby' : ''}
            {!flags.twoPeople && !flags.hasGuardian ? ' i ' : ''}
            {!flags.hasGuardian ? 'opiekuna' : ''} włącza się w{' '}
            <Link to="/ustawienia/organizacja">Ustawieniach organizacji</Link> (Ustawienia klientów).
          </p>
        )}
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
      {choosing && organizationId && (
        <CustomerColumnChooser
          columns={inVocabulary(customerColumnsAllowed(flags))}
          choice={choice}
          onClose={() => setChoosing(false)}
          onSave={(next) => {
            saveCustomerColumnChoice(organizationId, next);
            setChoiceVersion((version) => version + 1);
            setChoosing(false);
          }}
        />
      )}
    </ScreenFrame>
  );
}
