import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { authApi } from '../api/auth.js';
import { useApi } from '../app/services.js';
import { FormErrors, Notice, TextField } from '../forms/fields.js';
import { useFormMutation } from '../lib/query/use-form-mutation.js';
import { AccountLayout } from './AccountLayout.js';
import { PASSWORD_MIN_LENGTH, passwordProblems } from './passwords.js';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  repeat: string;
  organizationName: string;
}

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  repeat: '',
  organizationName: '',
};

/** /glowne/zarejestruj: the account stays pending until the e-mailed link is opened. */
export function RegisterScreen() {
  const api = useApi();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof Values, string>>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const register = useFormMutation({
    mutationFn: (v: Values) =>
      authApi.register(api, {
        email: v.email.trim(),
        password: v.password,
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        ...(v.organizationName.trim() ? { organizationName: v.organizationName.trim() } : {}),
      }),
  });
  const set = (key: keyof Values) => (value: string) => setValues((prev) => ({ ...prev, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<keyof Values, string>> = {};
    if (!values.firstName.trim()) next.firstName = 'Podaj imię.';
    if (!values.lastName.trim()) next.lastName = 'Podaj nazwisko.';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) next.email = 'Podaj poprawny adres e-mail.';
    const passwordProblem = passwordProblems(values.password, values.repeat);
    if (passwordProblem.password) next.password = passwordProblem.password;
    if (passwordProblem.repeat) next.repeat = passwordProblem.repeat;
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    const done = await register.run(values);
    if (done !== undefined) setSentTo(values.email.trim());
  };

  if (sentTo) {
    return (
      <AccountLayout title="Sprawdź skrzynkę e-mail">
        <Notice tone="success">
          Wysłaliśmy wiadomość na adres <strong>{sentTo}</strong>. Kliknij odnośnik w wiadomości, aby
          potwierdzić rejestrację. Do tego czasu konto jest nieaktywne.
        </Notice>
        <p className="za-account__links">
          <Link to="/zaloguj">Przejdź do logowania</Link>
        </p>
      </AccountLayout>
    );
  }

  return (
    <AccountLayout title="Załóż konto">
      <form className="za-form" onSubmit={submit} noValidate aria-label="Rejestracja">
        <div className="za-form__row">
          <TextField
            label="Imię"
            name="firstName"
            autoComplete="given-name"
            required
            value={values.firstName}
            onChange={set('firstName')}
            error={problems.firstName}
          />
          <TextField
            label="Nazwisko"
            name="lastName"
            autoComplete="family-name"
            required
            value={values.lastName}
            onChange={set('lastName')}
            error={problems.lastName}
          />
        </div>
        <TextField
          label="Adres e-mail"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={problems.email}
        />
        <TextField
          label="Nazwa organizacji"
          name="organizationName"
          autoComplete="organization"
          value={values.organizationName}
          onChange={set('organizationName')}
          hint="Opcjonalnie: utworzymy organizację, której zostaniesz administratorem."
        />
        <TextField
          label="Hasło"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={set('password')}
          error={problems.password}
          hint={`Co najmniej ${PASSWORD_MIN_LENGTH} znaków.`}
        />
        <TextField
          label="Powtórz hasło"
          type="password"
          name="repeat"
          autoComplete="new-password"
          required
          value={values.repeat}
          onChange={set('repeat')}
          error={problems.repeat}
        />
        <FormErrors errors={register.errors} title="Nie udało się założyć konta:" />
        <div className="za-form__actions">
          <button type="submit" className="za-button" disabled={register.busy}>
            {register.busy ? 'Zakładanie konta…' : 'Załóż konto'}
          </button>
        </div>
      </form>
      <p className="za-account__links">
        <Link to="/zaloguj">Masz już konto? Zaloguj się</Link>
      </p>
    </AccountLayout>
  );
}
