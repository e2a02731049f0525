/**
 * Webhook settings from the environment. WEBHOOKS_ALLOW_PRIVATE_TARGETS=1 lets webhooks go to private,
 * loopback and link-local addresses (off by default: such a target could reach the server's own network or
 * the cloud metadata service). Tests, and receivers on the same machine, turn it on.
 */
import { type Env, envReader } from '../../env-reader.js';

export const ALLOW_PRIVATE_TARGETS_ENV = 'WEBHOOKS_ALLOW_PRIVATE_TARGETS';

export interface WebhooksConfig {
  /** WEBHOOKS_ALLOW_PRIVATE_TARGETS (1/true or 0/false, default false). */
  allowPrivateTargets: boolean;
}

export function loadWebhooksConfig(env: Env, problems: string[]): WebhooksConfig {
  const raw = envReader(env, problems).read(ALLOW_PRIVATE_TARGETS_ENV)?.toLowerCase();
  if (raw === undefined || raw === '0' || raw === 'false') return { allowPrivateTargets: false };
  if (raw === '1' || raw === 'true') return { allowPrivateTargets: true };
  problems.push(`${ALLOW_PRIVATE_TARGETS_ENV}="${raw}": oczekiwano 1 (true) lub 0 (false)`);
  return { allowPrivateTargets: false };
}
