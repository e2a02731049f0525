import { Notice } from '../../forms/fields.js';

/**
 * The gateway's notification URL of a project: `POST /services/api/payments/{provider}/notify/{eventId}`
 * (api/src/payments/routes.ts; the path carries the tenant).
 */
export function paymentNotifyUrl(origin: string, provider: string, eventId: string): string {
  return `${origin}/services/api/payments/${encodeURIComponent(provider)}/notify/${encodeURIComponent(eventId)}`;
}

/** Gateways that send the notification URL with every payment: nothing to paste in their panel. */
const PER_PAYMENT: Readonly<Record<string, string>> = {
  przelewy24:
    'Przelewy24 otrzymuje adres powiadomień z każdą płatnością (urlStatus): w panelu Przelewy24 nie trzeba go wpisywać.',
  przelewy24marketplace:
    'Przelewy24 otrzymuje adres powiadomień z każdą płatnością (urlStatus): w panelu Przelewy24 nie trzeba go wpisywać.',
  payu: 'PayU otrzymuje adres powiadomień z każdym zamówieniem (notifyUrl): w panelu PayU nie trzeba go wpisywać.',
};

/**
 * Next to the chosen payment module: what the organizer sets in the gateway's panel. Paynow keeps one
 * notification URL per shop; any project of the organization names the tenant, so the current project's
 * URL is shown.
 */
export function PaymentNotificationHint({
  paymentModule,
  eventId,
  origin,
}: {
  paymentModule: string | undefined;
  /** The current project (or another one of the organization); null when it has none. */
  eventId: string | null;
  origin: string;
}) {
  if (paymentModule === 'paynow') {
    return (
      <div data-testid="payment-notify-hint">
        <Notice>
          {eventId ? (
            <>
              <p>
                Wklej ten adres w panelu Paynow jako adres powiadomień sklepu (Ustawienia → Sklepy i punkty
                płatności → Adres powiadomień):
              </p>
              <input
                className="za-input"
                readOnly
                aria-label="Adres powiadomień Paynow"
                value={paymentNotifyUrl(origin, 'paynow', eventId)}
                onFocus={(event) => event.target.select()}
              />
            </>
          ) : (
            <p>Utwórz projekt, aby zobaczyć adres powiadomień do wklejenia w panelu Paynow.</p>
          )}
        </Notice>
      </div>
    );
  }
  const text = paymentModule ? PER_PAYMENT[paymentModule] : undefined;
  if (!text) return null;
  return (
    <div data-testid="payment-notify-hint">
      <Notice>{text}</Notice>
    </div>
  );
}
