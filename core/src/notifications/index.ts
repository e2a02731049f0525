export { DEFAULT_NOTIFICATION_DEFINITIONS } from './default-notifications.js';
export { notificationDefinitionProblems, withDefinitionVersions } from './definition-checks.js';
export { type NextInstallment, nextInstallment } from './next-installment.js';
export {
  type NotificationDefinition,
  type NotificationRule,
  VERSIONED_DEFINITION_FIELDS,
} from './notification-definition.js';
export {
  clearNotified,
  isNotificationDue,
  NOTIFICATION_CUTOFF_MARGIN_MS,
  type NotificationDueInput,
  notificationCutoff,
  notifiedRecord,
  wasNotified,
} from './notification-due.js';
export {
  isNotificationEventType,
  NOTIFICATION_EVENT_TYPES,
  type NotificationEventType,
  notificationEventType,
  PARTICIPANT_STATUS_EVENT_TYPES,
} from './notification-event-types.js';
export {
  isNotificationStatus,
  NOTIFICATION_CONTEXT_TYPE_LABELS,
  NOTIFICATION_CONTEXT_TYPES,
  NOTIFICATION_RECEIVER_LABELS,
  NOTIFICATION_RECEIVERS,
  NOTIFICATION_STATUS_LABELS,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationContextType,
  type NotificationReceiver,
  type NotificationStatus,
  type NotificationType,
} from './notification-kinds.js';
export {
  NOTIFICATION_PLACEHOLDERS,
  type NotificationPlaceholder,
  type NotificationValues,
  renderNotificationTemplate,
  templatePlaceholders,
  unknownPlaceholders,
} from './notification-placeholders.js';
export { type NotificationValuesInput, participantNotificationValues } from './notification-values.js';
