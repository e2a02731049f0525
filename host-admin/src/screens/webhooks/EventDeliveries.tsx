import { useEffect, useState } from 'react';
import { useFeedback, useTypedApi } from '../../app/services.js';
import { OlderPageFooter } from '../../components/OlderPageFooter.js';
import { TableHead } from '../../components/TableHead.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useApiMutation } from '../../lib/query/use-api-mutation.js';
import { ListPlaceholder } from '../history/ListStates.js';
import { formatWarsawDateTime } from '../history/warsaw-time.js';
import { type EventSubscriber, eventDeliveriesApi, type FailedDelivery } from './event-deliveries-api.js';
import { useEventSubscribers, useFailedDeliveries } from './use-failed-deliveries.js';

const ALL_DELIVERED = 'Wszystkie zdarzenia zostały przekazane.';
const FAILED_BADGE = { background: 'var(--za-danger-soft)', color: 'var(--za-danger)' } as const;

/** What happens to the delivery next, in the organizer's words (never the raw state). */
export function deliveryStateLabel(delivery: Pick<FailedDelivery, 'state' | 'nextAttemptAt'>): string {
  if (delivery.state === 'failed') return 'Wstrzymane — wyczerpano próby';
  return delivery.nextAttemptAt
    ? `Kolejna próba ${formatWarsawDateTime(delivery.nextAttemptAt)}`
    : 'Kolejna próba wkrótce';
}

const pending = (subscriber: EventSubscriber) => subscriber.failed + subscriber.retrying;

/**
 * The project's domain events not handed to their subscribers (plugins, integrations): one row per
 * subscriber with its counts, and the chosen one's failed and retrying deliveries with 'Ponów'.
 */
export function EventDeliveries({ eventId }: { eventId: string }) {
  const subscribers = useEventSubscribers(eventId);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = subscribers.data;
  // Until the organizer picks one, the first subscriber with something to retry is shown (and stays
  // chosen, so a retry that empties its list does not jump to another subscriber).
  const first = list?.find((s) => pending(s) > 0)?.id;
  useEffect(() => {
    if (chosen === null && first) setChosen(first);
  }, [chosen, first]);
  const selected = list?.find((s) => s.id === (chosen ?? first));

  return (
    <section aria-labelledby="za-event-deliveries">
      <h2 id="za-event-deliveries" className="za-card__title">
        Dostawy zdarzeń do subskrybentów
      </h2>
      {!list ? (
        <ListPlaceholder
          failed={subscribers.isError}
          what="subskrybentów zdarzeń"
          onRetry={() => void subscribers.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="za-card">Żaden subskrybent nie odbiera zdarzeń tego projektu.</p>
      ) : (
        <div style={{ display: 'grid', gap: 16 }}>
          <div className="za-card za-card--flush" aria-busy={subscribers.isFetching}>
            <table className="za-table">
              <caption className="za-visually-hidden">Subskrybenci zdarzeń</caption>
              <TableHead
                columns={['Subskrybent', 'Zdarzenia', 'Nieudane', 'Ponawiane']}
                hiddenColumns={['Akcje']}
              />
              <tbody>
                {list.map((subscriber) => {
                  const isSelected = selected?.id === subscriber.id;
                  return (
                    <tr key={subscriber.id} data-testid="event-subscriber">
                      <th scope="row">{subscriber.title}</th>
                      <td>{subscriber.events.map((e) => e.label).join(', ') || '—'}</td>
                      <td>{subscriber.failed}</td>
                      <td>{subscriber.retrying}</td>
                      <td>
                        <button
                          type="button"
                          className="za-link-button"
                          aria-pressed={isSelected}
                          aria-label={`Pokaż dostawy: ${subscriber.title}`}
                          onClick={() => setChosen(subscriber.id)}
                        >
                          {isSelected ? 'Wybrany' : 'Pokaż dostawy'}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {selected ? (
            <FailedDeliveryList key={selected.id} eventId={eventId} subscriber={selected} />
          ) : (
            <p className="za-card" data-testid="event-deliveries-empty">
              {ALL_DELIVERED}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function StateBadge({ delivery }: { delivery: FailedDelivery }) {
  return (
    <span className="za-badge" style={delivery.state === 'failed' ? FAILED_BADGE : undefined}>
      {deliveryStateLabel(delivery)}
    </span>
  );
}

function FailedDeliveryList({ eventId, subscriber }: { eventId: string; subscriber: EventSubscriber }) {
  const api = useTypedApi();
  const feedback = useFeedback();
  const log = useFailedDeliveries(eventId, subscriber.id);
  const [running, setRunning] = useState<string | null>(null);
  const resend = useApiMutation({
    mutationFn: (delivery: FailedDelivery) => eventDeliveriesApi.retry(api, eventId, delivery),
    invalidates: [queryKeys.eventDeliveries(eventId)],
  });

  const retry = async (delivery: FailedDelivery) => {
    setRunning(delivery.domainEventId);
    try {
      await resend.mutateAsync(delivery);
      // 202: the job hands the event over in the background; it is not delivered yet.
      feedback.success('Ponowienie zaplanowane');
    } catch {
      // Shown by the mutation's error handling (spec §8), with the server's Polish message.
    } finally {
      setRunning(null);
    }
  };

  const caption = `Nieudane dostawy: ${subscriber.title}`;
  return (
    <div>
      <h3 className="za-card__title">{caption}</h3>
      {!log.items ? (
        <ListPlaceholder failed={log.failed} what="nieudanych dostaw" onRetry={log.reload} />
      ) : log.items.length === 0 ? (
        <p className="za-card" data-testid="event-deliveries-empty">
          {ALL_DELIVERED}
        </p>
      ) : (
        <div className="za-card za-card--flush" aria-busy={log.loading}>
          <table className="za-table">
            <caption className="za-visually-hidden">{caption}</caption>
            <TableHead
              columns={['Zdarzenie', 'Data', 'Próby', 'Ostatni błąd', 'Stan']}
              hiddenColumns={['Akcje']}
            />
            <tbody>
              {log.items.map((delivery) => {
                const when = formatWarsawDateTime(delivery.occurredAt);
                const busy = running === delivery.domainEventId;
                return (
                  <tr
                    key={`${delivery.domainEventId}/${delivery.subscriberId}`}
                    data-testid="failed-event-delivery"
                  >
                    <th scope="row">{delivery.label}</th>
                    <td style={{ whiteSpace: 'nowrap' }}>{when}</td>
                    <td>{delivery.attempts}</td>
                    <td>{delivery.lastError || '—'}</td>
                    <td>
                      <StateBadge delivery={delivery} />
                    </td>
                    <td>
                      <button
                        type="button"
                        className="za-button za-button--secondary za-button--small"
                        disabled={running !== null}
                        aria-busy={busy}
                        aria-label={`Ponów: ${delivery.label}, ${when}`}
                        onClick={() => void retry(delivery)}
                      >
                        {busy ? 'Ponawianie…' : 'Ponów'}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <OlderPageFooter
            loading={log.loading}
            hasOlder={log.hasOlder}
            onOlder={log.loadOlder}
            loadingLabel="Wczytywanie dostaw…"
          />
        </div>
      )}
    </div>
  );
}
