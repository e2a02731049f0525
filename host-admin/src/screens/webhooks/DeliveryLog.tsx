import { Fragment, useState } from 'react';
import { useFeedback, useTypedApi } from '../../app/services.js';
import { OlderPageFooter } from '../../components/OlderPageFooter.js';
import { TableHead } from '../../components/TableHead.js';
import { useApiMutation } from '../../lib/query/use-api-mutation.js';
import { ListPlaceholder } from '../history/ListStates.js';
import { formatWarsawDateTime } from '../history/warsaw-time.js';
import { useDeliveryLog } from './use-delivery-log.js';
import { attemptOutcome, deliveryStatusLabel, lastError, webhookLabel } from './webhook-labels.js';
import { type WebhookDelivery, webhooksApi } from './webhooks-api.js';

const COLUMNS = 9;
const FAILED_BADGE = { background: 'var(--za-danger-soft)', color: 'var(--za-danger)' } as const;

function StatusBadge({ status }: { status: WebhookDelivery['status'] }) {
  return (
    <span
      className={status === 'delivered' ? 'za-badge za-badge--success' : 'za-badge'}
      style={status === 'failed' ? FAILED_BADGE : undefined}
    >
      {deliveryStatusLabel(status)}
    </span>
  );
}

/** The project's webhook calls, newest first: each with its attempts, 'Ponów' when not delivered, 'Starsze'. */
export function DeliveryLog({ eventId }: { eventId: string }) {
  const api = useTypedApi();
  const feedback = useFeedback();
  const log = useDeliveryLog(eventId);
  const resend = useApiMutation({
    mutationFn: (deliveryId: string) => webhooksApi.retry(api, eventId, deliveryId),
  });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [retrying, setRetrying] = useState<string | null>(null);

  const toggle = (id: string) =>
    setOpen((shown) => {
      const copy = new Set(shown);
      if (copy.has(id)) copy.delete(id);
      else copy.add(id);
      return copy;
    });

  const retry = async (delivery: WebhookDelivery) => {
    setRetrying(delivery.id);
    try {
      const after = await resend.mutateAsync(delivery.id);
      log.replace(after);
      if (after.status === 'delivered') feedback.success('Webhook dostarczony');
      else {
        const error = lastError(after.attempts);
        feedback.toast({
          kind: 'error',
          title: 'Ponowna wysyłka nie powiodła się',
          ...(error ? { message: error } : {}),
        });
      }
    } catch {
      // Shown by the mutation's error handling (spec §8).
    } finally {
      setRetrying(null);
    }
  };

  return (
    <section aria-labelledby="za-webhooks-log">
      <h2 id="za-webhooks-log" className="za-card__title">
        Dziennik dostaw
      </h2>
      {!log.items ? (
        <ListPlaceholder failed={log.failed} what="dostaw webhooków" onRetry={log.reload} />
      ) : (
        <div className="za-card za-card--flush" aria-busy={log.loading}>
          <table className="za-table">
            <caption className="za-visually-hidden">Dziennik dostaw webhooków</caption>
            <TableHead
              columns={[
                'Czas',
                'Webhook',
                'Adres docelowy',
                'Status',
                'Próby',
                'Ostatni błąd',
                'Następna próba',
              ]}
              hiddenColumns={['Szczegóły', 'Akcje']}
            />
            <tbody>
              {log.items.map((delivery) => {
                const expanded = open.has(delivery.id);
                const label = webhookLabel(delivery.webhook);
                return (
                  <Fragment key={delivery.id}>
                    <tr data-testid="webhook-delivery">
                      <td style={{ whiteSpace: 'nowrap' }}>{formatWarsawDateTime(delivery.createdAt)}</td>
                      <th scope="row">{label}</th>
                      <td style={{ wordBreak: 'break-all' }}>{delivery.target || '—'}</td>
                      <td>
                        <StatusBadge status={delivery.status} />
                      </td>
                      <td>{delivery.attempts.length}</td>
                      <td>{lastError(delivery.attempts) ?? '—'}</td>
                      <td style={{ whiteSpace: 'nowrap' }}>{formatWarsawDateTime(delivery.nextAttemptAt)}</td>
                      <td>
                        <button
                          type="button"
                          className="za-link-button"
                          aria-expanded={expanded}
                          aria-controls={`za-delivery-${delivery.id}`}
                          aria-label={`Szczegóły: ${label}, ${formatWarsawDateTime(delivery.createdAt)}`}
                          onClick={() => toggle(delivery.id)}
                        >
                          {expanded ? 'Ukryj' : 'Szczegóły'}
                        </button>
                      </td>
                      <td>
                        {delivery.status !== 'delivered' && (
                          <button
                            type="button"
                            className="za-button za-button--secondary za-button--small"
                            disabled={retrying !== null}
                            aria-label={`Ponów: ${label}, ${formatWarsawDateTime(delivery.createdAt)}`}
                            onClick={() => void retry(delivery)}
                          >
                            {retrying === delivery.id ? 'Wysyłanie…' : 'Ponów'}
                          </button>
                        )}
                      </td>
                    </tr>
                    {expanded && (
                      <tr id={`za-delivery-${delivery.id}`}>
                        <td colSpan={COLUMNS}>
                          <AttemptList delivery={delivery} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
              {log.items.length === 0 && (
                <tr>
                  <td colSpan={COLUMNS}>Nie wysłano jeszcze żadnego webhooka.</td>
                </tr>
              )}
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
    </section>
  );
}

function AttemptList({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <div data-testid="webhook-attempts">
      <p className="za-field__hint">
        Zdarzenie <code>{delivery.event}</code>, identyfikator dostawy <code>{delivery.id}</code>
      </p>
      {delivery.attempts.length === 0 ? (
        <p>Jeszcze nie próbowano wysłać.</p>
      ) : (
        <table className="za-table">
          <caption className="za-visually-hidden">Próby wysłania</caption>
          <TableHead columns={['Nr', 'Czas', 'Wynik', 'Czas trwania']} />
          <tbody>
            {delivery.attempts.map((attempt, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: attempts are only appended, never reordered
              <tr key={index}>
                <td>{index + 1}</td>
                <td style={{ whiteSpace: 'nowrap' }}>{formatWarsawDateTime(attempt.at)}</td>
                <td>{attemptOutcome(attempt)}</td>
                <td>{attempt.durationMs} ms</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
