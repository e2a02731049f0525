import type { ApiResponse } from '../../api/api-types.js';
import type { TypedApi } from '../../api/typed-api.js';

/** The log's page as the server's OpenAPI document declares it: `next` is the cursor of older ones. */
export type WebhookDeliveriesPage = ApiResponse<'/webhooks/{eventId}/deliveries', 'get'>;
/** One line of the delivery log: a webhook call and its attempts. */
export type WebhookDelivery = WebhookDeliveriesPage['items'][number];
/** One attempt; `status` is null when no answer came (timeout, refused connection). */
export type WebhookAttempt = WebhookDelivery['attempts'][number];
export type WebhookDeliveryStatus = WebhookDelivery['status'];
export type WebhookSecret = ApiResponse<'/webhooks/{eventId}/secret', 'get'>;

/** The webhook calls of the project's admins (api/src/webhooks/routes.ts). */
export const webhooksApi = {
  /** `GET /webhooks/{eventId}/deliveries`, newest first; `before` = the previous page's `next`. */
  deliveries: (api: TypedApi, eventId: string, query: { limit: number; before?: string }) =>
    api.get('/webhooks/{eventId}/deliveries', { path: { eventId }, query }),
  /** Sends the webhook again now, to the target currently in the project's settings. */
  retry: (api: TypedApi, eventId: string, deliveryId: string) =>
    api.post('/webhooks/{eventId}/deliveries/{id}/retry', { path: { eventId, id: deliveryId } }),
  /** The signing secret (created on first use). */
  secret: (api: TypedApi, eventId: string) => api.get('/webhooks/{eventId}/secret', { path: { eventId } }),
  /** A new signing secret; signatures made with the old one stop verifying at once. */
  rotateSecret: (api: TypedApi, eventId: string) =>
    api.post('/webhooks/{eventId}/secret', { path: { eventId } }),
};
