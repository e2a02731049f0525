import { PAYMENT_ACCOUNT_SOURCE_LABELS, PAYMENT_MODULE_AS_ORGANIZATION_LABEL } from '@zapisy/core';
import { type FormEvent, useId, useState } from 'react';
import { useApi, useFeedback } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { FormErrors, Notice } from '../../forms/fields.js';
import { useFormAction } from '../../forms/use-form-action.js';
import { useAsync } from '../../project/use-async.js';
import { AccountGroupFields } from './AccountGroupFields.js';
import {
  type AccountValues,
  draftOf,
  type ProjectPaymentIntegrationView,
  paymentAccountsApi,
  type RequestedAccounts,
  requestOf,
} from './payment-accounts-api.js';

export const PROJECT_PAYMENT_SECTION_ID = 'za-section-platnosci-online';

/**
 * 'Płatności online' of the project settings: the project may take payments through another module than
 * the organization's and/or into its own gateway account (e.g. one school year paid into a separate
 * Przelewy24 account). Saved on its own (`PUT /projects/{eventId}/payment-integration`).
 */
export function ProjectPaymentSection({ eventId }: { eventId: string }) {
  const api = useApi();
  // Loaded quietly: a failure is shown in the section, the rest of the settings stays usable.
  const loaded = useAsync(() => paymentAccountsApi.project(api, eventId).catch(() => null), [api, eventId]);
  return (
    <section
      className="za-card"
      id={PROJECT_PAYMENT_SECTION_ID}
      aria-labelledby={`${PROJECT_PAYMENT_SECTION_ID}-title`}
    >
      <h2 className="za-card__title" id={`${PROJECT_PAYMENT_SECTION_ID}-title`}>
        Płatności online
      </h2>
      {loaded.loading && <Spinner label="Wczytywanie płatności online…" />}
      {!loaded.loading && loaded.data === null && (
        <Notice tone="error">Nie udało się wczytać ustawień płatności online projektu.</Notice>
      )}
      {loaded.data && (
        <ProjectPaymentForm key={JSON.stringify(loaded.data)} view={loaded.data} onSaved={loaded.setData} />
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

function ProjectPaymentForm({
  view,
  onSaved,
}: {
  view: ProjectPaymentIntegrationView;
  onSaved: (view: ProjectPaymentIntegrationView) => void;
}) {
  const api = useApi();
  const feedback = useFeedback();
  const moduleId = useId();
  const [module, setModule] = useState(view.paymentModule ?? '');
  const [own, setOwn] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(
      view.groups.map((group) => [group.settingsKey, view.accounts[group.settingsKey] !== undefined]),
    ),
  );
  const [drafts, setDrafts] = useState<Record<string, AccountValues>>(() =>
    Object.fromEntries(
      view.groups.map((group) => [group.settingsKey, draftOf(group, view.accounts[group.settingsKey])]),
    ),
  );
  const save = useFormAction((body: { paymentModule: string | null; accounts: RequestedAccounts }) =>
    paymentAccountsApi.saveProject(api, view.eventId, body),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const accounts: RequestedAccounts = {};
    for (const group of view.groups) {
      const key = group.settingsKey;
      if (own[key]) accounts[key] = requestOf(group, drafts[key] ?? {});
      else if (view.accounts[key] !== undefined) accounts[key] = null;
    }
    const saved = await save.run({ paymentModule: module === '' ? null : module, accounts });
    if (!saved) return;
    onSaved(saved);
    feedback.success();
  };

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
      {view.groups.map((group) => {
        const key = group.settingsKey;
        return (
          <div key={key} className="za-form__group">
            <div className="za-field za-field--checkbox">
              <input
                id={`own-${key}`}
                type="checkbox"
                className="za-checkbox"
                checked={own[key] === true}
                onChange={(e) => setOwn({ ...own, [key]: e.target.checked })}
              />
              <label className="za-field__label" htmlFor={`own-${key}`}>
                Własne konto projektu: {group.label}
              </label>
            </div>
            {own[key] && (
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
          {save.busy ? 'Zapisywanie…' : 'Zapisz płatności online'}
        </button>
      </div>
    </form>
  );
}
