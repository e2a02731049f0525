import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useApi, useTypedApi } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ScreenFrame } from '../ScreenFrame.js';
import {
  AccountGroupChoices,
  type AccountsFormProps,
  AccountsSaveActions,
  useAccountsForm,
} from '../settings/AccountGroupsForm.js';
import { paymentAccountsApi, type SystemPaymentAccountsView } from '../settings/payment-accounts-api.js';
import { checkConnectionAt, connectionCheckPaths } from '../settings/payment-connection-api.js';
import { SystemAccountHistorySection } from './SystemAccountHistorySection.js';
import { systemAccountHistoryApi } from './system-account-history-api.js';

/**
 * /admin/site-admin/konta-platnosci: the platform's own gateway accounts. Organizations with 'Używaj
 * systemowych kont płatności' take payments through them; without an account here their online payments
 * are unavailable. Below the form, 'Historia zmian' of these accounts (reloaded after each save).
 */
export function SystemPaymentAccountsScreen({ route }: AreaScreenProps) {
  const api = useApi();
  const typedApi = useTypedApi();
  const queryClient = useQueryClient();
  const loaded = useQuery({
    queryKey: queryKeys.systemPaymentAccounts(),
    queryFn: () => paymentAccountsApi.system(api),
  });
  const history = useQuery({
    queryKey: queryKeys.systemAccountHistory(),
    queryFn: () => systemAccountHistoryApi.list(typedApi),
  });
  const saved = (view: SystemPaymentAccountsView) => {
    queryClient.setQueryData(queryKeys.systemPaymentAccounts(), view);
    void queryClient.invalidateQueries({ queryKey: queryKeys.systemAccountHistory() });
  };
  return (
    <ScreenFrame title={route.title}>
      {loaded.data ? (
        <SystemAccountsForm key={JSON.stringify(loaded.data)} view={loaded.data} onSaved={saved} />
      ) : (
        <Spinner label="Wczytywanie kont płatności…" />
      )}
      <SystemAccountHistorySection history={history} groups={loaded.data?.groups ?? []} />
    </ScreenFrame>
  );
}

/** The module whose account is edited first: the first one stored, else the first installed. */
function firstModule(view: SystemPaymentAccountsView): string {
  const stored = view.groups.find((group) => view.accounts[group.settingsKey] !== undefined);
  return (stored ?? view.groups[0])?.providers[0]?.id ?? '';
}

function SystemAccountsForm({ view, onSaved }: AccountsFormProps<SystemPaymentAccountsView>) {
  const api = useApi();
  const moduleFieldId = useId();
  const [module, setModule] = useState(() => firstModule(view));
  const { groups, save, submit } = useAccountsForm(
    view,
    (accounts) => paymentAccountsApi.saveSystem(api, accounts),
    onSaved,
  );

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
      {view.groups.length > 0 && (
        <div className="za-field">
          <label className="za-field__label" htmlFor={moduleFieldId}>
            Moduł płatności
          </label>
          <select
            id={moduleFieldId}
            className="za-input"
            value={module}
            onChange={(e) => setModule(e.target.value)}
          >
            {view.groups.flatMap((group) =>
              group.providers.map((provider) => (
                <option key={provider.id} value={provider.id}>
                  {provider.label}
                  {view.accounts[group.settingsKey] !== undefined ? ' (skonfigurowane)' : ''}
                </option>
              )),
            )}
          </select>
        </div>
      )}
      <AccountGroupChoices
        state={groups}
        moduleId={module}
        idPrefix="system"
        choice="Konto systemowe"
        checkConnection={(provider, settings) =>
          checkConnectionAt(api, connectionCheckPaths.system(), provider, settings)
        }
      />
      <AccountsSaveActions save={save} label="Zapisz konta" />
    </form>
  );
}
