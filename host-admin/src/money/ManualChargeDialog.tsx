import { formatGrosze, grossFromNet, type VatRate } from '@zapisy/core';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useApi, useFeedback } from '../app/services.js';
import { Dialog } from '../components/Dialog.js';
import { DialogFooter } from '../components/DialogFooter.js';
import { FormErrors } from '../forms/fields.js';
import { FormTextField } from '../lib/forms/FormTextField.js';
import { schemaResolver } from '../lib/forms/schema-resolver.js';
import { useFormSave } from '../lib/forms/use-form-save.js';
import { withChecks } from '../lib/forms/with-checks.js';
import { queryKeys } from '../lib/query/query-keys.js';
import { useApiMutation } from '../lib/query/use-api-mutation.js';
import { useProject } from '../project/project-context.js';
import { amountFromText, todayInPoland } from '../screens/payments/money-input.js';
import {
  type ManualChargeInput,
  type MoneyBilling,
  type MoneyOwner,
  moneyApi,
  moneyKeys,
} from './money-api.js';
import { fieldOfSpecLine } from './spec-lines.js';
import { VAT_OPTIONS } from './vat-options.js';

export const CHARGE_MESSAGES = {
  category: 'Podaj kategorię opłaty',
  date: 'Podaj termin płatności',
  project: 'Wybierz projekt',
} as const;

interface ChargeValues {
  eventId: string;
  category: string;
  amount: string;
  vatRate: VatRate;
  requiredDate: string;
}

const CHARGE_FIELDS: ReadonlySet<string> = new Set([
  'eventId',
  'category',
  'amount',
  'vatRate',
  'requiredDate',
]);
const chargeSchema = { type: 'object', properties: { category: { type: 'string', maxLength: 120 } } };
const PLACE = { fieldOfLine: fieldOfSpecLine };

export function chargeProblems(values: ChargeValues): Partial<Record<keyof ChargeValues, string>> {
  const amount = amountFromText(values.amount);
  return {
    ...(values.eventId ? {} : { eventId: CHARGE_MESSAGES.project }),
    ...(values.category.trim() ? {} : { category: CHARGE_MESSAGES.category }),
    ...('error' in amount ? { amount: amount.error } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(values.requiredDate) ? {} : { requiredDate: CHARGE_MESSAGES.date }),
  };
}

export function chargeBody(values: ChargeValues): ManualChargeInput {
  const amount = amountFromText(values.amount);
  return {
    eventId: values.eventId,
    category: values.category.trim(),
    amount: 'grosze' in amount ? amount.grosze : 0,
    vatRate: values.vatRate,
    // The required day ends in Warsaw: a charge due on the 15th is late from the 16th.
    requiredDate: `${values.requiredDate}T12:00:00.000Z`,
  };
}

/**
 * A manual charge (first document §3 Billing isManual, category): category, net amount in złoty, VAT rate
 * and required date; the gross shows as it is typed. For a customer the project is chosen too (§5: billing
 * creation requires eventId).
 */
export function ManualChargeDialog({
  organizationId,
  owner,
  projects,
  onAdded,
  onClose,
}: {
  organizationId: string;
  owner: MoneyOwner;
  /** The projects a customer's charge may belong to ([eventId, name]); a participant's is its own. */
  projects?: readonly (readonly [string, string])[];
  onAdded: (billing: MoneyBilling) => void;
  onClose: () => void;
}) {
  const id = useId();
  const api = useApi();
  const feedback = useFeedback();
  const { format } = useProject();
  const form = useForm<ChargeValues>({
    defaultValues: {
      eventId: owner.eventId ?? (projects?.length === 1 ? (projects[0]?.[0] ?? '') : ''),
      category: '',
      amount: '',
      vatRate: 'np',
      requiredDate: todayInPoland(),
    },
    resolver: withChecks(schemaResolver<ChargeValues>(chargeSchema), chargeProblems),
  });
  const add = useApiMutation({
    mutationFn: (body: ManualChargeInput) => moneyApi.charge(api, organizationId, owner, body),
    invalidates: (billing) => [
      moneyKeys.all(organizationId),
      queryKeys.participants(billing.eventId),
      queryKeys.customers(organizationId),
    ],
    showsErrors: true,
  });
  const { control } = form;
  const { problems, send } = useFormSave(CHARGE_FIELDS, form.setError, PLACE);
  const [amountText, vatRate] = useWatch({ control, name: ['amount', 'vatRate'] });
  const net = amountFromText(amountText ?? '');
  const gross = 'grosze' in net ? grossFromNet(net.grosze, vatRate) : null;

  const submit = form.handleSubmit(async (values) => {
    const created = await send(() => add.mutateAsync(chargeBody(values)));
    if (!created) return;
    feedback.success('Dodano opłatę');
    onAdded(created);
  });

  return (
    <Dialog
      title="Dodaj opłatę"
      onClose={onClose}
      footer={
        <DialogFooter
          confirmLabel="Dodaj opłatę"
          onCancel={onClose}
          disabled={add.isPending}
          form={`${id}-charge`}
        />
      }
    >
      <p>
        Dla: <strong>{owner.name}</strong>
      </p>
      <FormErrors errors={problems} title="Serwer odrzucił opłatę:" />
      <form id={`${id}-charge`} className="za-form" onSubmit={(event) => void submit(event)} noValidate>
        {owner.kind === 'customer' && !owner.eventId && (
          <Controller
            control={control}
            name="eventId"
            render={({ field, fieldState }) => (
              <div className="za-field">
                <label className="za-field__label" htmlFor={`${id}-project`}>
                  Projekt <span aria-hidden="true">*</span>
                </label>
                <select
                  id={`${id}-project`}
                  className="za-input"
                  value={field.value}
                  onChange={field.onChange}
                  aria-invalid={fieldState.error ? true : undefined}
                >
                  <option value="">— wybierz —</option>
                  {(projects ?? []).map(([eventId, name]) => (
                    <option key={eventId} value={eventId}>
                      {name}
                    </option>
                  ))}
                </select>
                {fieldState.error && (
                  <p className="za-field__error" role="alert">
                    {fieldState.error.message}
                  </p>
                )}
              </div>
            )}
          />
        )}
        <FormTextField
          control={control}
          name="category"
          label="Kategoria"
          required
          hint="Np. Wyżywienie, Nocleg"
        />
        <FormTextField
          control={control}
          name="amount"
          label="Kwota netto (zł)"
          inputMode="decimal"
          required
        />
        <Controller
          control={control}
          name="vatRate"
          render={({ field }) => (
            <div className="za-field">
              <label className="za-field__label" htmlFor={`${id}-vat`}>
                Stawka VAT
              </label>
              <select id={`${id}-vat`} className="za-input" value={field.value} onChange={field.onChange}>
                {VAT_OPTIONS.map(([rate, label]) => (
                  <option key={rate} value={rate}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          )}
        />
        <p className="za-field__hint" data-testid="charge-gross">
          Brutto: <strong>{gross === null ? '—' : formatGrosze(gross)}</strong>.{' '}
          {format('Gdy {project} nie nalicza VAT, do zapłaty jest kwota netto.')}
        </p>
        <FormTextField control={control} name="requiredDate" label="Termin płatności" type="date" required />
      </form>
    </Dialog>
  );
}
