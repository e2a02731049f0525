/** Notifications: definitions per project, messages queued from domain events, the sending job. */
export { notificationDepsOf, senderDepsOf } from './app-wiring.js';
export { projectNotificationDefinitions } from './definitions.js';
export type { NotificationDeps } from './deps.js';
export { notificationsSubscriber } from './events.js';
export { queueParticipantNotifications } from './queue-participant-notifications.js';
export { type SenderDeps, sendDueNotifications } from './send-messages.js';
export { notificationSendingJob } from './sending-job.js';
export { ensureNotificationIndexes, NOTIFICATION_DEFINITIONS, type NotificationMessage } from './store.js';
