import { type FormEvent, useState } from 'react';
import { useFeedback } from '../../app/services.js';
import { FormErrors } from '../../forms/fields.js';
import { useFormMutation } from '../../lib/query/use-form-mutation.js';
import { AccountGroupFields } from './AccountGroupFields.js';
import {
  type AccountGroup,
  type AccountValues,
  draftOf,
  groupOfModule,
  type RequestedAccounts,
  requestOf,
} from './payment-accounts-api.js';
import type { CheckConnection } from './payment-connection-api.js';

/** What a screen editing gateway accounts loads: the stored accounts and the installed provider groups. */
export interface AccountsView {
  accounts: Record<string, AccountValues>;
  groups: AccountGroup[];
}

/** The props of a form over a loaded accounts view: `onSaved` takes the view the save answers. */
export interface AccountsFormProps<V extends AccountsView> {
  view: V;
  onSaved: (view: V) => void;
}

export interface AccountGroupsState {
  view: AccountsView;
  /** Per settings key: whether the account is kept (checked) in the form. */
  chosen: Record<string, boolean>;
  setChosen: (chosen: Record<string, boolean>) => void;
  drafts: Record<string, AccountValues>;
  setDrafts: (drafts: Record<string, AccountValues>) => void;
  /** The accounts of a save: each checked group's values, null for a stored group unchecked. */
  requested: () => RequestedAccounts;
}

/**
 * The state of the account groups of a form (system accounts, a project's own accounts): a group is
 * checked when it is stored, its draft starts from the stored values (keys blank).
 */
function useAccountGroups(view: AccountsView): AccountGroupsState {
  const [chosen, setChosen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(
      view.groups.map((group) => [group.settingsKey, view.accounts[group.settingsKey] !== undefined]),
    ),
  );
  const [drafts, setDrafts] = useState<Record<string, AccountValues>>(() =>
    Object.fromEntries(
      view.groups.map((group) => [group.settingsKey, draftOf(group, view.accounts[group.settingsKey])]),
    ),
  );
  const requested = () => {
    const accounts: RequestedAccounts = {};
    for (const group of view.groups) {
      const key = group.settingsKey;
      if (chosen[key]) accounts[key] = requestOf(group, drafts[key] ?? {});
      else if (view.accounts[key] !== undefined) accounts[key] = null;
    }
    return accounts;
  };
  return { view, chosen, setChosen, drafts, setDrafts, requested };
}

/**
 * An accounts form: its groups, the save (`saveAccounts` sends the requested accounts, with whatever else
 * the form holds) and the submit handler that saves, hands the answer to `onSaved` and reports success.
 */
export function useAccountsForm<V extends AccountsView>(
  view: V,
  saveAccounts: (accounts: RequestedAccounts) => Promise<V>,
  onSaved: (view: V) => void,
) {
  const feedback = useFeedback();
  const groups = useAccountGroups(view);
  const save = useFormMutation({ mutationFn: saveAccounts });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save.run(groups.requested());
    if (!saved) return;
    onSaved(saved);
    feedback.success();
  };
  return { groups, save, submit };
}

/**
 * The chosen module's account as a checkbox `{choice}: {module}` (id `{idPrefix}-{settingsKey}`) and,
 * checked, only that module's fields with 'Sprawdź połączenie' (`checkConnection` gets the module and its
 * draft as the save would send it). Stored accounts of other modules are listed as checkboxes only, so one
 * can be removed without its keys on screen.
 */
export function AccountGroupChoices({
  state,
  moduleId,
  idPrefix,
  choice,
  checkConnection,
}: {
  state: AccountGroupsState;
  moduleId: string | null;
  idPrefix: string;
  choice: string;
  checkConnection: CheckConnection;
}) {
  const { view, chosen, setChosen, drafts, setDrafts } = state;
  const inUse = groupOfModule(view.groups, moduleId);
  const shown = view.groups.filter(
    (group) => group === inUse?.group || view.accounts[group.settingsKey] !== undefined,
  );
  return shown.map((group) => {
    const key = group.settingsKey;
    const id = `${idPrefix}-${key}`;
    const draft = drafts[key] ?? {};
    const module = group === inUse?.group ? inUse.module : null;
    return (
      <div key={key} className="za-form__group">
        <div className="za-field za-field--checkbox">
          <input
            id={id}
            type="checkbox"
            className="za-checkbox"
            checked={chosen[key] === true}
            onChange={(e) => setChosen({ ...chosen, [key]: e.target.checked })}
          />
          <label className="za-field__label" htmlFor={id}>
            {choice}: {module?.label ?? group.label}
          </label>
        </div>
        {module && chosen[key] && (
          <AccountGroupFields
            group={group}
            label={module.label}
            only={module.fields}
            stored={view.accounts[key]}
            draft={draft}
            onChange={(next) => setDrafts({ ...drafts, [key]: next })}
            check={() => checkConnection(module.id, requestOf(group, draft))}
          />
        )}
      </div>
    );
  });
}

/** The server's problems and the save button of an accounts form. */
export function AccountsSaveActions({
  save,
  label,
}: {
  save: { busy: boolean; errors: string[] };
  label: string;
}) {
  return (
    <>
      <FormErrors errors={save.errors} title="Serwer odrzucił zmiany:" />
      <div className="za-form__actions">
        <button type="submit" className="za-button" disabled={save.busy}>
          {save.busy ? 'Zapisywanie…' : label}
        </button>
      </div>
    </>
  );
}
