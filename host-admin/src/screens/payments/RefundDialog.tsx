import { formatGrosze, PARTICIPANT_STATUS_LABELS } from '@zapisy/core';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useApi, useFeedback } from '../../app/services.js';
import { Dialog } from '../../components/Dialog.js';
import { DialogFooter } from '../../components/DialogFooter.js';
import { FormErrors } from '../../forms/fields.js';
import { FormTextField } from '../../lib/forms/FormTextField.js';
import { schemaResolver } from '../../lib/forms/schema-resolver.js';
import { useFormSave } from '../../lib/forms/use-form-save.js';
import { withChecks } from '../../lib/forms/with-checks.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useApiMutation } from '../../lib/query/use-api-mutation.js';
import { useProject } from '../../project/project-context.js';
import { AMOUNT_MESSAGES, amountFromText, amountText } from './money-input.js';
import { methodLabel } from './payment-columns.js';
import { type PaymentView, paymentsApi, type RefundInput } from './payments-api.js';

export const REFUND_REASON_REQUIRED = 'Podaj powód zwrotu';

interface RefundValues {
  amount: string;
  reason: string;
  markRefunded: boolean;
}

const REFUND_FIELDS: ReadonlySet<string> = new Set(['amount', 'reason', 'markRefunded']);

/** The server's limit of the reason; its amount rules are checked below. */
const refundFormSchema = { type: 'object', properties: { reason: { type: 'string', maxLength: 500 } } };

/** The amount (at most the payment's) and the required reason: each problem under its field. */
export function refundProblems(
  payment: Pick<PaymentView, 'amount'>,
  values: RefundValues,
): Partial<Record<keyof RefundValues, string>> {
  const amount = amountFromText(values.amount);
  const amountProblem =
    'error' in amount
      ? amount.error
      : amount.grosze > payment.amount
        ? AMOUNT_MESSAGES.aboveRefundable
        : undefined;
  return {
    ...(amountProblem ? { amount: amountProblem } : {}),
    ...(values.reason.trim() ? {} : { reason: REFUND_REASON_REQUIRED }),
  };
}

/** The refund's body for checked values: grosze, the trimmed reason. */
export function refundBody(values: RefundValues): RefundInput {
  const amount = amountFromText(values.amount);
  return {
    ...('grosze' in amount ? { amount: amount.grosze } : {}),
    reason: values.reason.trim(),
    markRefunded: values.markRefunded,
  };
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
  const form = useForm<RefundValues>({
    defaultValues: { amount: amountText(payment.amount), reason: '', markRefunded: false },
    resolver: withChecks(schemaResolver<RefundValues>(refundFormSchema), (values) =>
      refundProblems(payment, values),
    ),
  });
  const refund = useApiMutation({
    mutationFn: (body: RefundInput) => paymentsApi.refund(api, eventId, payment._id, body),
    invalidates: [queryKeys.payments(eventId), queryKeys.participants(eventId)],
    showsErrors: true,
  });

  const { control } = form;
  const { problems, send } = useFormSave(REFUND_FIELDS, form.setError);

  const submit = form.handleSubmit(async (values) => {
    const created = await send(() => refund.mutateAsync(refundBody(values)));
    if (!created) return;
    feedback.success('Zlecono zwrot');
    onRefunded(created);
  });

  return (
    <Dialog
      title="Zwrot wpłaty"
      onClose={onClose}
      footer={
        <DialogFooter
          confirmLabel="Zwróć"
          onCancel={onClose}
          disabled={refund.isPending}
          form={`${id}-refund`}
        />
      }
    >
      <p>
        Wpłata <strong>{payment.paymentId}</strong>: {formatGrosze(payment.amount)}, {methodLabel(payment)}
        {payment.customerName ? `, ${payment.customerName}` : ''}
      </p>
      <FormErrors errors={problems} title="Serwer odrzucił zwrot:" />
      <form id={`${id}-refund`} className="za-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormTextField
          control={control}
          name="amount"
          label="Kwota zwrotu (zł)"
          inputMode="decimal"
          required
        />
        <FormTextField control={control} name="reason" label="Powód zwrotu" required />
        <label className="za-check">
          <input type="checkbox" {...form.register('markRefunded')} />{' '}
          {label(`Zmień status uczestnika na „${PARTICIPANT_STATUS_LABELS.refunded}”`)}
        </label>
      </form>
    </Dialog>
  );
}
