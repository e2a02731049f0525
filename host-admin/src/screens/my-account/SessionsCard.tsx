import { useQuery } from '@tanstack/react-query';
import { formatPolishCount } from '@zapisy/core';
import { useFeedback, useServices, useSession, useTypedApi } from '../../app/services.js';
import { formatAdminDate } from '../../lib/project-date.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useApiMutation } from '../../lib/query/use-api-mutation.js';
import { ListPlaceholder } from '../history/ListStates.js';
import { browserLabel } from './browser-label.js';
import { type MySession, mySessionsApi } from './my-sessions-api.js';

/** 'Moje konto' → 'Zalogowane urządzenia': every running log-in, each can be ended; or all but this one. */
export function SessionsCard() {
  const api = useTypedApi();
  const { session: store } = useServices();
  const session = useSession();
  const feedback = useFeedback();
  const sessions = useQuery({ queryKey: queryKeys.mySessions(), queryFn: () => mySessionsApi.list(api) });
  const end = useApiMutation({
    mutationFn: (sessionId: string) => mySessionsApi.end(api, sessionId),
    invalidates: [queryKeys.mySessions()],
    onSuccess: () => feedback.success('Wylogowano to urządzenie'),
  });
  const endOthers = useApiMutation({
    mutationFn: () => mySessionsApi.endOthers(api),
    invalidates: [queryKeys.mySessions()],
    onSuccess: ({ token, ended }) => {
      // The server ended this session too and answered a new token for it: keep working with that one.
      if (session.user) store.signIn(token, session.user);
      feedback.success(ended === 0 ? 'Nie było innych zalogowanych urządzeń' : endedText(ended));
    },
  });
  const others = (sessions.data ?? []).filter((item) => !item.current).length;
  const busy = end.isPending || endOthers.isPending;

  return (
    <section className="za-card" aria-labelledby="za-sessions-title">
      <header className="za-card__header">
        <h2 id="za-sessions-title" className="za-card__title">
          Zalogowane urządzenia
        </h2>
        <button
          type="button"
          className="za-button za-button--secondary za-button--small"
          disabled={busy || others === 0}
          title={others === 0 ? 'Nie ma innych zalogowanych urządzeń' : undefined}
          onClick={() => endOthers.mutate()}
        >
          Wyloguj wszystkie inne urządzenia
        </button>
      </header>
      {!sessions.data ? (
        <ListPlaceholder failed={sessions.isError} what="sesji" onRetry={() => void sessions.refetch()} />
      ) : (
        <div className="za-table-scroll">
          <table className="za-table">
            <caption className="za-visually-hidden">Zalogowane urządzenia</caption>
            <thead>
              <tr>
                <th scope="col">Urządzenie</th>
                <th scope="col">Adres IP</th>
                <th scope="col">Zalogowano</th>
                <th scope="col">Ważna do</th>
                <th scope="col">
                  <span className="za-visually-hidden">Akcje</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.data.map((item) => (
                <SessionRow
                  key={item.sessionId}
                  item={item}
                  busy={busy}
                  onEnd={() => end.mutate(item.sessionId)}
                />
              ))}
              {sessions.data.length === 0 && (
                <tr>
                  <td colSpan={5}>Nie ma zapisanych sesji.</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function SessionRow({ item, busy, onEnd }: { item: MySession; busy: boolean; onEnd: () => void }) {
  const device = browserLabel(item.userAgent);
  return (
    <tr>
      <th scope="row">
        {device}
        {item.current && <span className="za-badge za-badge--success"> To urządzenie</span>}
      </th>
      <td>{item.ip ?? '—'}</td>
      <td style={{ whiteSpace: 'nowrap' }}>{formatAdminDate(item.createdAt, { time: true })}</td>
      <td style={{ whiteSpace: 'nowrap' }}>{formatAdminDate(item.expiresAt, { time: true })}</td>
      <td>
        {item.current ? (
          <a className="za-button za-button--secondary za-button--small" href="/glowne/wyloguj">
            Wyloguj
          </a>
        ) : (
          <button
            type="button"
            className="za-button za-button--secondary za-button--small"
            disabled={busy}
            aria-label={`Wyloguj urządzenie: ${device}, zalogowane ${formatAdminDate(item.createdAt, { time: true })}`}
            onClick={onEnd}
          >
            Wyloguj
          </button>
        )}
      </td>
    </tr>
  );
}

const DEVICES = { one: 'urządzenie', few: 'urządzenia', many: 'urządzeń', other: 'urządzenia' } as const;

const endedText = (count: number) => `Wylogowano ${formatPolishCount(count, DEVICES)}`;
