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
import { amountFromText, amountText, todayInPoland } from './money-input.js';
import { type CashPaymentInput, type PaymentView, paymentsApi } from './payments-api.js';

export const CASH_DATE_REQUIRED = 'Podaj datę wpłaty';

interface CashValues {
  amount: string;
  date: string;
  description: string;
}

const CASH_FIELDS: ReadonlySet<string> = new Set(['amount', 'date', 'description']);

/** What the server's cash call limits of the typed text; the amount and the day are checked below. */
const cashFormSchema = { type: 'object', properties: { description: { type: 'string', maxLength: 500 } } };

/** The amount typed in złoty (core's parser) and the day: each problem under its field. */
export function cashProblems(values: CashValues): Partial<Record<keyof CashValues, string>> {
  const amount = amountFromText(values.amount);
  return {
    ...('error' in amount ? { amount: amount.error } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(values.date) ? {} : { date: CASH_DATE_REQUIRED }),
  };
}

/** The body of the cash call for checked values (the amount in grosze, an empty description left out). */
export function cashBody(participantId: string, values: CashValues): CashPaymentInput {
  const amount = amountFromText(values.amount);
  const description = values.description.trim();
  return {
    participantId,
    amount: 'grosze' in amount ? amount.grosze : 0,
    date: values.date,
    ...(description ? { description } : {}),
  };
}

/**
 * First document §2 row action 'add cash payment': the amount in złoty (core parseMoney, sent in grosze),
 * prefilled with what is due now, the date (today by default) and a description; `POST /payments/{eventId}/cash` settles it at once.
 */
export function CashPaymentDialog({
  eventId,
  participantId,
  participantName,
  due = 0,
  onAdded,
  onClose,
}: {
  eventId: string;
  participantId: string;
  participantName: string;
  /** What is due now in grosze: the amount's starting value (empty when nothing is due). */
  due?: number;
  onAdded: (payment: PaymentView) => void;
  onClose: () => void;
}) {
  const id = useId();
  const api = useApi();
  const feedback = useFeedback();
  const { label } = useProject();
  const form = useForm<CashValues>({
    defaultValues: { amount: due > 0 ? amountText(due) : '', date: todayInPoland(), description: '' },
    resolver: withChecks(schemaResolver<CashValues>(cashFormSchema), cashProblems),
  });
  const add = useApiMutation({
    mutationFn: (body: CashPaymentInput) => paymentsApi.cash(api, eventId, body),
    invalidates: [queryKeys.payments(eventId), queryKeys.participants(eventId)],
    showsErrors: true,
  });

  const { control } = form;
  const { problems, send } = useFormSave(CASH_FIELDS, form.setError);

  const submit = form.handleSubmit(async (values) => {
    const created = await send(() => add.mutateAsync(cashBody(participantId, values)));
    if (!created) return;
    feedback.success('Dodano wpłatę gotówkową');
    onAdded(created);
  });

  return (
    <Dialog
      title="Dodaj wpłatę gotówkową"
      onClose={onClose}
      footer={
        <DialogFooter
          confirmLabel="Dodaj wpłatę"
          onCancel={onClose}
          disabled={add.isPending}
          form={`${id}-cash`}
        />
      }
    >
      <p>
        {label('Uczestnik')}: <strong>{participantName}</strong>
      </p>
      <FormErrors errors={problems} title="Serwer odrzucił wpłatę:" />
      <form id={`${id}-cash`} className="za-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormTextField control={control} name="amount" label="Kwota (zł)" inputMode="decimal" required />
        <FormTextField control={control} name="date" label="Data wpłaty" type="date" required />
        <FormTextField control={control} name="description" label="Opis" />
      </form>
    </Dialog>
  );
}
