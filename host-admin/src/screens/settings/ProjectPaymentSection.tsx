import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_ACCOUNT_SOURCE_LABELS, PAYMENT_MODULE_AS_ORGANIZATION_LABEL } from '@zapisy/core';
import { useId, useState } from 'react';
import { useApi } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { Notice } from '../../forms/fields.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import {
  AccountGroupChoices,
  type AccountsFormProps,
  AccountsSaveActions,
  useAccountsForm,
} from './AccountGroupsForm.js';
import { type ProjectPaymentIntegrationView, paymentAccountsApi } from './payment-accounts-api.js';
import { checkConnectionAt, connectionCheckPaths } from './payment-connection-api.js';

export const PROJECT_PAYMENT_SECTION_ID = 'za-section-platnosci-online';

/**
 * 'Płatności online' of the project settings: the project may take payments through another module than
 * the organization's and/or into its own gateway account (e.g. one school year paid into a separate
 * Przelewy24 account). Saved on its own (`PUT /projects/{eventId}/payment-integration`).
 */
export function ProjectPaymentSection({ eventId }: { eventId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = queryKeys.projectPaymentIntegration(eventId);
  // Loaded quietly: a failure is shown in the section, the rest of the settings stays usable.
  const loaded = useQuery({
    queryKey: key,
    queryFn: () => paymentAccountsApi.project(api, eventId).catch(() => null),
  });
  return (
    <section
      className="za-card"
      id={PROJECT_PAYMENT_SECTION_ID}
      aria-labelledby={`${PROJECT_PAYMENT_SECTION_ID}-title`}
    >
      <h2 className="za-card__title" id={`${PROJECT_PAYMENT_SECTION_ID}-title`}>
        Płatności online
      </h2>
      {loaded.isPending && <Spinner label="Wczytywanie płatności online…" />}
      {!loaded.isPending && loaded.data === null && (
        <Notice tone="error">Nie udało się wczytać ustawień płatności online projektu.</Notice>
      )}
      {loaded.data && (
        <ProjectPaymentForm
          key={JSON.stringify(loaded.data)}
          view={loaded.data}
          onSaved={(view) => queryClient.setQueryData(key, view)}
        />
      )}
    </section>
  );
}

function EffectiveNotice({ view }: { view: ProjectPaymentIntegrationView }) {
  const { effective } = view;
  if (!effective.available) {
    return <Notice tone="warning">Płatności online są niedostępne. {effective.reason}</Notice>;
  }
  const module = view.modules.find((item) => item.id === effective.module)?.label ?? effective.module;
  const source = effective.accountSource ? PAYMENT_ACCOUNT_SOURCE_LABELS[effective.accountSource] : '';
  return (
    <Notice tone="success">
      Płatności online projektu: {module} ({source.toLowerCase()}).
    </Notice>
  );
}

function ProjectPaymentForm({ view, onSaved }: AccountsFormProps<ProjectPaymentIntegrationView>) {
  const api = useApi();
  const moduleId = useId();
  const [module, setModule] = useState(view.paymentModule ?? '');
  // The own account is the one of the module the project takes payments with: its own choice, else the
  // organization's (known while the project follows it).
  const organizationModule = view.effective.moduleSource === 'organization' ? view.effective.module : null;
  const moduleInUse = module !== '' ? module : organizationModule;
  const { groups, save, submit } = useAccountsForm(
    view,
    (accounts) =>
      paymentAccountsApi.saveProject(api, view.eventId, {
        paymentModule: module === '' ? null : module,
        accounts,
      }),
    onSaved,
  );

  return (
    <form className="za-form" onSubmit={submit} noValidate aria-label="Płatności online projektu">
      <p className="za-card__text">
        Projekt może przyjmować płatności innym modułem niż organizacja lub na własne konto bramki. Kolejność:
        ustawienia projektu, konta systemowe (gdy organizacja ich używa), konto organizacji.
      </p>
      <EffectiveNotice view={view} />
      <div className="za-field">
        <label className="za-field__label" htmlFor={moduleId}>
          Moduł płatności projektu
        </label>
        <select id={moduleId} className="za-input" value={module} onChange={(e) => setModule(e.target.value)}>
          <option value="">{PAYMENT_MODULE_AS_ORGANIZATION_LABEL}</option>
          {view.modules.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label}
            </option>
          ))}
        </select>
      </div>
      <AccountGroupChoices
        state={groups}
        moduleId={moduleInUse}
        idPrefix="own"
        choice="Własne konto projektu"
        checkConnection={(provider, settings) =>
          checkConnectionAt(api, connectionCheckPaths.project(view.eventId), provider, settings)
        }
      />
      <AccountsSaveActions save={save} label="Zapisz płatności online" />
    </form>
  );
}
