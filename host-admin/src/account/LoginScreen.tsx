import { type FormEvent, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { AFTER_LOGIN_PATH, authApi, safeReferer } from '../api/auth.js';
import { useApi, useServices, useSession } from '../app/services.js';
import { FormErrors, Notice, TextField } from '../forms/fields.js';
import { useFormAction } from '../forms/use-form-action.js';
import { AccountLayout } from './AccountLayout.js';

const ERROR_NOTICES: Record<string, string> = {
  accessDenied: 'Brak dostępu do tej strony. Zaloguj się jako użytkownik z odpowiednimi uprawnieniami.',
  sessionExpired: 'Sesja wygasła. Zaloguj się ponownie, aby kontynuować.',
};

/** /glowne/zaloguj: e-mail and password; keeps ?referer= and explains ?error= (spec §2 routing rules). */
export function LoginScreen() {
  const api = useApi();
  const { session, effects } = useServices();
  const current = useSession();
  const [params] = useSearchParams();
  const referer = safeReferer(params.get('referer'));
  const error = params.get('error');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});
  const login = useFormAction((e: string, p: string) => authApi.login(api, e, p), {
    forbiddenIsFormError: true,
  });

  // Spec §6: "error=accessDenied … is also reached as the route /accessDenied after login".
  if (current.loggedIn && error === 'accessDenied') {
    const query = referer ? `?referer=${encodeURIComponent(referer)}` : '';
    return <Navigate to={`/accessDenied${query}`} replace />;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      email: email.trim() ? undefined : 'Podaj adres e-mail.',
      password: password ? undefined : 'Podaj hasło.',
    };
    setMissing(problems);
    if (problems.email || problems.password) return;
    const result = await login.run(email.trim(), password);
    if (!result) return;
    session.signIn(result.token, result.user);
    effects.navigateTo(referer ?? AFTER_LOGIN_PATH);
  };

  const notice = error ? ERROR_NOTICES[error] : undefined;
  return (
    <AccountLayout title="Zaloguj się">
      {notice && <Notice tone="warning">{notice}</Notice>}
      <form className="za-form" onSubmit={submit} noValidate aria-label="Logowanie">
        <TextField
          label="Adres e-mail"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={setEmail}
          error={missing.email}
          autoFocus
        />
        <TextField
          label="Hasło"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          error={missing.password}
        />
        <FormErrors errors={login.errors} title="Nie udało się zalogować:" />
        <div className="za-form__actions">
          <button type="submit" className="za-button" disabled={login.busy}>
            {login.busy ? 'Logowanie…' : 'Zaloguj się'}
          </button>
        </div>
      </form>
      <p className="za-account__links">
        <Link to="/resetuj-haslo">Nie pamiętasz hasła?</Link>
        <Link to="/zarejestruj">Załóż konto</Link>
      </p>
    </AccountLayout>
  );
}
