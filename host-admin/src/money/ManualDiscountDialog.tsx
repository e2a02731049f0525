import { formatGrosze } from '@zapisy/core';
import { useId, useState } from 'react';
import { useApi, useFeedback } from '../app/services.js';
import { Dialog } from '../components/Dialog.js';
import { DialogFooter } from '../components/DialogFooter.js';
import { FormErrors, Notice, TextField } from '../forms/fields.js';
import { formErrorLines } from '../forms/server-errors.js';
import { useDontShowAgain } from '../lib/client/preferences.js';
import { queryKeys } from '../lib/query/query-keys.js';
import { useApiMutation } from '../lib/query/use-api-mutation.js';
import { amountFromText, amountText } from '../screens/payments/money-input.js';
import { type MoneyOwner, moneyApi, moneyKeys } from './money-api.js';

export const DISCOUNT_TITLE = 'Rabat lub dopłata';
export const DISCOUNT_RULE =
  'Rabat jest rozdzielany na należności w kolejności statusów (najpierw opłacone i zaległe, potem bieżące, ' +
  'nadpłacone i nadchodzące) — każda przyjmuje tyle, ile zostało do zapłaty. Dopłata trafia do pierwszej ' +
  'należności, która jest jeszcze do zapłaty. Nowa kwota zastępuje dotychczasową.';

type Kind = 'discount' | 'markup' | 'none';

const KINDS: readonly (readonly [Kind, string])[] = [
  ['discount', 'Rabat'],
  ['markup', 'Dopłata'],
  ['none', 'Bez rabatu i dopłaty'],
];

/** The signed total the API takes: a discount below 0, a markup above 0 (§4 left-to-pay formula). */
export function signedDiscount(kind: Kind, text: string): { grosze: number } | { error: string } {
  if (kind === 'none') return { grosze: 0 };
  const amount = amountFromText(text);
  if ('error' in amount) return amount;
  return { grosze: kind === 'discount' ? -amount.grosze : amount.grosze };
}

/**
 * The manual discount of a participant or a customer in one project (first document §4: "A manual discount
 * is distributed across billings in status order"): the kind and the amount in złoty replace the current
 * one. The rule is explained once; 'Nie pokazuj ponownie' hides it (remembered per dialog header, §9).
 */
export function ManualDiscountDialog({
  organizationId,
  owner,
  eventId,
  current,
  onSaved,
  onClose,
}: {
  organizationId: string;
  owner: MoneyOwner;
  eventId: string;
  /** The discount the billings carry now (grosze; below 0 a discount). */
  current: number;
  onSaved: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const api = useApi();
  const feedback = useFeedback();
  const [ruleHidden, hideRule] = useDontShowAgain(DISCOUNT_TITLE);
  const [kind, setKind] = useState<Kind>(current > 0 ? 'markup' : 'discount');
  const [text, setText] = useState(current === 0 ? '' : amountText(Math.abs(current)));
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation({
    mutationFn: (manualDiscount: number) =>
      moneyApi.discount(api, organizationId, owner, eventId, manualDiscount),
    invalidates: [
      moneyKeys.all(organizationId),
      queryKeys.participants(eventId),
      queryKeys.customers(organizationId),
    ],
    showsErrors: true,
  });
  const problems = save.error ? (formErrorLines(save.error) ?? []) : [];

  const submit = async () => {
    const value = signedDiscount(kind, text);
    if ('error' in value) return setError(value.error);
    setError(null);
    try {
      await save.mutateAsync(value.grosze);
    } catch (failure) {
      if (!formErrorLines(failure)) feedback.handleError(failure);
      return;
    }
    feedback.success(value.grosze === 0 ? 'Usunięto rabat' : 'Zapisano rabat');
    onSaved();
  };

  return (
    <Dialog
      title={DISCOUNT_TITLE}
      onClose={onClose}
      footer={
        <DialogFooter
          confirmLabel="Zapisz"
          onCancel={onClose}
          disabled={save.isPending}
          form={`${id}-discount`}
        />
      }
    >
      <p>
        Dla: <strong>{owner.name}</strong>. Teraz:{' '}
        <strong>
          {current === 0
            ? 'bez rabatu'
            : `${current < 0 ? 'rabat' : 'dopłata'} ${formatGrosze(Math.abs(current))}`}
        </strong>
      </p>
      {!ruleHidden && (
        <Notice>
          <p>{DISCOUNT_RULE}</p>
          <button type="button" className="za-button za-button--secondary" onClick={hideRule}>
            Nie pokazuj ponownie
          </button>
        </Notice>
      )}
      <FormErrors errors={problems} title="Serwer odrzucił rabat:" />
      <form
        id={`${id}-discount`}
        className="za-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className="za-field">
          <legend className="za-field__label">Rodzaj</legend>
          {KINDS.map(([value, label]) => (
            <label key={value} className="za-check">
              <input
                type="radio"
                name={`${id}-kind`}
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <TextField
          label="Kwota (zł)"
          value={kind === 'none' ? '' : text}
          onChange={setText}
          inputMode="decimal"
          disabled={kind === 'none'}
          required={kind !== 'none'}
          error={error}
        />
      </form>
    </Dialog>
  );
}
