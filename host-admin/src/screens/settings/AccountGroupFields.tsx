import { useId } from 'react';
import { SecretState } from '../../schema-form/SecretState.js';
import { ConnectionCheck } from './ConnectionCheck.js';
import {
  type AccountField,
  type AccountGroup,
  type AccountValues,
  isKeySet,
} from './payment-accounts-api.js';
import type { ConnectionCheckAnswer } from './payment-connection-api.js';

/**
 * The fields of one module drawn from its settings declaration (`only`: the module's own fields of a shared
 * group). A key is never shown: its state reads 'zapisany' / 'brak' and a password field takes a new one
 * (blank keeps the stored key). With `check`, 'Sprawdź połączenie' under the fields checks the draft; its
 * result is cleared on any change.
 */
export function AccountGroupFields({
  group,
  label = group.label,
  only,
  stored,
  draft,
  onChange,
  check,
}: {
  group: AccountGroup;
  label?: string;
  only?: readonly string[];
  stored: AccountValues | undefined;
  draft: AccountValues;
  onChange: (draft: AccountValues) => void;
  check?: () => Promise<ConnectionCheckAnswer>;
}) {
  const fields = only ? group.fields.filter((field) => only.includes(field.name)) : group.fields;
  return (
    <fieldset className="za-fieldset" aria-label={label}>
      <legend className="za-fieldset__legend">{label}</legend>
      {fields.map((field) => (
        <AccountFieldInput
          key={field.name}
          field={field}
          stored={stored?.[field.name]}
          value={draft[field.name]}
          onChange={(value) => onChange({ ...draft, [field.name]: value })}
        />
      ))}
      {check && <ConnectionCheck check={check} subject={JSON.stringify(draft)} />}
    </fieldset>
  );
}

function AccountFieldInput({
  field,
  stored,
  value,
  onChange,
}: {
  field: AccountField;
  stored: unknown;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const label = (
    <label className="za-field__label" htmlFor={id}>
      {field.title}
      {field.required ? (
        <span className="za-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
  if (field.type === 'boolean') {
    return (
      <div className="za-field za-field--checkbox">
        <input
          id={id}
          type="checkbox"
          className="za-checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label className="za-field__label" htmlFor={id}>
          {field.title}
        </label>
      </div>
    );
  }
  if (field.secret) {
    const set = isKeySet(stored);
    return (
      <div className="za-field">
        {label}
        <p className="za-field__hint" data-testid={`key-state-${field.name}`}>
          <SecretState set={set} />
        </p>
        <input
          id={id}
          type="password"
          className="za-input"
          autoComplete="new-password"
          placeholder={set ? 'Nowy klucz (puste = bez zmian)' : 'Wpisz klucz'}
          value={typeof value === 'string' ? value : ''}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
        />
        <p id={hintId} className="za-field__hint">
          {field.description ??
            'Klucz jest przechowywany w postaci zaszyfrowanej i nigdy nie jest wyświetlany.'}
        </p>
      </div>
    );
  }
  return (
    <div className="za-field">
      {label}
      {field.enum ? (
        <select
          id={id}
          className="za-input"
          value={String(value ?? '')}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">—</option>
          {field.enum.map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      ) : field.widget === 'textarea' ? (
        <textarea
          id={id}
          className="za-input za-textarea"
          rows={3}
          value={value === undefined || value === null ? '' : String(value)}
          aria-describedby={field.description ? hintId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          className="za-input"
          type={field.type === 'string' ? 'text' : 'number'}
          value={value === undefined || value === null ? '' : String(value)}
          aria-describedby={field.description ? hintId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {field.description && (
        <p id={hintId} className="za-field__hint">
          {field.description}
        </p>
      )}
    </div>
  );
}
