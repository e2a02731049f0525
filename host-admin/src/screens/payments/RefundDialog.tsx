import { formatGrosze } from '@zapisy/core';
import { type FormEvent, useId, useState } from 'react';
import { useApi, useFeedback } from '../../app/services.js';
import { Dialog } from '../../components/Dialog.js';
import { DialogFooter } from '../../components/DialogFooter.js';
import { FormErrors, TextField } from '../../forms/fields.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useFormMutation } from '../../lib/query/use-form-mutation.js';
import { useProject } from '../../project/project-context.js';
import { AMOUNT_MESSAGES, amountFromText, amountText } from './money-input.js';
import { methodLabel } from './payment-columns.js';
import { type PaymentView, paymentsApi, type RefundInput } from './payments-api.js';

export const REFUND_REASON_REQUIRED = 'Podaj powód zwrotu';

/** The refund's body for the typed values, or the problems to show (nothing is sent then). */
export function refundBody(
  payment: Pick<PaymentView, 'amount'>,
  values: { amount: string; reason: string; markRefunded: boolean },
): { body: RefundInput } | { problems: string[] } {
  const problems: string[] = [];
  const amount = amountFromText(values.amount);
  if ('error' in amount) problems.push(amount.error);
  else if (amount.grosze > payment.amount) problems.push(AMOUNT_MESSAGES.aboveRefundable);
  const reason = values.reason.trim();
  if (!reason) problems.push(REFUND_REASON_REQUIRED);
  if (problems.length > 0 || 'error' in amount) return { problems };
  return { body: { amount: amount.grosze, reason, markRefunded: values.markRefunded } };
}

/**
 * 'Zwrot' of one payment: the amount (the whole payment unless changed), the required reason, and whether
 * to mark the participant refunded; `POST /payments/{eventId}/{id}/refund` creates the negative movement.
 */
export function RefundDialog({
  eventId,
  payment,
  onRefunded,
  onClose,
}: {
  eventId: string;
  payment: PaymentView;
  onRefunded: (refund: PaymentView) => void;
  onClose: () => void;
}) {
  const id = useId();
  const api = useApi();
  const feedback = useFeedback();
  const { label } = useProject();
  const [amount, setAmount] = useState(() => amountText(payment.amount));
  const [reason, setReason] = useState('');
  const [markRefunded, setMarkRefunded] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const refund = useFormMutation({
    mutationFn: (body: RefundInput) => paymentsApi.refund(api, eventId, payment._id, body),
    invalidates: [queryKeys.payments(eventId), queryKeys.participants(eventId)],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = refundBody(payment, { amount, reason, markRefunded });
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems([]);
    const created = await refund.run(checked.body);
    if (!created) return;
    feedback.success('Zlecono zwrot');
    onRefunded(created);
  };

  return (
    <Dialog
      title="Zwrot wpłaty"
      onClose={onClose}
      footer={
        <DialogFooter confirmLabel="Zwróć" onCancel={onClose} disabled={refund.busy} form={`${id}-refund`} />
      }
    >
      <p>
        Wpłata <strong>{payment.paymentId}</strong>: {formatGrosze(payment.amount)}, {methodLabel(payment)}
        {payment.customerName ? `, ${payment.customerName}` : ''}
      </p>
      <FormErrors errors={problems} />
      <FormErrors errors={refund.errors} title="Serwer odrzucił zwrot:" />
      <form id={`${id}-refund`} className="za-form" onSubmit={submit} noValidate>
        <TextField
          label="Kwota zwrotu (zł)"
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          required
        />
        <TextField label="Powód zwrotu" value={reason} onChange={setReason} required />
        <label className="za-check">
          <input
            type="checkbox"
            checked={markRefunded}
            onChange={(event) => setMarkRefunded(event.target.checked)}
          />{' '}
          {label('Oznacz uczestnika jako zwrócony')}
        </label>
      </form>
    </Dialog>
  );
}
