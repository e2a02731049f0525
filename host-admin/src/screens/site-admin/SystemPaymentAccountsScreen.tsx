import { type FormEvent, useState } from 'react';
import { useApi, useFeedback } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { FormErrors } from '../../forms/fields.js';
import { useFormAction } from '../../forms/use-form-action.js';
import { useAsync } from '../../project/use-async.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { AccountGroupFields } from '../settings/AccountGroupFields.js';
import {
  type AccountValues,
  draftOf,
  paymentAccountsApi,
  type RequestedAccounts,
  requestOf,
  type SystemPaymentAccountsView,
} from '../settings/payment-accounts-api.js';

/**
 * /admin/site-admin/konta-platnosci: the platform's own gateway accounts. Organizations with 'Używaj
 * systemowych kont płatności' take payments through them; without an account here their online payments
 * are unavailable.
 */
export function SystemPaymentAccountsScreen({ route }: AreaScreenProps) {
  const api = useApi();
  const loaded = useAsync(() => paymentAccountsApi.system(api), [api]);
  return (
    <ScreenFrame title={route.title}>
      {loaded.data ? (
        <SystemAccountsForm key={JSON.stringify(loaded.data)} view={loaded.data} onSaved={loaded.setData} />
      ) : (
        <Spinner label="Wczytywanie kont płatności…" />
      )}
    </ScreenFrame>
  );
}

function SystemAccountsForm({
  view,
  onSaved,
}: {
  view: SystemPaymentAccountsView;
  onSaved: (view: SystemPaymentAccountsView) => void;
}) {
  const api = useApi();
  const feedback = useFeedback();
  const [enabled, setEnabled] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(
      view.groups.map((group) => [group.settingsKey, view.accounts[group.settingsKey] !== undefined]),
    ),
  );
  const [drafts, setDrafts] = useState<Record<string, AccountValues>>(() =>
    Object.fromEntries(
      view.groups.map((group) => [group.settingsKey, draftOf(group, view.accounts[group.settingsKey])]),
    ),
  );
  const save = useFormAction((accounts: RequestedAccounts) => paymentAccountsApi.saveSystem(api, accounts));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const accounts: RequestedAccounts = {};
    for (const group of view.groups) {
      const key = group.settingsKey;
      if (enabled[key]) accounts[key] = requestOf(group, drafts[key] ?? {});
      else if (view.accounts[key] !== undefined) accounts[key] = null;
    }
    const saved = await save.run(accounts);
    if (!saved) return;
    onSaved(saved);
    feedback.success();
  };

  return (
    <form className="za-card za-form" onSubmit={submit} noValidate aria-label="Systemowe konta płatności">
      <p className="za-card__text">
        Konta bramek płatności serwisu. Organizacje z ustawieniem „Używaj systemowych kont płatności”
        przyjmują płatności przez konto wybranego modułu; bez konta tutaj płatności online są dla nich
        niedostępne.
      </p>
      {view.groups.length === 0 && (
        <p className="za-card__text">Nie zainstalowano żadnej bramki płatności.</p>
      )}
      {view.groups.map((group) => {
        const key = group.settingsKey;
        return (
          <div key={key} className="za-form__group">
            <div className="za-field za-field--checkbox">
              <input
                id={`system-${key}`}
                type="checkbox"
                className="za-checkbox"
                checked={enabled[key] === true}
                onChange={(e) => setEnabled({ ...enabled, [key]: e.target.checked })}
              />
              <label className="za-field__label" htmlFor={`system-${key}`}>
                Konto systemowe: {group.label}
              </label>
            </div>
            {enabled[key] && (
              <AccountGroupFields
                group={group}
                stored={view.accounts[key]}
                draft={drafts[key] ?? {}}
                onChange={(draft) => setDrafts({ ...drafts, [key]: draft })}
              />
            )}
          </div>
        );
      })}
      <FormErrors errors={save.errors} title="Serwer odrzucił zmiany:" />
      <div className="za-form__actions">
        <button type="submit" className="za-button" disabled={save.busy}>
          {save.busy ? 'Zapisywanie…' : 'Zapisz konta'}
        </button>
      </div>
    </form>
  );
}
