/**
 * The project's webhook secret (encrypted) goes with a duplicate and a new edition, so the receivers that
 * verify the project's webhooks keep verifying the copy's (a new edition takes over the project's address).
 */
import { tenantDocumentsContributor } from '../../project-copy/index.js';
import { WEBHOOK_SECRETS } from './secret.js';

export const webhookSecretCopyContributor = tenantDocumentsContributor('sekret webhooków', WEBHOOK_SECRETS);
