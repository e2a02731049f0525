import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '../../components/Spinner.js';
import { TableHead } from '../../components/TableHead.js';
import { ListPlaceholder } from '../history/ListStates.js';
import { formatWarsawDateTime } from '../history/warsaw-time.js';
import type { AccountGroup } from '../settings/payment-accounts-api.js';
import type { SystemAccountHistory } from './system-account-history-api.js';
import { historyChangeText } from './system-account-history-labels.js';

const HEADING_ID = 'za-system-accounts-history';

/**
 * 'Historia zmian' of the system payment accounts, newest first: when, who and each changed field as
 * 'field: old → new' (titles from the screen's `groups`). The screen owns the loading, to reload after a save.
 */
export function SystemAccountHistorySection({
  history,
  groups,
}: {
  history: Pick<UseQueryResult<SystemAccountHistory>, 'data' | 'isError' | 'isFetching' | 'refetch'>;
  groups: readonly AccountGroup[];
}) {
  return (
    <section aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="za-card__title">
        Historia zmian
      </h2>
      {!history.data || history.isError ? (
        <ListPlaceholder
          failed={history.isError}
          what="historii zmian"
          onRetry={() => void history.refetch()}
        />
      ) : (
        <div className="za-card za-card--flush" aria-busy={history.isFetching}>
          <table className="za-table">
            <caption className="za-visually-hidden">Historia zmian systemowych kont płatności</caption>
            <TableHead columns={['Kiedy', 'Kto', 'Zmiany']} />
            <tbody>
              {history.data.items.map((entry) => (
                <tr key={entry.id}>
                  <td style={{ whiteSpace: 'nowrap' }}>{formatWarsawDateTime(entry.at)}</td>
                  <td>{entry.actor.email || '—'}</td>
                  <td>
                    {entry.changes.length === 0 ? (
                      '—'
                    ) : (
                      <ul style={{ margin: 0, paddingLeft: 18 }}>
                        {entry.changes.map((change) => (
                          <li key={change.path}>{historyChangeText(change, groups)}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
              {history.data.items.length === 0 && (
                <tr>
                  <td colSpan={3}>Brak zmian.</td>
                </tr>
              )}
            </tbody>
          </table>
          {history.isFetching && <Spinner inline label="Wczytywanie historii zmian…" />}
        </div>
      )}
    </section>
  );
}
