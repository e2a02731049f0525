import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { authApi } from '../api/auth.js';
import { useApi } from '../app/services.js';
import { FormErrors, Notice, TextField } from '../forms/fields.js';
import { useFormMutation } from '../lib/query/use-form-mutation.js';
import { AccountLayout } from './AccountLayout.js';
import { PASSWORD_MIN_LENGTH, passwordProblems } from './passwords.js';

/** /glowne/resetuj-haslo: asks for the e-mail; with ?token= from the e-mailed link, sets the new password. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <SetNewPassword token={token} /> : <RequestReset />;
}

function RequestReset() {
  const api = useApi();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const request = useFormMutation({ mutationFn: (e: string) => authApi.requestReset(api, e) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setProblem('Podaj poprawny adres e-mail.');
      return;
    }
    setProblem(null);
    if ((await request.run(email.trim())) !== undefined) setSent(true);
  };

  return (
    <AccountLayout title="Resetowanie hasła">
      {sent ? (
        <Notice tone="success">
          Jeśli konto o adresie <strong>{email.trim()}</strong> istnieje, wysłaliśmy na nie odnośnik do
          ustawienia nowego hasła.
        </Notice>
      ) : (
        <form className="za-form" onSubmit={submit} noValidate aria-label="Resetowanie hasła">
          <p className="za-account__text">
            Podaj adres e-mail konta. Wyślemy na niego odnośnik do ustawienia nowego hasła.
          </p>
          <TextField
            label="Adres e-mail"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={setEmail}
            error={problem}
          />
          <FormErrors errors={request.errors} />
          <div className="za-form__actions">
            <button type="submit" className="za-button" disabled={request.busy}>
              Wyślij odnośnik
            </button>
          </div>
        </form>
      )}
      <p className="za-account__links">
        <Link to="/zaloguj">Wróć do logowania</Link>
      </p>
    </AccountLayout>
  );
}

function SetNewPassword({ token }: { token: string }) {
  const api = useApi();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<{ password?: string; repeat?: string }>({});
  const [done, setDone] = useState(false);
  const confirm = useFormMutation({
    mutationFn: (password: string) => authApi.confirmReset(api, token, password),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = passwordProblems(password, repeat);
    setProblems(next);
    if (next.password || next.repeat) return;
    if ((await confirm.run(password)) !== undefined) setDone(true);
  };

  return (
    <AccountLayout title="Ustaw nowe hasło">
      {done ? (
        <Notice tone="success">Hasło zostało zmienione. Zaloguj się nowym hasłem.</Notice>
      ) : (
        <form className="za-form" onSubmit={submit} noValidate aria-label="Ustawianie nowego hasła">
          <TextField
            label="Nowe hasło"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={setPassword}
            error={problems.password}
            hint={`Co najmniej ${PASSWORD_MIN_LENGTH} znaków.`}
          />
          <TextField
            label="Powtórz nowe hasło"
            type="password"
            name="repeat"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={setRepeat}
            error={problems.repeat}
          />
          <FormErrors errors={confirm.errors} title="Nie udało się zmienić hasła:" />
          <div className="za-form__actions">
            <button type="submit" className="za-button" disabled={confirm.busy}>
              Zmień hasło
            </button>
          </div>
        </form>
      )}
      <p className="za-account__links">
        <Link to="/zaloguj">Przejdź do logowania</Link>
      </p>
    </AccountLayout>
  );
}
