import { useQuery } from '@tanstack/react-query';
import { USER_ROLE_LABELS } from '@zapisy/core';
import { ProfileForm } from '../../account/ProfileForm.js';
import { authApi } from '../../api/auth.js';
import { useServices } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { SessionsCard } from './SessionsCard.js';

/** /admin/glowna/ja 'Moje konto': the user's own data and password (GET/PATCH /me) and their sessions. */
export function MyAccountScreen({ route }: AreaScreenProps) {
  const { api } = useServices();
  const me = useQuery({ queryKey: queryKeys.me(), queryFn: () => authApi.me(api), staleTime: 0 });
  return (
    <ScreenFrame title={route.title} meta="Twoje dane, hasło i zalogowane urządzenia.">
      {!me.data ? (
        <Spinner label="Wczytywanie profilu…" />
      ) : (
        <>
          <section className="za-card" aria-labelledby="za-profile-title">
            <h2 id="za-profile-title" className="za-card__title">
              Dane i hasło
            </h2>
            <dl className="za-account__facts">
              <dt>E-mail</dt>
              <dd>{me.data.email}</dd>
              <dt>Rola</dt>
              <dd>{USER_ROLE_LABELS[me.data.role] ?? '—'}</dd>
            </dl>
            <ProfileForm user={me.data} />
          </section>
          <SessionsCard />
        </>
      )}
    </ScreenFrame>
  );
}
