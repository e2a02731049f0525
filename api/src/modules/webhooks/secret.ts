/**
 * Each project's webhook secret: generated on first use, kept encrypted (AES-256-GCM, api/src/secrets) in
 * `webhookSecrets` (one document per project, `_id` = eventId), shown only to the project's admins and
 * rotated by them. Deliveries read it at send time, so a rotation applies to every later attempt.
 */
import { randomBytes } from 'node:crypto';
import type { Environment } from '../../config.js';
import { loadSecretsKey, SecretBox } from '../../secrets/index.js';
import { type Store, TenantRepository } from '../../storage/index.js';

export const WEBHOOK_SECRETS = 'webhookSecrets';

export interface WebhookSecretRecord {
  _id: string;
  organizationId: string;
  eventId: string;
  /** Ciphertext of the secret (never stored in clear). */
  secret: string;
  createdAt: Date;
}

export interface ProjectTenant {
  organizationId: string;
  eventId: string;
}

export interface WebhookSecret {
  secret: string;
  createdAt: Date;
}

/** A new secret: `whsec_` and 32 random bytes (base64url); the whole string is the HMAC key. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

function secretsOf(store: Store, tenant: ProjectTenant): TenantRepository<WebhookSecretRecord> {
  return new TenantRepository(store.db.collection<WebhookSecretRecord>(WEBHOOK_SECRETS), tenant);
}

/** The project's secret in clear, created on first use (two concurrent first uses agree on one). */
export async function webhookSecretOf(
  store: Store,
  box: SecretBox,
  tenant: ProjectTenant,
): Promise<WebhookSecret> {
  const { organizationId, eventId } = tenant;
  const secrets = secretsOf(store, { organizationId, eventId });
  const existing = await secrets.findOne({ _id: tenant.eventId });
  if (existing) return { secret: await box.decrypt(existing.secret), createdAt: existing.createdAt };
  const secret = generateWebhookSecret();
  const createdAt = new Date();
  try {
    await secrets.insertOne({
      _id: eventId,
      organizationId,
      eventId,
      secret: await box.encrypt(secret),
      createdAt,
    });
    return { secret, createdAt };
  } catch (error) {
    if ((error as { code?: unknown }).code !== 11000) throw error;
    const winner = await secrets.findOne({ _id: tenant.eventId });
    if (!winner) throw error;
    return { secret: await box.decrypt(winner.secret), createdAt: winner.createdAt };
  }
}

/** Replaces the project's secret with a new one and returns it. */
export async function rotateWebhookSecret(
  store: Store,
  box: SecretBox,
  tenant: ProjectTenant,
): Promise<WebhookSecret> {
  const secret = generateWebhookSecret();
  const createdAt = new Date();
  const { organizationId, eventId } = tenant;
  await secretsOf(store, { organizationId, eventId }).updateOne(
    { _id: eventId },
    { $set: { secret: await box.encrypt(secret), createdAt } },
    { upsert: true },
  );
  return { secret, createdAt };
}

const boxes = new WeakMap<object, SecretBox>();

/**
 * The secret box for code without the Fastify app (jobs): the same key `secretBoxOf(app)` resolves, from
 * ZAPISY_SECRETS_KEY or the data directory's development key.
 */
export function jobSecretBox(store: Store, env: Readonly<Record<string, string | undefined>>): SecretBox {
  let box = boxes.get(store);
  if (!box) {
    const raw = env.ZAPISY_ENV;
    const environment: Environment = raw === 'test' || raw === 'development' ? raw : 'production';
    box = new SecretBox(() => loadSecretsKey({ env: { ...env }, environment, store }));
    boxes.set(store, box);
  }
  return box;
}
