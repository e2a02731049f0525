import type { ApiResponse } from '../../api/api-types.js';
import type { TypedApi } from '../../api/typed-api.js';

/** Every subscriber of the project's domain events with its counts of failed and retrying deliveries. */
export type EventSubscribers = ApiResponse<'/event-deliveries/{eventId}/subscribers', 'get'>;
export type EventSubscriber = EventSubscribers[number];
/** A page of failed deliveries, newest first: `next` is the cursor of older ones. */
export type FailedDeliveriesPage = ApiResponse<'/event-deliveries/{eventId}/failed', 'get'>;
/** One domain event not yet handed to one subscriber. */
export type FailedDelivery = FailedDeliveriesPage['items'][number];

/** The event delivery calls of the project's admins (api/src/events/routes.ts). */
export const eventDeliveriesApi = {
  subscribers: (api: TypedApi, eventId: string) =>
    api.get('/event-deliveries/{eventId}/subscribers', { path: { eventId } }),
  /** `GET /event-deliveries/{eventId}/failed`, newest first; `before` = the previous page's `next`. */
  failed: (api: TypedApi, eventId: string, query: { subscriberId: string; limit: number; before?: string }) =>
    api.get('/event-deliveries/{eventId}/failed', { path: { eventId }, query }),
  /** Schedules the delivery again now, with the full number of attempts (202: handed to the job). */
  retry: (api: TypedApi, eventId: string, delivery: Pick<FailedDelivery, 'domainEventId' | 'subscriberId'>) =>
    api.post('/event-deliveries/{eventId}/failed/{domainEventId}/{subscriberId}/retry', {
      path: { eventId, domainEventId: delivery.domainEventId, subscriberId: delivery.subscriberId },
    }),
};
