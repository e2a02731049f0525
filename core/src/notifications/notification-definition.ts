import type { NotificationContextType, NotificationReceiver } from './notification-kinds.js';

/**
 * One notification of a project (second document §3: "NotificationDefinition: list of elements with id,
 * contextType, receiver, eventType, days, from, enabled, smsEnabled, smsTemplate, mailEnabled,
 * mailSubjectTemplate, mailBodyTemplate, allowMultipleRuns, rule, version (default 1), isActive (default
 * true)"). Templates hold placeholders (`{{FIRST_NAME}}`, see notification-placeholders.ts).
 */
export interface NotificationDefinition {
  /** 6 characters (first document §9: "notification ids 6"). */
  readonly id: string;
  readonly contextType: NotificationContextType;
  readonly receiver: NotificationReceiver;
  /** One of NOTIFICATION_EVENT_TYPES' ids. */
  readonly eventType: string;
  /** Days after the status date (or before the coming date) it is due; 0 for at once. */
  readonly days: number;
  /** Only participants whose status date is on or after this moment; null: any. */
  readonly from: Date | null;
  readonly enabled: boolean;
  readonly smsEnabled: boolean;
  readonly smsTemplate: string;
  readonly mailEnabled: boolean;
  readonly mailSubjectTemplate: string;
  readonly mailBodyTemplate: string;
  /** Sent again each time it is due, not once per version. */
  readonly allowMultipleRuns: boolean;
  /** json-logic over the participant's data (the price list's rule builder); null: everybody. */
  readonly rule: NotificationRule | null;
  /** Bumped when a definition that was sent is edited, so the new version is sent again. */
  readonly version: number;
  readonly isActive: boolean;
}

export interface NotificationRule {
  readonly jsonRule: unknown;
  /** The rule in words, as the rule builder wrote it ('Student = Tak'). */
  readonly humanRule?: string;
}

/** The fields whose change makes an edited definition a new version (its texts, audience and timing). */
export const VERSIONED_DEFINITION_FIELDS = [
  'receiver',
  'eventType',
  'days',
  'from',
  'smsTemplate',
  'mailSubjectTemplate',
  'mailBodyTemplate',
  'rule',
] as const satisfies readonly (keyof NotificationDefinition)[];
