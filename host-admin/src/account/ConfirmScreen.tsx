import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { authApi } from '../api/auth.js';
import { useApi } from '../app/services.js';
import { FormErrors, Notice } from '../forms/fields.js';
import { useFormMutation } from '../lib/query/use-form-mutation.js';
import { AccountLayout } from './AccountLayout.js';

/** /glowne/potwierdz-rejestracje?token=…: confirms the account from the e-mailed link. */
export function ConfirmScreen() {
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const confirm = useFormMutation({ mutationFn: (t: string) => authApi.confirm(api, t) });
  const started = useRef(false);
  const { run } = confirm;

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void run(token).then((result) => {
      if (result !== undefined) setDone(true);
    });
  }, [token, run]);

  return (
    <AccountLayout title="Potwierdzenie rejestracji">
      {!token && (
        <Notice tone="error">
          Brak tokenu potwierdzającego w adresie. Otwórz odnośnik z wiadomości e-mail.
        </Notice>
      )}
      {token && confirm.busy && <Notice>Potwierdzamy rejestrację…</Notice>}
      {done && <Notice tone="success">Konto zostało potwierdzone. Możesz się zalogować.</Notice>}
      <FormErrors errors={confirm.errors} title="Nie udało się potwierdzić rejestracji:" />
      <p className="za-account__links">
        <Link to="/zaloguj">Przejdź do logowania</Link>
      </p>
    </AccountLayout>
  );
}
