import { USER_ROLE_LABELS } from '@zapisy/core';
import { type FormEvent, useEffect, useState } from 'react';
import { authApi, type MeUpdate } from '../api/auth.js';
import type { SessionProfile } from '../api/session.js';
import { useFeedback, useServices } from '../app/services.js';
import { Spinner } from '../components/Spinner.js';
import { FormErrors, TextField } from '../forms/fields.js';
import { useFormAction } from '../forms/use-form-action.js';
import { AccountLayout } from './AccountLayout.js';
import { passwordProblems } from './passwords.js';

interface Values {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  currentPassword: string;
  password: string;
  repeat: string;
}

/** /glowne/edytuj-uzytkownika: the logged-in user's own names, phone and password (GET and PATCH /me). */
export function EditUserScreen() {
  const { api, session } = useServices();
  const feedback = useFeedback();
  const [user, setUser] = useState<SessionProfile | null>(null);
  const [values, setValues] = useState<Values | null>(null);
  const [problems, setProblems] = useState<Partial<Record<keyof Values, string>>>({});
  const save = useFormAction((update: MeUpdate) => authApi.updateMe(api, update));

  useEffect(() => {
    let active = true;
    authApi.me(api).then(
      (me) => {
        if (!active) return;
        setUser(me);
        setValues({
          firstName: me.firstName ?? '',
          lastName: me.lastName ?? '',
          phoneNumber: me.phoneNumber ?? '',
          currentPassword: '',
          password: '',
          repeat: '',
        });
      },
      (error: unknown) => feedback.handleError(error),
    );
    return () => {
      active = false;
    };
  }, [api, feedback]);

  if (!values || !user) {
    return (
      <AccountLayout title="Mój profil">
        <Spinner label="Wczytywanie profilu…" />
      </AccountLayout>
    );
  }
  const set = (key: keyof Values) => (value: string) =>
    setValues((prev) => (prev ? { ...prev, [key]: value } : prev));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<keyof Values, string>> = {};
    if (!values.firstName.trim()) next.firstName = 'Podaj imię.';
    if (!values.lastName.trim()) next.lastName = 'Podaj nazwisko.';
    const changingPassword = values.password !== '' || values.repeat !== '';
    if (changingPassword) {
      Object.assign(next, passwordProblems(values.password, values.repeat));
      if (!values.currentPassword) next.currentPassword = 'Podaj obecne hasło.';
    }
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    const update: MeUpdate = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phoneNumber: values.phoneNumber.trim(),
      ...(changingPassword ? { password: values.password, currentPassword: values.currentPassword } : {}),
    };
    const answer = await save.run(update);
    if (!answer) return;
    setUser(answer.user);
    if (answer.token) session.signIn(answer.token, answer.user);
    else session.updateUser(answer.user);
    setValues({ ...values, currentPassword: '', password: '', repeat: '' });
    feedback.success();
  };

  return (
    <AccountLayout title="Mój profil" wide>
      <dl className="za-account__facts">
        <dt>E-mail</dt>
        <dd>{user.email}</dd>
        <dt>Rola</dt>
        <dd>{USER_ROLE_LABELS[user.role] ?? user.role}</dd>
      </dl>
      <form className="za-form" onSubmit={submit} noValidate aria-label="Edycja profilu">
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
          label="Telefon"
          type="tel"
          name="phoneNumber"
          autoComplete="tel"
          value={values.phoneNumber}
          onChange={set('phoneNumber')}
          hint="9 cyfr albo numer międzynarodowy zaczynający się od +."
        />
        <fieldset className="za-fieldset">
          <legend>Zmiana hasła (opcjonalnie)</legend>
          <TextField
            label="Obecne hasło"
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={problems.currentPassword}
          />
          <div className="za-form__row">
            <TextField
              label="Nowe hasło"
              type="password"
              name="password"
              autoComplete="new-password"
              value={values.password}
              onChange={set('password')}
              error={problems.password}
            />
            <TextField
              label="Powtórz nowe hasło"
              type="password"
              name="repeat"
              autoComplete="new-password"
              value={values.repeat}
              onChange={set('repeat')}
              error={problems.repeat}
            />
          </div>
        </fieldset>
        <FormErrors errors={save.errors} title="Nie udało się zapisać zmian:" />
        <div className="za-form__actions">
          <button type="submit" className="za-button" disabled={save.busy}>
            Zapisz zmiany
          </button>
          <a className="za-button za-button--secondary" href="/admin/glowna/wybor">
            Wróć do panelu
          </a>
        </div>
      </form>
    </AccountLayout>
  );
}
