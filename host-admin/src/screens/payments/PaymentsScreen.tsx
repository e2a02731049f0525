import { formatGrosze } from '@zapisy/core';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useFeedback, useServices } from '../../app/services.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { downloadFile } from '../../grid/download-file.js';
import { nextSort } from '../../grid/grid-props.js';
import { RowActionButton, RowActionsToolbar } from '../../grid/RowActionsToolbar.js';
import { RowCount, RowLoaderGrid } from '../../grid/RowLoaderGrid.js';
import { statusesFromQuery } from '../../lib/status-from-query.js';
import { useDebounced } from '../../lib/use-debounced.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ProjectScreenFrame } from '../ProjectScreenFrame.js';
import { isRefundable, PaymentDetailDialog } from './PaymentDetailDialog.js';
import { type PaymentFilterChange, PaymentFiltersBar } from './PaymentFiltersBar.js';
import { PAYMENT_COLUMNS } from './payment-columns.js';
import {
  NO_PAYMENT_FILTERS,
  PAYMENT_STATUS_FILTER_VALUES,
  type PaymentFilters,
  type PaymentSums,
  type PaymentView,
  paymentExportPath,
} from './payments-api.js';
import { RefundDialog } from './RefundDialog.js';
import { usePaymentRows } from './use-payment-rows.js';

export const PAYMENT_SEARCH_DELAY_MS = 300;

/** 'Wpłacono: 1 234,00 zł, Zwrócono: 50,00 zł' (refunds shown without their minus). */
export function sumsText(sums: PaymentSums): string {
  return `Wpłacono: ${formatGrosze(sums.completed)}, Zwrócono: ${formatGrosze(Math.abs(sums.refunded))}`;
}

/**
 * /admin/listy/wplaty: the project's payments and refunds (first document §3 payment grid columns), with
 * status, method, type and archive filters, search, the sums of the filtered list, the CSV export, the
 * payment's details (shares, gateway notifications, remarks, archive, release or reject of flagged ones)
 * and refunds.
 */
export function PaymentsScreen({ route }: AreaScreenProps) {
  const services = useServices();
  const feedback = useFeedback();
  const { current, label } = useProject();
  const eventId = current?.eventId ?? null;
  const location = useLocation();
  const [choice, setChoice] = useState<Omit<PaymentFilters, 'search'>>(() => ({
    ...NO_PAYMENT_FILTERS,
    statuses: statusesFromQuery(location.search, PAYMENT_STATUS_FILTER_VALUES),
  }));
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const [open, setOpen] = useState<'detail' | 'refund' | null>(null);
  const [refunded, setRefunded] = useState<PaymentView | null>(null);
  const settledSearch = useDebounced(search, PAYMENT_SEARCH_DELAY_MS);
  const filters = useMemo<PaymentFilters>(
    () => ({ ...choice, search: settledSearch }),
    [choice, settledSearch],
  );
  const { loader, state, sums, reload } = usePaymentRows(eventId, filters);
  const eventName = current?.event.name ?? null;
  useDocumentTitle(route.title, { count: state.total, eventName });
  const row = selected === null ? undefined : loader.rows[selected];

  const change = (patch: PaymentFilterChange | { sort: PaymentFilters['sort'] }) => {
    setSelected(null);
    setChoice((before) => ({ ...before, ...patch }));
  };
  const replaceRow = (payment: PaymentView) => {
    const at = loader.rows.findIndex((p) => p._id === payment._id);
    if (at >= 0) loader.replace(at, { ...loader.rows[at], ...payment });
  };
  const download = () => {
    if (!eventId) return;
    const name = `wplaty-${current?.event.domainName ?? eventId}.csv`;
    downloadFile(services.session, paymentExportPath(eventId, filters), name).catch((error: unknown) =>
      feedback.handleError(error),
    );
  };

  const refundOf = refunded ?? (open === 'refund' ? row : undefined);
  return (
    <ProjectScreenFrame
      title={label(route.title)}
      meta={(project) => (
        <>
          {project.event.name} <RowCount testId="payments-count" state={state} />
        </>
      )}
      actions={() => (
        <button type="button" className="za-button" data-testid="payments-export-csv" onClick={download}>
          Eksport CSV
        </button>
      )}
    >
      {({ eventId }) => (
        <>
          <PaymentFiltersBar
            filters={filters}
            search={search}
            onChange={change}
            onSearch={(next) => {
              setSelected(null);
              setSearch(next);
            }}
          />
          <p className="za-screen__meta" data-testid="payments-sums">
            {sums ? sumsText(sums) : ' '}
          </p>
          <RowActionsToolbar
            label="Akcje wpłaty"
            selected={row ? `${row.paymentId}${row.customerName ? ` · ${row.customerName}` : ''}` : null}
            testId="payment-actions"
          >
            <RowActionButton disabled={!row} onClick={() => setOpen('detail')}>
              Szczegóły
            </RowActionButton>
            <RowActionButton disabled={!row || !isRefundable(row)} onClick={() => setOpen('refund')}>
              Zwrot
            </RowActionButton>
          </RowActionsToolbar>
          <RowLoaderGrid
            testId="payments-grid"
            label="Lista wpłat"
            columns={PAYMENT_COLUMNS}
            loader={loader}
            state={state}
            sort={filters.sort}
            onSort={(field) => change({ sort: nextSort(filters.sort, field) })}
            selectedRow={selected}
            onSelectRow={setSelected}
          />
          {row && open === 'detail' && (
            <PaymentDetailDialog
              eventId={eventId}
              paymentId={row._id}
              onChanged={replaceRow}
              onRefund={(payment) => {
                setRefunded(payment);
                setOpen('refund');
              }}
              onClose={() => setOpen(null)}
            />
          )}
          {refundOf && open === 'refund' && (
            <RefundDialog
              eventId={eventId}
              payment={refundOf}
              onRefunded={() => {
                setOpen(null);
                setRefunded(null);
                setSelected(null);
                reload();
              }}
              onClose={() => {
                setOpen(null);
                setRefunded(null);
              }}
            />
          )}
        </>
      )}
    </ProjectScreenFrame>
  );
}
