import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { AFTER_LOGIN_PATH, authApi, safeReferer } from '../api/auth.js';
import { useEnv } from '../app/env-context.js';
import { useApi, useServices, useSession } from '../app/services.js';
import { FormErrors, Notice } from '../forms/fields.js';
import { FormTextField } from '../lib/forms/FormTextField.js';
import { schemaResolver } from '../lib/forms/schema-resolver.js';
import { withChecks } from '../lib/forms/with-checks.js';
import { useFormMutation } from '../lib/query/use-form-mutation.js';
import { AccountLayout } from './AccountLayout.js';
import { EMPTY_LOGIN, type LoginValues, loginChecks, loginFormSchema } from './login-form.js';

const ERROR_NOTICES: Record<string, string> = {
  accessDenied: 'Brak dostępu do tej strony. Zaloguj się jako użytkownik z odpowiednimi uprawnieniami.',
  sessionExpired: 'Sesja wygasła. Zaloguj się ponownie, aby kontynuować.',
};

/** Google and Facebook sign-in failures (api/src/auth/oauth/errors.ts), `{p}` being the provider. */
const OAUTH_NOTICES: Record<string, string> = {
  oauthDenied: 'Logowanie przez {p} zostało anulowane.',
  oauthState: 'Logowanie przez {p} wygasło lub zostało przerwane. Spróbuj ponownie.',
  oauthFailed: 'Nie udało się zalogować przez {p}. Spróbuj ponownie za chwilę.',
  oauthEmailMissing:
    'Logowanie przez {p} nie przekazało adresu e-mail. Zezwól na udostępnienie adresu albo zaloguj się e-mailem i hasłem.',
  oauthEmailUnverified:
    'Adres e-mail konta {p} nie jest potwierdzony. Potwierdź go u dostawcy albo zaloguj się e-mailem i hasłem.',
  oauthAccountPending:
    'Konto z tym adresem e-mail czeka na potwierdzenie. Kliknij odnośnik z wiadomości e-mail wysłanej po rejestracji.',
  oauthAccountBlocked: 'Konto zostało zablokowane. Skontaktuj się z administratorem.',
  oauthRateLimited: 'Zbyt wiele prób logowania. Spróbuj ponownie za kilka minut.',
};

const PROVIDERS = [
  { id: 'google', label: 'Google', feature: 'googleSignIn' },
  { id: 'facebook', label: 'Facebook', feature: 'facebookSignIn' },
] as const;

function errorNotice(error: string | null, provider: string | null): string | undefined {
  if (!error) return undefined;
  const oauth = OAUTH_NOTICES[error];
  if (oauth === undefined) return ERROR_NOTICES[error];
  const label = PROVIDERS.find((p) => p.id === provider)?.label ?? 'konto zewnętrzne';
  return oauth.replaceAll('{p}', label);
}

/** `{apiPath}/auth/{provider}?state=<this origin>&referer=…` (spec §7: "state holds the origin domain"). */
function providerHref(apiPath: string, provider: string, referer: string | null): string {
  const params = new URLSearchParams({ state: window.location.origin });
  if (referer) params.set('referer', referer);
  return `${apiPath}/auth/${provider}?${params.toString()}`;
}

/** /glowne/zaloguj: e-mail and password; keeps ?referer= and explains ?error= (spec §2 routing rules). */
export function LoginScreen() {
  const api = useApi();
  const { session, effects } = useServices();
  const current = useSession();
  const [params] = useSearchParams();
  const referer = safeReferer(params.get('referer'));
  const error = params.get('error');
  const env = useEnv();
  const apiPath = env?.apiPath ?? '/services/api';
  const providers = PROVIDERS.filter((p) => env?.features?.[p.feature] === true);
  const form = useForm<LoginValues>({
    defaultValues: EMPTY_LOGIN,
    resolver: withChecks(schemaResolver<LoginValues>(loginFormSchema), loginChecks),
  });
  const login = useFormMutation({
    mutationFn: (credentials: LoginValues) => authApi.login(api, credentials.email, credentials.password),
    forbiddenIsFormError: true,
    // Throttled tries (429 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za … s.') stay here.
    rateLimitIsFormError: true,
  });

  // Spec §6: "error=accessDenied … is also reached as the route /accessDenied after login".
  if (current.loggedIn && error === 'accessDenied') {
    const query = referer ? `?referer=${encodeURIComponent(referer)}` : '';
    return <Navigate to={`/accessDenied${query}`} replace />;
  }

  const submit = form.handleSubmit(async (values) => {
    const result = await login.run({ email: values.email.trim(), password: values.password });
    if (!result) return;
    session.signIn(result.token, result.user);
    effects.navigateTo(referer ?? AFTER_LOGIN_PATH);
  });

  const notice = errorNotice(error, params.get('provider'));
  return (
    <AccountLayout title="Zaloguj się">
      {notice && <Notice tone="warning">{notice}</Notice>}
      <form className="za-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Logowanie">
        <FormTextField
          control={form.control}
          label="Adres e-mail"
          type="email"
          name="email"
          autoComplete="username"
          required
          autoFocus
        />
        <FormTextField
          control={form.control}
          label="Hasło"
          type="password"
          name="password"
          autoComplete="current-password"
          required
        />
        <FormErrors errors={login.errors} title="Nie udało się zalogować:" />
        <div className="za-form__actions">
          <button type="submit" className="za-button" disabled={login.busy}>
            {login.busy ? 'Logowanie…' : 'Zaloguj się'}
          </button>
        </div>
      </form>
      {providers.length > 0 && (
        <nav className="za-form__actions" aria-label="Inne sposoby logowania">
          {providers.map((p) => (
            <a
              key={p.id}
              className="za-button za-button--secondary"
              href={providerHref(apiPath, p.id, referer)}
            >
              Zaloguj przez {p.label}
            </a>
          ))}
        </nav>
      )}
      <p className="za-account__links">
        <Link to="/resetuj-haslo">Nie pamiętasz hasła?</Link>
        <Link to="/zarejestruj">Załóż konto</Link>
      </p>
    </AccountLayout>
  );
}
