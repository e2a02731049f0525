/**
 * A user picked by e-mail or name, shown as name and e-mail, never by the internal id the permission
 * stores (issue 14: "pick a user by e-mail instead"). Type two letters of the e-mail or the name, then
 * choose a person from the list (a button each, Tab and Enter work); Escape clears the search.
 */
import { type KeyboardEvent, useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced.js';
import type { SchemaControlProps } from '../../../schema-form/SchemaControl.js';
import type { OrganizationUser } from '../organization-api.js';
import { USER_SEARCH_MIN_LENGTH, useNamedUsers, userLabel, useUserSearch } from './use-organization-users.js';

/** The permissions' user ids in the form value: one lookup names them all. */
export function grantedUserIds(root: unknown): string[] {
  const list = (root as { permissions?: { userId?: unknown }[] } | null)?.permissions ?? [];
  return list.map((grant) => (typeof grant?.userId === 'string' ? grant.userId : '')).filter(Boolean);
}

export function UserPicker({
  organizationId,
  props,
  namedIds,
}: {
  organizationId: string;
  props: SchemaControlProps;
  /** Every id the form names (a shared lookup), this picker's included. */
  namedIds: readonly string[];
}) {
  const userId = typeof props.value === 'string' ? props.value : '';
  const named = useNamedUsers(organizationId, namedIds);
  const [searching, setSearching] = useState(userId === '');
  const [text, setText] = useState('');
  // The person just chosen, named at once (the shared lookup learns the new id a moment later).
  const [chosen, setChosen] = useState<OrganizationUser | null>(null);
  const search = useDebounced(text, 250);
  const found = useUserSearch(organizationId, search);
  const options = found.data ?? [];
  const listId = `${props.id}-list`;
  const open = searching && search.trim().length >= USER_SEARCH_MIN_LENGTH;

  const choose = (user: OrganizationUser) => {
    props.set(user.userId);
    setChosen(user);
    setSearching(false);
    setText('');
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && open && options.length === 1 && options[0]) choose(options[0]);
    else if (event.key === 'Escape' && userId) setSearching(false);
    else if (event.key === 'Escape') setText('');
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  if (!searching && userId) {
    const user = named.data?.get(userId) ?? (chosen?.userId === userId ? chosen : undefined);
    return (
      <div className="za-user-picker">
        <div className="za-user-picker__chosen" id={props.id} aria-describedby={props.describedBy}>
          {user ? (
            <span>
              {user.name}
              {user.name !== user.email && <span className="za-user-picker__email"> {user.email}</span>}
            </span>
          ) : named.isLoading || named.isFetching ? (
            <span className="za-field__hint">Wczytywanie…</span>
          ) : (
            <span className="za-field__hint">Nie znaleziono tej osoby (konto mogło zostać usunięte)</span>
          )}
          <button
            type="button"
            className="za-link-button"
            disabled={props.disabled}
            onClick={() => setSearching(true)}
          >
            Zmień osobę
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="za-user-picker">
      <input
        id={props.id}
        type="search"
        className="za-input"
        autoComplete="off"
        placeholder="E-mail, imię lub nazwisko"
        value={text}
        disabled={props.disabled}
        aria-controls={listId}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKey}
      />
      {open && (
        <ul id={listId} className="za-user-picker__list" aria-label="Znalezione osoby" aria-live="polite">
          {found.isLoading || search !== text ? (
            <li className="za-field__hint za-user-picker__option">Szukanie…</li>
          ) : options.length === 0 ? (
            <li className="za-field__hint za-user-picker__option">
              Nikogo nie znaleziono. Osobę spoza organizacji znajdziesz po pełnym adresie e-mail.
            </li>
          ) : (
            options.map((user) => (
              <li key={user.userId}>
                <button type="button" className="za-user-picker__option" onClick={() => choose(user)}>
                  {userLabel(user)}
                </button>
              </li>
            ))
          )}
        </ul>
      )}
      {userId && (
        <button
          type="button"
          className="za-link-button"
          disabled={props.disabled}
          onClick={() => setSearching(false)}
        >
          Anuluj zmianę
        </button>
      )}
    </div>
  );
}
