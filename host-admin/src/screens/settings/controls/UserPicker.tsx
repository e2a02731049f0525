/**
 * A user picked by e-mail or name, shown as name and e-mail, never by the internal id the permission
 * stores (issue 14: "pick a user by e-mail instead"). A combobox: type two letters, choose from the list
 * with the mouse or the arrow keys and Enter; Escape closes the list.
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
  const [active, setActive] = useState(0);
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
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, options.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter' && open && options[active]) choose(options[active]);
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
        role="combobox"
        className="za-input"
        autoComplete="off"
        placeholder="E-mail, imię lub nazwisko"
        value={text}
        disabled={props.disabled}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKey}
      />
      {open && (
        <ul id={listId} className="za-user-picker__list" role="listbox" aria-label="Znalezione osoby">
          {found.isLoading || search !== text ? (
            <li className="za-field__hint za-user-picker__option">Szukanie…</li>
          ) : options.length === 0 ? (
            <li className="za-field__hint za-user-picker__option">
              Nikogo nie znaleziono. Osobę spoza organizacji znajdziesz po pełnym adresie e-mail.
            </li>
          ) : (
            options.map((user, index) => (
              <li
                key={user.userId}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="za-user-picker__option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(user)}
              >
                {userLabel(user)}
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
