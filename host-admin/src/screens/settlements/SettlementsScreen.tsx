import { type SettlementsRow, settlementsSums } from '@zapisy/core';
import { useMemo } from 'react';
import { useFeedback, useServices } from '../../app/services.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { downloadFile } from '../../grid/download-file.js';
import { RowActionButton, RowActionsToolbar } from '../../grid/RowActionsToolbar.js';
import { RowCount, RowLoaderGrid } from '../../grid/RowLoaderGrid.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ProjectScreenFrame } from '../ProjectScreenFrame.js';
import { ParticipantFiltersBar } from '../participants/ParticipantFilters.js';
import { useParticipantGridFilters } from '../participants/use-participant-grid-filters.js';
import { SettlementSums } from './SettlementSums.js';
import { settlementGridColumns } from './settlement-columns.js';
import { settlementsExportPath } from './settlements-api.js';
import { useSettlementRows } from './use-settlement-rows.js';

export const LINK_COPIED = 'Skopiowano link do płatności';

async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('Schowek jest niedostępny');
  await navigator.clipboard.writeText(text);
}

/**
 * /admin/listy/rozliczenia: the settlements grid of first document §2 — every participant with payment
 * method, payment link, per-category cost or percent, rebates, net, VAT, gross, manual markup, required and
 * overdue payments, payments sum, left to pay and payment status; status filter, search, sorting, the sums
 * of the money columns, copying a row's payment link and the CSV export.
 */
export function SettlementsScreen({ route }: AreaScreenProps) {
  const services = useServices();
  const feedback = useFeedback();
  const { current, label } = useProject();
  const eventId = current?.eventId ?? null;
  const { filters, sort, selected, setSelected, filterBar, sortBy } = useParticipantGridFilters();
  const { loader, state, head } = useSettlementRows(eventId, filters);
  const columns = useMemo(() => settlementGridColumns(head?.columns ?? []), [head]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state.version` changes when rows arrive
  const sums = useMemo(
    () => (state.loading || state.total === null ? null : settlementsSums(loader.rows)),
    [loader, state.loading, state.total, state.version],
  );
  const eventName = current?.event.name ?? null;
  useDocumentTitle(route.title, { count: state.total, eventName });
  const row: SettlementsRow | undefined = selected === null ? undefined : loader.rows[selected];

  const download = () => {
    if (!eventId) return;
    const name = `rozliczenia-${current?.event.domainName ?? eventId}.csv`;
    downloadFile(services.session, settlementsExportPath(eventId, filters), name).catch((error: unknown) =>
      feedback.handleError(error),
    );
  };
  const copyLink = () => {
    const link = row?.paymentLink;
    if (!link) return;
    copyText(link).then(
      () => feedback.toast({ kind: 'success', title: LINK_COPIED, message: link }),
      () => feedback.toast({ kind: 'error', title: 'Nie udało się skopiować linku', message: link }),
    );
  };

  return (
    <ProjectScreenFrame
      title={label(route.title)}
      meta={() => (
        <>
          {eventName} <RowCount testId="settlements-count" state={state} progress />
        </>
      )}
      actions={() => (
        <button type="button" className="za-button" data-testid="settlements-export-csv" onClick={download}>
          Eksport CSV
        </button>
      )}
    >
      {() => (
        <>
          <ParticipantFiltersBar {...filterBar} />
          <RowActionsToolbar
            label="Akcje rozliczenia"
            selected={row ? `${row.name || row._id}${row.paymentLink ? ` · ${row.paymentLink}` : ''}` : null}
            testId="settlement-actions"
          >
            <RowActionButton disabled={!row?.paymentLink} onClick={copyLink}>
              Kopiuj link do płatności
            </RowActionButton>
          </RowActionsToolbar>
          <RowLoaderGrid
            testId="settlements-grid"
            label="Rozliczenia uczestników"
            columns={columns}
            loader={loader}
            state={state}
            sort={sort}
            onSort={(field) => sortBy(field)}
            selectedRow={selected}
            onSelectRow={setSelected}
          />
          <SettlementSums sums={sums} categories={head?.categories ?? []} />
        </>
      )}
    </ProjectScreenFrame>
  );
}
