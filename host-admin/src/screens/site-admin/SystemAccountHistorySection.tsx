import { Spinner } from '../../components/Spinner.js';
import { TableHead } from '../../components/TableHead.js';
import type { AsyncState } from '../../project/use-async.js';
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
  history: AsyncState<SystemAccountHistory>;
  groups: readonly AccountGroup[];
}) {
  return (
    <section aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="za-card__title">
        Historia zmian
      </h2>
      {!history.data || history.error !== null ? (
        <ListPlaceholder failed={history.error !== null} what="historii zmian" onRetry={history.reload} />
      ) : (
        <div className="za-card za-card--flush" aria-busy={history.loading}>
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
          {history.loading && <Spinner inline label="Wczytywanie historii zmian…" />}
        </div>
      )}
    </section>
  );
}
