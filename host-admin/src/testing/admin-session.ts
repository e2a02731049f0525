import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../api/session.js';
import { makeToken } from './fake-api.js';

/** Stores the session of admin u1 (Anna Nowak) of organization o1, valid for an hour, in a clean storage. */
export function storeAdminSession(): void {
  localStorage.clear();
  localStorage.setItem(
    TOKEN_STORAGE_KEY,
    makeToken({ sub: 'u1', role: 'admin', organizationId: 'o1' }, 3600),
  );
  localStorage.setItem(
    USER_STORAGE_KEY,
    JSON.stringify({
      userId: 'u1',
      email: 'anna@szkola.pl',
      firstName: 'Anna',
      lastName: 'Nowak',
      role: 'admin',
      organizationId: 'o1',
    }),
  );
}
