import type { WebhookName } from '@zapisy/core';
import type { ApiClient } from '../../api/client.js';

/** One attempt to send a webhook (api/src/webhooks/schemas.ts). Dates arrive as Date objects. */
export interface WebhookAttempt {
  at: Date | string;
  /** HTTP status of the answer; null when there was none (timeout, refused connection). */
  status: number | null;
  error: string | null;
  durationMs: number;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One line of the delivery log: a webhook call and its attempts. */
export interface WebhookDelivery {
  id: string;
  webhook: WebhookName;
  /** The `X-Zapisy-Event` value ('form-submit'). */
  event: string;
  target: string;
  payload: Record<string, unknown>;
  attempts: WebhookAttempt[];
  status: WebhookDeliveryStatus;
  nextAttemptAt: Date | string | null;
  createdAt: Date | string;
  updatedAt?: Date | string;
}

export interface WebhookDeliveriesPage {
  items: WebhookDelivery[];
  /** `before` of the next (older) page; null on the last one. */
  next: string | null;
}

export interface WebhookSecret {
  secret: string;
  createdAt: Date | string;
}

const seg = encodeURIComponent;

/** The webhook calls of the project's admins (api/src/webhooks/routes.ts). */
export const webhooksApi = {
  /** `GET /webhooks/{eventId}/deliveries`, newest first; `before` = the previous page's `next`. */
  deliveries: (api: ApiClient, eventId: string, query: { limit: number; before?: string }) =>
    api.get<WebhookDeliveriesPage>(`/webhooks/${seg(eventId)}/deliveries`, { query: { ...query } }),
  /** Sends the webhook again now, to the target currently in the project's settings. */
  retry: (api: ApiClient, eventId: string, deliveryId: string) =>
    api.post<WebhookDelivery>(`/webhooks/${seg(eventId)}/deliveries/${seg(deliveryId)}/retry`, {}),
  /** The signing secret (created on first use). */
  secret: (api: ApiClient, eventId: string) => api.get<WebhookSecret>(`/webhooks/${seg(eventId)}/secret`),
  /** A new signing secret; signatures made with the old one stop verifying at once. */
  rotateSecret: (api: ApiClient, eventId: string) =>
    api.post<WebhookSecret>(`/webhooks/${seg(eventId)}/secret`, {}),
};
