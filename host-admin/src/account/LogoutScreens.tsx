import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { authApi } from '../api/auth.js';
import { useServices } from '../app/services.js';
import { Spinner } from '../components/Spinner.js';
import { Notice } from '../forms/fields.js';
import { AccountLayout } from './AccountLayout.js';

/** /glowne/wyloguj: ends the session on the server (best effort), forgets the token, then /wylogowano. */
export function LogoutScreen() {
  const { api, session } = useServices();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const done = () => {
      session.clear();
      navigate('/wylogowano', { replace: true });
    };
    if (!session.current().loggedIn) {
      done();
      return;
    }
    authApi.logout(api).then(done, done);
  }, [api, session, navigate]);
  return (
    <AccountLayout title="Wylogowywanie">
      <Spinner label="Wylogowywanie…" />
    </AccountLayout>
  );
}

/** /glowne/wylogowano. */
export function LoggedOutScreen() {
  return (
    <AccountLayout title="Wylogowano">
      <Notice tone="success">Zostałeś wylogowany. Do zobaczenia!</Notice>
      <p className="za-account__links">
        <Link to="/zaloguj">Zaloguj się ponownie</Link>
      </p>
    </AccountLayout>
  );
}
