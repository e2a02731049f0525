import type { WebhookName } from '@zapisy/core';
import type { WebhookAttempt, WebhookDeliveryStatus } from './webhooks-api.js';

/** The project's webhooks in the order of the settings, with the names organizers know them by. */
export const WEBHOOK_LABELS: Readonly<Record<WebhookName, string>> = {
  formEnter: 'Wejście na formularz',
  formSubmit: 'Wysłanie formularza',
  registrationCompleted: 'Zakończenie zapisu',
  paymentExecuted: 'Wykonanie płatności',
  accommodationSelect: 'Wybór noclegu',
};

export const WEBHOOK_ORDER = Object.keys(WEBHOOK_LABELS) as readonly WebhookName[];

export function webhookLabel(name: string): string {
  return WEBHOOK_LABELS[name as WebhookName] ?? name;
}

const STATUS_LABELS: Readonly<Record<WebhookDeliveryStatus, string>> = {
  pending: 'Oczekuje',
  delivered: 'Dostarczony',
  failed: 'Nieudany',
};

export function deliveryStatusLabel(status: string): string {
  return STATUS_LABELS[status as WebhookDeliveryStatus] ?? status;
}

/** What an attempt ended with: the HTTP answer, else the error, else '—'. */
export function attemptOutcome(attempt: WebhookAttempt): string {
  const parts: string[] = [];
  if (attempt.status !== null) parts.push(`HTTP ${attempt.status}`);
  if (attempt.error) parts.push(attempt.error);
  return parts.length > 0 ? parts.join(' · ') : '—';
}

/** The error of the latest attempt, if it failed. */
export function lastError(attempts: readonly WebhookAttempt[]): string | null {
  const last = attempts[attempts.length - 1];
  if (!last) return null;
  if (last.error) return last.error;
  return last.status !== null && (last.status < 200 || last.status >= 300) ? `HTTP ${last.status}` : null;
}
