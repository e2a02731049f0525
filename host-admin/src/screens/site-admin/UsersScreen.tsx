import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { USER_ROLE_LABELS, USER_ROLES, type UserRole } from '@zapisy/core';
import { useId, useState } from 'react';
import { useFeedback, useTypedApi } from '../../app/services.js';
import { Pager } from '../../components/Pager.js';
import { Spinner } from '../../components/Spinner.js';
import { formErrorLines } from '../../forms/server-errors.js';
import { formatDateTime } from '../../lib/format-date-time.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useApiMutation } from '../../lib/query/use-api-mutation.js';
import { useDebounced } from '../../lib/use-debounced.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { type SiteUser, siteAdminApi } from './site-admin-api.js';

const PAGE_SIZE = 20;
const STATUS_LABELS: Record<SiteUser['status'], string> = {
  pending: 'Niepotwierdzony',
  active: 'Aktywny',
  blocked: 'Zablokowany',
};

/** /admin/site-admin/uzytkownicy: every account, searchable, with role changes. */
export function UsersScreen({ route }: AreaScreenProps) {
  const api = useTypedApi();
  const feedback = useFeedback();
  const searchId = useId();
  const roleId = useId();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebounced(search.trim(), 300);
  const pageQuery = {
    page,
    pageSize: PAGE_SIZE,
    ...(query ? { search: query } : {}),
    ...(role ? { role: role as UserRole } : {}),
  };
  const list = useQuery({
    queryKey: queryKeys.siteUsersPage(pageQuery),
    queryFn: () => siteAdminApi.users(api, pageQuery),
    placeholderData: keepPreviousData,
  });
  const roleChange = useApiMutation({
    mutationFn: ({ userId, next }: { userId: string; next: UserRole }) =>
      siteAdminApi.setRole(api, userId, next),
    invalidates: [queryKeys.siteUsers()],
    showsErrors: true,
  });

  const changeRole = async (userId: string, next: UserRole) => {
    try {
      const saved = await roleChange.mutateAsync({ userId, next });
      feedback.success(`Zmieniono rolę: ${saved.email} – ${USER_ROLE_LABELS[saved.role]}`);
    } catch (error) {
      const lines = formErrorLines(error);
      if (lines)
        feedback.toast({
          kind: 'error',
          title: 'Nie można wykonać operacji',
          lines,
          dismissible: false,
          durationMs: 5000,
        });
      else feedback.handleError(error);
    }
  };

  return (
    <ScreenFrame title={route.title}>
      <div className="za-card za-filters">
        <div className="za-field">
          <label className="za-field__label" htmlFor={searchId}>
            Szukaj
          </label>
          <input
            id={searchId}
            className="za-input"
            type="search"
            placeholder="Imię, nazwisko lub e-mail"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="za-field">
          <label className="za-field__label" htmlFor={roleId}>
            Rola
          </label>
          <select
            id={roleId}
            className="za-input"
            value={role}
            onChange={(e) => {
              setRole(e.target.value);
              setPage(1);
            }}
          >
            <option value="">Wszystkie</option>
            {USER_ROLES.map((r) => (
              <option key={r} value={r}>
                {USER_ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!list.data ? (
        <Spinner label="Wczytywanie użytkowników…" />
      ) : (
        <div className="za-card za-card--flush">
          <table className="za-table">
            <caption className="za-visually-hidden">Użytkownicy</caption>
            <thead>
              <tr>
                <th scope="col">Użytkownik</th>
                <th scope="col">E-mail</th>
                <th scope="col">Status</th>
                <th scope="col">Zarejestrowany</th>
                <th scope="col">Rola</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((user) => (
                <tr key={user.userId}>
                  <th scope="row">{`${user.firstName} ${user.lastName}`.trim() || '—'}</th>
                  <td>{user.email}</td>
                  <td>{STATUS_LABELS[user.status]}</td>
                  <td>{formatDateTime(user.registrationDate)}</td>
                  <td>
                    <select
                      className="za-input za-input--compact"
                      aria-label={`Rola: ${user.email}`}
                      value={user.role}
                      disabled={roleChange.isPending}
                      onChange={(e) => changeRole(user.userId, e.target.value as UserRole)}
                    >
                      {USER_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {USER_ROLE_LABELS[r]}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
              {list.data.items.length === 0 && (
                <tr>
                  <td colSpan={5}>Brak użytkowników.</td>
                </tr>
              )}
            </tbody>
          </table>
          <Pager
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={setPage}
          />
        </div>
      )}
    </ScreenFrame>
  );
}
