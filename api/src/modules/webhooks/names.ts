/**
 * The project's webhooks (second document §3: "webhooks: on form enter, form submit, accommodation select,
 * payment executed, registration completed; each with an enabled flag and a target") and the event name each
 * is sent under in `X-Zapisy-Event` — the first document §7 path segment of the same call
 * (`/webhooks/form-enter/{eventId}` …).
 */
import type { WebhookName } from '@zapisy/core';

export const WEBHOOK_EVENTS: Readonly<Record<WebhookName, string>> = {
  formEnter: 'form-enter',
  formSubmit: 'form-submit',
  accommodationSelect: 'accommodation-select',
  paymentExecuted: 'payment-executed',
  registrationCompleted: 'registration-completed',
};

export const WEBHOOK_NAMES = Object.keys(WEBHOOK_EVENTS) as readonly WebhookName[];
