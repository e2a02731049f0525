/**
 * Whether opening a project's public form is worth a form.entered event: only when someone will read it.
 * Every opening of a form would otherwise fill the outbox with events no one handles.
 */

import type { WebhookProject } from './deliveries.js';
import { WEBHOOKS_SUBSCRIBER } from './events.js';

/**
 * True when a subscriber other than webhooks listens to form.entered, or the project's formEnter webhook
 * is enabled (the webhooks subscriber records a delivery exactly then; see `enqueueWebhook`).
 */
export function isFormEnterHeard(
  formEnteredSubscribers: readonly string[],
  project: Pick<WebhookProject, 'webhooks'>,
): boolean {
  if (formEnteredSubscribers.some((id) => id !== WEBHOOKS_SUBSCRIBER)) return true;
  return project.webhooks?.formEnter?.enabled === true;
}
