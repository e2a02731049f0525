import { Link, useSearchParams } from 'react-router-dom';
import { AFTER_LOGIN_PATH, safeReferer } from '../api/auth.js';
import { useSession } from '../app/services.js';
import { Notice } from '../forms/fields.js';
import { AccountLayout } from './AccountLayout.js';

/** /glowne/accessDenied: where a logged-in user lands after a forbidden response (spec §6). */
export function AccessDeniedScreen() {
  const [params] = useSearchParams();
  const referer = safeReferer(params.get('referer'));
  const { user } = useSession();
  return (
    <AccountLayout title="Brak dostępu">
      <Notice tone="error">
        {user ? `Konto ${user.email} nie ma uprawnień` : 'Nie masz uprawnień'} do strony{' '}
        {referer ? <code>{referer}</code> : 'którą próbujesz otworzyć'}.
      </Notice>
      <p className="za-account__text">
        Poproś administratora organizacji o nadanie roli albo zaloguj się na inne konto.
      </p>
      <p className="za-account__links">
        <a href={AFTER_LOGIN_PATH}>Przejdź do panelu</a>
        <Link to="/wyloguj">Wyloguj się</Link>
      </p>
    </AccountLayout>
  );
}
