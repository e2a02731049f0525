/** Project webhooks: enqueue (for the registration, payment and accommodation code), the job, signatures. */
export { WEBHOOK_ATTEMPT_TIMEOUT_MS, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS } from './backoff.js';
export { ALLOW_PRIVATE_TARGETS_ENV, loadWebhooksConfig, type WebhooksConfig } from './config.js';
export { webhookSecretCopyContributor } from './copy-webhook-secret.js';
export { type DeliveryDeps, webhookBody } from './deliver.js';
export {
  deliveriesOf,
  type EnqueueWebhookOptions,
  enqueueWebhook,
  ensureWebhookIndexes,
  WEBHOOK_DELIVERIES,
  type WebhookAttempt,
  type WebhookDeliveryRecord,
  type WebhookDeliveryStatus,
  type WebhookProject,
} from './deliveries.js';
export { runDueWebhookDeliveries, webhookDeliveriesJob } from './delivery-job.js';
export { webhooksSubscriber } from './events.js';
export { WEBHOOK_EVENTS, WEBHOOK_NAMES } from './names.js';
export { rotateWebhookSecret, WEBHOOK_SECRETS, webhookSecretOf } from './secret.js';
export {
  DEFAULT_SIGNATURE_TOLERANCE_SECONDS,
  signWebhookBody,
  type VerifyWebhookSignatureOptions,
  verifyWebhookSignature,
} from './signature.js';
export { isWebhookTarget, webhookTargetSchema } from './target.js';
export {
  type CheckedTarget,
  checkWebhookTarget,
  findWebhookTargetProblems,
  isPublicAddress,
  NOT_PUBLIC_TARGET_MESSAGE,
  type TargetPolicy,
} from './target-guard.js';
