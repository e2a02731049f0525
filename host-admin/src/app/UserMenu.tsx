import { USER_ROLE_LABELS } from '@zapisy/core';
import { useSession } from './services.js';

/** Header: who is logged in, with their account (Moje konto) and log-out. */
export function UserMenu() {
  const { user, role } = useSession();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : 'Użytkownik';
  return (
    <div className="za-header__item za-user">
      <span className="za-header__key">{USER_ROLE_LABELS[role]}</span>
      <span className="za-header__value">
        <a className="za-user__name" href="/admin/glowna/ja" title="Moje konto">
          {name}
        </a>
        <a className="za-user__logout" href="/glowne/wyloguj">
          Wyloguj
        </a>
      </span>
    </div>
  );
}
