import type { WebhooksSettings } from '@zapisy/core';
import { Link } from 'react-router-dom';
import { TableHead } from '../../components/TableHead.js';
import { WEBHOOK_LABELS, WEBHOOK_ORDER } from './webhook-labels.js';

/** Which of the project's webhooks are on and where they go; they are edited in the project's settings. */
export function WebhookSettingsSummary({ webhooks }: { webhooks: WebhooksSettings | undefined }) {
  return (
    <section className="za-card" aria-labelledby="za-webhooks-settings">
      <h2 id="za-webhooks-settings" className="za-card__title">
        Ustawienia webhooków
      </h2>
      {!webhooks ? (
        <p className="za-card__text">Wczytywanie ustawień…</p>
      ) : (
        <table className="za-table">
          <caption className="za-visually-hidden">Webhooki projektu</caption>
          <TableHead columns={['Webhook', 'Stan', 'Adres docelowy']} />
          <tbody>
            {WEBHOOK_ORDER.map((name) => {
              const hook = webhooks[name];
              return (
                <tr key={name} data-testid={`webhook-setting-${name}`}>
                  <th scope="row">{WEBHOOK_LABELS[name]}</th>
                  <td>
                    <span
                      className={hook?.enabled ? 'za-badge za-badge--success' : 'za-badge za-badge--muted'}
                    >
                      {hook?.enabled ? 'Włączony' : 'Wyłączony'}
                    </span>
                  </td>
                  <td style={{ wordBreak: 'break-all' }}>{hook?.target || '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p className="za-card__text">
        Webhooki włącza się i zmienia ich adresy w <Link to="/ustawienia/projekt">ustawieniach projektu</Link>{' '}
        (grupa „Webhooki”).
      </p>
    </section>
  );
}
