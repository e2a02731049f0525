import { decodeTokenPayload, isTokenValid, toUserRole } from '@zapisy/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AFTER_LOGIN_PATH, authApi, safeReferer } from '../api/auth.js';
import type { SessionProfile } from '../api/session.js';
import { useApi, useServices } from '../app/services.js';
import { Notice } from '../forms/fields.js';
import { AccountLayout } from './AccountLayout.js';

/** The token of `#token=…` (the API puts it in the fragment so it never reaches server logs). */
function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.trim() !== '' ? token : null;
}

/** The profile the token's claims tell, until `GET /me` answers the full one. */
function profileFromClaims(token: string): SessionProfile {
  const claims = decodeTokenPayload(token);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    userId: text(claims.sub),
    email: text(claims.email),
    firstName: '',
    lastName: '',
    role: toUserRole(claims.role),
    organizationId: typeof claims.organizationId === 'string' ? claims.organizationId : null,
  };
}

/**
 * /glowne/zalogowano#token=… (spec §2: "the authentication callback screen"): where Google and Facebook
 * sign-in return. Keeps the session the way the log-in screen does (token and profile), removes the token
 * from the address, then opens ?referer= or the project choice.
 */
export function SignedInScreen() {
  const api = useApi();
  const { session, effects } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const referer = safeReferer(params.get('referer'));
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = tokenFromFragment(location.hash);
    // The token must not stay in the address bar or the history.
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    if (token === null || !isTokenValid(token, new Date())) {
      setProblem('Brak ważnego tokenu logowania w adresie. Zaloguj się ponownie.');
      return;
    }
    let profile: SessionProfile;
    try {
      profile = profileFromClaims(token);
    } catch {
      setProblem('Brak ważnego tokenu logowania w adresie. Zaloguj się ponownie.');
      return;
    }
    session.signIn(token, profile);
    authApi
      .me(api)
      .then((user) => {
        session.updateUser(user);
        effects.navigateTo(referer ?? AFTER_LOGIN_PATH);
      })
      .catch(() => {
        // The client already showed the error (or started the log-in redirect).
        if (!effects.leaving?.()) setProblem('Nie udało się pobrać danych konta. Zaloguj się ponownie.');
      });
  }, [api, session, effects, location, navigate, referer]);

  return (
    <AccountLayout title="Logowanie">
      {problem === null ? (
        <Notice>Logujemy…</Notice>
      ) : (
        <>
          <Notice tone="error">{problem}</Notice>
          <p className="za-account__links">
            <Link to={referer ? `/zaloguj?referer=${encodeURIComponent(referer)}` : '/zaloguj'}>
              Przejdź do logowania
            </Link>
          </p>
        </>
      )}
    </AccountLayout>
  );
}
