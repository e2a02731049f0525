import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTypedApi } from '../../app/services.js';
import { Dialog } from '../../components/Dialog.js';
import { Pager } from '../../components/Pager.js';
import { Spinner } from '../../components/Spinner.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { historyApi, type OutboxItem } from './history-api.js';
import { ListPlaceholder, NoOrganization } from './ListStates.js';
import { messageBodyText, outboxKindLabel, outboxStatusLabel, REDACTED_BODY } from './outbox-labels.js';
import { formatWarsawDateTime } from './warsaw-time.js';

export const OUTBOX_PAGE_SIZE = 20;
const FAILED_BADGE = { background: 'var(--za-danger-soft)', color: 'var(--za-danger)' } as const;

/**
 * /admin/ustawienia/wyslane ('Wysłane'): the organization's outbox, newest first, with each message's
 * body shown as text. Account e-mails with one-time links come without their body.
 */
export function SentMessagesScreen({ route }: AreaScreenProps) {
  const api = useTypedApi();
  const { organizationId } = useProject();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OutboxItem | null>(null);
  const list = useQuery({
    queryKey: queryKeys.outboxPage(organizationId ?? '', page, OUTBOX_PAGE_SIZE),
    queryFn: () => historyApi.outbox(api, organizationId ?? '', { page, pageSize: OUTBOX_PAGE_SIZE }),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });

  return (
    <ScreenFrame title={route.title} meta="Wiadomości e-mail wysłane przez organizację, od najnowszych.">
      {!organizationId ? (
        <NoOrganization />
      ) : !list.data ? (
        <ListPlaceholder failed={list.isError} what="wiadomości" onRetry={() => void list.refetch()} />
      ) : (
        <div className="za-card za-card--flush" aria-busy={list.isFetching}>
          <table className="za-table">
            <caption className="za-visually-hidden">Wysłane wiadomości</caption>
            <thead>
              <tr>
                <th scope="col">Data wysłania</th>
                <th scope="col">Odbiorca</th>
                <th scope="col">Temat</th>
                <th scope="col">Rodzaj</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="za-visually-hidden">Treść</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((message) => (
                <tr key={message.id}>
                  <td style={{ whiteSpace: 'nowrap' }}>{formatWarsawDateTime(message.createdAt)}</td>
                  <td>{message.to}</td>
                  <th scope="row">{message.subject || '(bez tematu)'}</th>
                  <td>{outboxKindLabel(message.kind)}</td>
                  <td>
                    <span
                      className={message.status === 'sent' ? 'za-badge za-badge--success' : 'za-badge'}
                      style={message.status === 'failed' ? FAILED_BADGE : undefined}
                    >
                      {outboxStatusLabel(message.status)}
                    </span>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="za-button za-button--secondary za-button--small"
                      aria-label={`Pokaż wiadomość: ${message.subject || '(bez tematu)'} do ${message.to}`}
                      onClick={() => setOpen(message)}
                    >
                      Pokaż
                    </button>
                  </td>
                </tr>
              ))}
              {list.data.items.length === 0 && (
                <tr>
                  <td colSpan={6}>Nie wysłano jeszcze żadnej wiadomości.</td>
                </tr>
              )}
            </tbody>
          </table>
          {list.isFetching && <Spinner inline label="Wczytywanie wiadomości…" />}
          <Pager
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={setPage}
          />
        </div>
      )}
      {open && <MessageDialog message={open} onClose={() => setOpen(null)} />}
    </ScreenFrame>
  );
}

const DETAILS_STYLE = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '4px 16px',
  margin: '0 0 12px',
} as const;

function MessageDialog({ message, onClose }: { message: OutboxItem; onClose: () => void }) {
  const body = message.redacted ? REDACTED_BODY : messageBodyText(message);
  return (
    <Dialog title={message.subject || '(bez tematu)'} onClose={onClose} wide>
      <dl style={DETAILS_STYLE}>
        <dt>Odbiorca</dt>
        <dd>{message.to}</dd>
        <dt>Data wysłania</dt>
        <dd>{formatWarsawDateTime(message.createdAt)}</dd>
        <dt>Status</dt>
        <dd>{outboxStatusLabel(message.status)}</dd>
        <dt>Rodzaj</dt>
        <dd>{outboxKindLabel(message.kind)}</dd>
        {message.messageId && (
          <>
            <dt>Identyfikator wiadomości</dt>
            <dd>{message.messageId}</dd>
          </>
        )}
      </dl>
      {message.redacted ? (
        <p className="za-alert za-alert--info" data-testid="message-body">
          {body}
        </p>
      ) : (
        <pre className="za-card" data-testid="message-body" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {body || '(pusta wiadomość)'}
        </pre>
      )}
    </Dialog>
  );
}
