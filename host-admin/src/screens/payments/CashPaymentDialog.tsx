import { type FormEvent, useId, useState } from 'react';
import { useApi, useFeedback } from '../../app/services.js';
import { Dialog } from '../../components/Dialog.js';
import { DialogFooter } from '../../components/DialogFooter.js';
import { FormErrors, TextField } from '../../forms/fields.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useFormMutation } from '../../lib/query/use-form-mutation.js';
import { useProject } from '../../project/project-context.js';
import { amountFromText, todayInPoland } from './money-input.js';
import { type CashPaymentInput, type PaymentView, paymentsApi } from './payments-api.js';

export const CASH_DATE_REQUIRED = 'Podaj datę wpłaty';

/** The cash payment's body for the typed values, or the problems to show (nothing is sent then). */
export function cashBody(
  participantId: string,
  values: { amount: string; date: string; description: string },
): { body: CashPaymentInput } | { problems: string[] } {
  const amount = amountFromText(values.amount);
  const problems: string[] = [];
  if ('error' in amount) problems.push(amount.error);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) problems.push(CASH_DATE_REQUIRED);
  if (problems.length > 0 || 'error' in amount) return { problems };
  const description = values.description.trim();
  return {
    body: {
      participantId,
      amount: amount.grosze,
      date: values.date,
      ...(description ? { description } : {}),
    },
  };
}

/**
 * First document §2 row action 'add cash payment': the amount in złoty (core parseMoney, sent in grosze),
 * the date (today by default) and a description; `POST /payments/{eventId}/cash` settles it at once.
 */
export function CashPaymentDialog({
  eventId,
  participantId,
  participantName,
  onAdded,
  onClose,
}: {
  eventId: string;
  participantId: string;
  participantName: string;
  onAdded: (payment: PaymentView) => void;
  onClose: () => void;
}) {
  const id = useId();
  const api = useApi();
  const feedback = useFeedback();
  const { label } = useProject();
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(() => todayInPoland());
  const [description, setDescription] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const add = useFormMutation({
    mutationFn: (body: CashPaymentInput) => paymentsApi.cash(api, eventId, body),
    invalidates: [queryKeys.payments(eventId), queryKeys.participants(eventId)],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = cashBody(participantId, { amount, date, description });
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems([]);
    const created = await add.run(checked.body);
    if (!created) return;
    feedback.success('Dodano wpłatę gotówkową');
    onAdded(created);
  };

  return (
    <Dialog
      title="Dodaj wpłatę gotówkową"
      onClose={onClose}
      footer={
        <DialogFooter
          confirmLabel="Dodaj wpłatę"
          onCancel={onClose}
          disabled={add.busy}
          form={`${id}-cash`}
        />
      }
    >
      <p>
        {label('Uczestnik')}: <strong>{participantName}</strong>
      </p>
      <FormErrors errors={problems} />
      <FormErrors errors={add.errors} title="Serwer odrzucił wpłatę:" />
      <form id={`${id}-cash`} className="za-form" onSubmit={submit} noValidate>
        <TextField label="Kwota (zł)" value={amount} onChange={setAmount} inputMode="decimal" required />
        <TextField label="Data wpłaty" type="date" value={date} onChange={setDate} required />
        <TextField label="Opis" value={description} onChange={setDescription} />
      </form>
    </Dialog>
  );
}
