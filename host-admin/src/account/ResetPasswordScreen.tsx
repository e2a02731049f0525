import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { authApi } from '../api/auth.js';
import { useApi } from '../app/services.js';
import { FormErrors, Notice } from '../forms/fields.js';
import { FormTextField } from '../lib/forms/FormTextField.js';
import { schemaResolver } from '../lib/forms/schema-resolver.js';
import { withChecks } from '../lib/forms/with-checks.js';
import { useFormMutation } from '../lib/query/use-form-mutation.js';
import { AccountLayout } from './AccountLayout.js';
import { PASSWORD_MIN_LENGTH } from './passwords.js';
import {
  type NewPasswordValues,
  newPasswordChecks,
  newPasswordSchema,
  type ResetRequestValues,
  resetRequestChecks,
  resetRequestSchema,
} from './reset-password-form.js';

/** /glowne/resetuj-haslo: asks for the e-mail; with ?token= from the e-mailed link, sets the new password. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <SetNewPassword token={token} /> : <RequestReset />;
}

function RequestReset() {
  const api = useApi();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ResetRequestValues>({
    defaultValues: { email: '' },
    resolver: withChecks(schemaResolver<ResetRequestValues>(resetRequestSchema), resetRequestChecks),
  });
  const request = useFormMutation({
    mutationFn: (email: string) => authApi.requestReset(api, email),
    rateLimitIsFormError: true,
  });

  const submit = form.handleSubmit(async ({ email }) => {
    if ((await request.run(email.trim())) !== undefined) setSentTo(email.trim());
  });

  return (
    <AccountLayout title="Resetowanie hasła">
      {sentTo !== null ? (
        <Notice tone="success">
          Jeśli konto o adresie <strong>{sentTo}</strong> istnieje, wysłaliśmy na nie odnośnik do ustawienia
          nowego hasła.
        </Notice>
      ) : (
        <form
          className="za-form"
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Resetowanie hasła"
        >
          <p className="za-account__text">
            Podaj adres e-mail konta. Wyślemy na niego odnośnik do ustawienia nowego hasła.
          </p>
          <FormTextField
            control={form.control}
            label="Adres e-mail"
            type="email"
            name="email"
            autoComplete="email"
            required
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
  const [done, setDone] = useState(false);
  const form = useForm<NewPasswordValues>({
    defaultValues: { password: '', repeat: '' },
    resolver: withChecks(schemaResolver<NewPasswordValues>(newPasswordSchema), newPasswordChecks),
  });
  const confirm = useFormMutation({
    mutationFn: (password: string) => authApi.confirmReset(api, token, password),
  });

  const submit = form.handleSubmit(async ({ password }) => {
    if ((await confirm.run(password)) !== undefined) setDone(true);
  });

  return (
    <AccountLayout title="Ustaw nowe hasło">
      {done ? (
        <Notice tone="success">Hasło zostało zmienione. Zaloguj się nowym hasłem.</Notice>
      ) : (
        <form
          className="za-form"
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Ustawianie nowego hasła"
        >
          <FormTextField
            control={form.control}
            label="Nowe hasło"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            hint={`Co najmniej ${PASSWORD_MIN_LENGTH} znaków.`}
          />
          <FormTextField
            control={form.control}
            label="Powtórz nowe hasło"
            type="password"
            name="repeat"
            autoComplete="new-password"
            required
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
