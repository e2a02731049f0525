import { useQuery } from '@tanstack/react-query';
import { formatGrosze } from '@zapisy/core';
import { useState } from 'react';
import { useApi } from '../../app/services.js';
import { Dialog } from '../../components/Dialog.js';
import { Spinner } from '../../components/Spinner.js';
import { formatCell } from '../../grid/column-model.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { ListTable } from './ListTable.js';
import { isRefundable } from './PaymentDetailDialog.js';
import { methodLabel, statusLabel } from './payment-columns.js';
import { NO_PAYMENT_FILTERS, type PaymentView, paymentsApi } from './payments-api.js';
import { RefundDialog } from './RefundDialog.js';

/** Payments listed for one participant's refund (a participant has a handful). */
export const PARTICIPANT_PAYMENTS_PAGE_SIZE = 100;

/**
 * First document §2 row action 'refund': the participant's payments
 * (`GET /payments/{eventId}?participantId=…&type=payment`); choosing one opens the refund dialog.
 */
export function ParticipantRefundDialog({
  eventId,
  participantId,
  participantName,
  onRefunded,
  onClose,
}: {
  eventId: string;
  participantId: string;
  participantName: string;
  onRefunded: (refund: PaymentView) => void;
  onClose: () => void;
}) {
  const api = useApi();
  const [chosen, setChosen] = useState<PaymentView | null>(null);
  const payments = useQuery({
    queryKey: queryKeys.participantPayments(eventId, participantId),
    queryFn: () =>
      paymentsApi.page(
        api,
        eventId,
        { ...NO_PAYMENT_FILTERS, type: 'payment', archived: 'all', participantId },
        1,
        PARTICIPANT_PAYMENTS_PAGE_SIZE,
      ),
    staleTime: 0,
  });
  if (chosen)
    return <RefundDialog eventId={eventId} payment={chosen} onRefunded={onRefunded} onClose={onClose} />;
  const rows = payments.data?.rows ?? [];
  return (
    <Dialog title={`Zwrot: ${participantName}`} onClose={onClose} wide>
      {payments.isError && !payments.isFetching ? (
        <div role="alert">
          <p>Nie udało się wczytać wpłat uczestnika.</p>
          <button
            type="button"
            className="za-button za-button--secondary"
            onClick={() => void payments.refetch()}
          >
            Spróbuj ponownie
          </button>
        </div>
      ) : !payments.data ? (
        <Spinner inline label="Wczytywanie wpłat…" />
      ) : rows.length === 0 ? (
        <p>Brak wpłat do zwrotu.</p>
      ) : (
        <ListTable
          testId="participant-payments"
          headers={[
            'Data',
            'Kwota',
            'Metoda',
            'Status',
            <span key="action" className="za-visually-hidden">
              Akcja
            </span>,
          ]}
        >
          {rows.map((payment) => (
            <tr key={payment._id}>
              <td>{formatCell('date', payment.date)}</td>
              <td>{formatGrosze(payment.amount)}</td>
              <td>{methodLabel(payment)}</td>
              <td>{statusLabel(payment)}</td>
              <td>
                <button
                  type="button"
                  className="za-button za-button--secondary"
                  disabled={!isRefundable(payment)}
                  aria-label={`Zwróć wpłatę ${payment.paymentId}`}
                  onClick={() => setChosen(payment)}
                >
                  Zwróć
                </button>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </Dialog>
  );
}
