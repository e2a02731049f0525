import { useQuery } from '@tanstack/react-query';
import { USER_ROLE_LABELS } from '@zapisy/core';
import { authApi } from '../api/auth.js';
import { useServices } from '../app/services.js';
import { Spinner } from '../components/Spinner.js';
import { queryKeys } from '../lib/query/query-keys.js';
import { AccountLayout } from './AccountLayout.js';
import { ProfileForm } from './ProfileForm.js';

/** /glowne/edytuj-uzytkownika: the logged-in user's own names, phone and password (GET and PATCH /me). */
export function EditUserScreen() {
  const { api } = useServices();
  const me = useQuery({ queryKey: queryKeys.me(), queryFn: () => authApi.me(api), staleTime: 0 });
  if (!me.data) {
    return (
      <AccountLayout title="Mój profil">
        <Spinner label="Wczytywanie profilu…" />
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title="Mój profil" wide>
      <dl className="za-account__facts">
        <dt>E-mail</dt>
        <dd>{me.data.email}</dd>
        <dt>Rola</dt>
        <dd>{USER_ROLE_LABELS[me.data.role] ?? '—'}</dd>
      </dl>
      <ProfileForm user={me.data} backHref="/admin/glowna/wybor" />
    </AccountLayout>
  );
}
