import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireLogin } from '../app/RequireLogin.js';
import { Spinner } from '../components/Spinner.js';
import { AccessDeniedScreen } from './AccessDeniedScreen.js';
import { AccountLayout } from './AccountLayout.js';
import { ConfirmScreen } from './ConfirmScreen.js';
import { EditUserScreen } from './EditUserScreen.js';
import { LoginScreen } from './LoginScreen.js';
import { LoggedOutScreen, LogoutScreen } from './LogoutScreens.js';
import { RegisterScreen } from './RegisterScreen.js';
import { ResetPasswordScreen } from './ResetPasswordScreen.js';
import { SignedInScreen } from './SignedInScreen.js';

export const ACCOUNT_BASENAME = '/glowne';

// The form editors (react-page, MUI): one chunk, loaded only on /glowne/edycja/*.
const FormEditorRoutes = lazy(
  () => import(/* webpackChunkName: "form-editor" */ '../editor/FormEditorRoutes.js'),
);

function NotFoundAccount() {
  return (
    <AccountLayout title="Nie znaleziono strony">
      <p className="za-account__text">Ta strona nie istnieje albo została przeniesiona.</p>
    </AccountLayout>
  );
}

/** The account area of spec §2 ("Account (/glowne)"), relative to the '/glowne' basename. */
export function AccountRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/zaloguj" replace />} />
      <Route path="zaloguj" element={<LoginScreen />} />
      <Route path="zalogowano" element={<SignedInScreen />} />
      <Route path="zarejestruj" element={<RegisterScreen />} />
      <Route path="potwierdz-rejestracje" element={<ConfirmScreen />} />
      <Route path="resetuj-haslo" element={<ResetPasswordScreen />} />
      <Route path="wyloguj" element={<LogoutScreen />} />
      <Route path="wylogowano" element={<LoggedOutScreen />} />
      <Route path="accessDenied" element={<AccessDeniedScreen />} />
      <Route
        path="edytuj-uzytkownika"
        element={
          <RequireLogin>
            <EditUserScreen />
          </RequireLogin>
        }
      />
      <Route
        path="edycja/*"
        element={
          <RequireLogin>
            <Suspense fallback={<Spinner label="Wczytywanie edytora formularzy..." />}>
              <FormEditorRoutes />
            </Suspense>
          </RequireLogin>
        }
      />
      <Route path="*" element={<NotFoundAccount />} />
    </Routes>
  );
}
