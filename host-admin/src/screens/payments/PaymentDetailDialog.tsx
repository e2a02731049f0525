import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatGrosze, isMoneyReceived, isPaymentStatus } from '@zapisy/core';
import { useState } from 'react';
import { useApi, useFeedback } from '../../app/services.js';
import { Dialog } from '../../components/Dialog.js';
import { Spinner } from '../../components/Spinner.js';
import { FormErrors } from '../../forms/fields.js';
import { formatCell } from '../../grid/column-model.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useFormMutation } from '../../lib/query/use-form-mutation.js';
import { ListTable } from './ListTable.js';
import {
  accountText,
  flagLabel,
  isFailedRefund,
  methodLabel,
  needsDecision,
  refundStatusLabel,
  statusLabel,
  typeLabel,
} from './payment-columns.js';
import { type PaymentDetail, type PaymentView, paymentsApi } from './payments-api.js';

/** Whether a payment can be refunded from the admin: a received payment, not a refund itself. */
export function isRefundable(payment: Pick<PaymentView, 'type' | 'status' | 'amount'>): boolean {
  return (
    payment.type === 'payment' &&
    payment.amount > 0 &&
    isPaymentStatus(payment.status) &&
    isMoneyReceived(payment.status)
  );
}

const dateText = (value: unknown) => formatCell('date', value);

