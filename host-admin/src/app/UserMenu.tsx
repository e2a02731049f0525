import { USER_ROLE_LABELS } from '@zapisy/core';
import { useSession } from './services.js';

/** Header: who is logged in, with their profile and log-out (account screens under /glowne). */
export function UserMenu() {
  const { user, role } = useSession();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : 'Użytkownik';
  return (
    <div className="za-header__item za-user">
      <span className="za-header__key">{USER_ROLE_LABELS[role]}</span>
      <span className="za-header__value">
        <a className="za-user__name" href="/glowne/edytuj-uzytkownika" title="Mój profil">
          {name}
        </a>
        <a className="za-user__logout" href="/glowne/wyloguj">
          Wyloguj
        </a>
      </span>
    </div>
  );
}