/** The payment's refunds with their own state; a failed one is marked. */
function RefundsTable({ refunds }: { refunds: readonly PaymentView[] }) {
  return (
    <>
      <h3>Zwroty</h3>
      <ListTable testId="payment-refunds" headers={['Data', 'Kwota', 'Stan', 'Powód']}>
        {refunds.map((refund) => (
          <tr key={refund._id} data-failed={isFailedRefund(refund) ? 'true' : undefined}>
            <td>{dateText(refund.date)}</td>
            <td>{formatGrosze(refund.amount)}</td>
            <td>{isFailedRefund(refund) ? <strong>{statusLabel(refund)}</strong> : statusLabel(refund)}</td>
            <td>{refund.description ?? ''}</td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}

/**
 * One payment (`GET /payments/{eventId}/{id}`): its fields, the billings it was spread over, the gateway's
 * notifications; edits the remarks and the archive flag (PATCH), releases or rejects a flagged payment, and
 * opens the refund.
 */
export function PaymentDetailDialog({
  eventId,
  paymentId,
  onChanged,
  onRefund,
  onClose,
}: {
  eventId: string;
  paymentId: string;
  /** The payment as the server answered after a change (the grid row is replaced). */
  onChanged: (payment: PaymentView) => void;
  onRefund: (payment: PaymentView) => void;
  onClose: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: queryKeys.payment(eventId, paymentId),
    queryFn: () => paymentsApi.detail(api, eventId, paymentId),
    staleTime: 0,
  });
  return (
    <Dialog title="Szczegóły wpłaty" onClose={onClose} wide>
      {detail.data ? (
        <PaymentDetailBody
          eventId={eventId}
          payment={detail.data}
          onChanged={(next) => {
            queryClient.setQueryData(queryKeys.payment(eventId, paymentId), {
              ...detail.data,
              ...next,
            } as PaymentDetail);
            onChanged(next);
          }}
          onRefund={onRefund}
        />
      ) : (
        <Spinner inline label="Wczytywanie wpłaty…" />
      )}
    </Dialog>
  );
}

function PaymentDetailBody({
  eventId,
  payment,
  onChanged,
  onRefund,
}: {
  eventId: string;
  payment: PaymentDetail;
  onChanged: (payment: PaymentView) => void;
  onRefund: (payment: PaymentView) => void;
}) {
  const api = useApi();
  const feedback = useFeedback();
  const [remarks, setRemarks] = useState(payment.remarks ?? '');
  const act = useFormMutation({
    mutationFn: async ({ work, done }: { work: () => Promise<PaymentView>; done: string }) => {
      onChanged(await work());
      feedback.success(done);
    },
    // The answer is merged into this payment's cached details (onChanged); the participant's figures change.
    invalidates: [queryKeys.participants(eventId)],
  });
  const fields: [string, string][] = [
    ['Kwota', formatGrosze(payment.amount)],
    ['Typ', typeLabel(payment)],
    ['Metoda', methodLabel(payment)],
    ['Konto operatora', payment.accountSourceLabel ?? ''],
    ['Status', statusLabel(payment)],
    ['Data', dateText(payment.date)],
    ['Rozliczono', dateText(payment.settledAt)],
    ['Płatnik', payment.customerName ?? ''],
    ['Tytuł', payment.title ?? ''],
    ['Produkt', payment.product ?? ''],
    ['Nr wpłaty', payment.paymentId],
    ['Nr w operatorze', payment.extPaymentId ?? ''],
    ['Rachunek', accountText(payment.account)],
    ['Rachunek odbiorcy', accountText(payment.receivingAccount)],
    ['Opis', payment.description ?? ''],
    ['Zwrot wpłaty', payment.refundOf ?? ''],
    ['Stan zwrotu', refundStatusLabel(payment)],
  ];
  const flagged = needsDecision(payment);
  return (
    <div data-testid="payment-detail">
      <dl className="za-details">
        {fields
          .filter(([, value]) => value !== '')
          .map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {flagged && (
        <div className="za-alert za-alert--warning" role="status">
          <p className="za-alert__title">
            Wpłata wymaga decyzji: {(payment.flags ?? []).map(flagLabel).join(', ')}
          </p>
          <button
            type="button"
            className="za-button"
            disabled={act.busy}
            onClick={() =>
              void act.run({
                work: () => paymentsApi.release(api, eventId, payment._id),
                done: 'Zaksięgowano wpłatę',
              })
            }
          >
            Zaksięguj
          </button>{' '}
          <button
            type="button"
            className="za-button za-button--secondary"
            disabled={act.busy}
            onClick={() =>
              void act.run({
                work: () => paymentsApi.reject(api, eventId, payment._id),
                done: 'Odrzucono wpłatę',
              })
            }
          >
            Odrzuć
          </button>
        </div>
      )}
      {isFailedRefund(payment) && (
        <div className="za-alert za-alert--error" role="alert" data-testid="refund-failed">
          <p className="za-alert__title">
            Zwrot nieudany: operator płatności nie zwrócił pieniędzy płatnikowi.
          </p>
          <p>
            Wpłata pozostaje na rozliczeniach. Możesz zlecić zwrot ponownie z wpłaty albo oddać pieniądze
            inaczej.
          </p>
        </div>
      )}
      <FormErrors errors={act.errors} />
      {(payment.refunds ?? []).length > 0 && <RefundsTable refunds={payment.refunds ?? []} />}
      <h3>Podział na należności</h3>
      {(payment.shares ?? []).length === 0 ? (
        <p>Wpłata nie została rozdzielona na należności.</p>
      ) : (
        <ListTable testId="payment-shares" headers={['Uczestnik', 'Należność', 'Kwota']}>
          {(payment.shares ?? []).map((share) => (
            <tr key={share.billingId}>
              <td>{share.participantName ?? share.participantId ?? ''}</td>
              <td>{share.billingId}</td>
              <td>{formatGrosze(share.amount)}</td>
            </tr>
          ))}
        </ListTable>
      )}
      <h3>Powiadomienia operatora</h3>
      {(payment.notifications ?? []).length === 0 ? (
        <p>Brak powiadomień.</p>
      ) : (
        <ListTable testId="payment-notifications" headers={['Otrzymano', 'Podpis', 'Stan', 'Wynik']}>
          {(payment.notifications ?? []).map((notification, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only log, never reordered; duplicates share a time
            <tr key={`${String(notification.receivedAt)}-${index}`}>
              <td>{dateText(notification.receivedAt)}</td>
              <td>{notification.verified ? 'Zweryfikowany' : 'Niezweryfikowany'}</td>
              <td>{notification.state ?? ''}</td>
              <td>{notification.outcome ?? ''}</td>
            </tr>
          ))}
        </ListTable>
      )}
      <form
        className="za-form"
        onSubmit={(event) => {
          event.preventDefault();
          void act.run({
            work: () => paymentsApi.patch(api, eventId, payment._id, { remarks }),
            done: 'Zapisano uwagi',
          });
        }}
      >
        <label className="za-field">
          <span className="za-field__label">Uwagi</span>
          <textarea
            className="za-input"
            value={remarks}
            onChange={(event) => setRemarks(event.target.value)}
          />
        </label>
        <div className="za-form__actions">
          <button type="submit" className="za-button" disabled={act.busy}>
            Zapisz uwagi
          </button>
          <button
            type="button"
            className="za-button za-button--secondary"
            disabled={act.busy}
            onClick={() =>
              void act.run({
                work: () => paymentsApi.patch(api, eventId, payment._id, { isArchived: !payment.isArchived }),
                done: payment.isArchived ? 'Przywrócono z archiwum' : 'Przeniesiono do archiwum',
              })
            }
          >
            {payment.isArchived ? 'Przywróć z archiwum' : 'Archiwizuj'}
          </button>
          <button
            type="button"
            className="za-button za-button--secondary"
            disabled={act.busy || !isRefundable(payment)}
            onClick={() => onRefund(payment)}
          >
            Zwrot
          </button>
        </div>
      </form>
    </div>
  );
}
