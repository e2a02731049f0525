/**
 * The payer's access key `k`: proves who pays without an account. It binds (organizationId, eventId,
 * customerId) with an HMAC-SHA256 under a key derived for this purpose only (HKDF-SHA256 of the token signing
 * secret, info 'zapisy:payer-key:v1'), so a payer key never passes as a log-in token or an OAuth state and
 * the other way round. Form: `<base64url(customerId)>.<22 characters of base64url MAC (128 bits)>` — the
 * customer is read from the key itself, so building links for a whole grid writes nothing. Changing the
 * signing secret invalidates every link ("wygasł"). Verification is constant-time.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { ProjectRecord } from '../projects/index.js';
import type { PaymentDeps } from './payment-deps.js';

export interface PayerTenant {
  organizationId: string;
  eventId: string;
}

const INFO = 'zapisy:payer-key:v1';
const MAC_BYTES = 16;

/** The payer-key secret from the signing secret (pure, for tests and other processes). */
export function derivePayerSecret(signingSecret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', signingSecret, new Uint8Array(0), INFO, 32));
}

function mac(secret: Buffer, tenant: PayerTenant, customerId: string): Buffer {
  return createHmac('sha256', secret)
    .update(JSON.stringify([tenant.organizationId, tenant.eventId, customerId]))
    .digest()
    .subarray(0, MAC_BYTES);
}

export function signPayerKey(secret: Buffer, tenant: PayerTenant, customerId: string): string {
  const id = Buffer.from(customerId, 'utf8').toString('base64url');
  return `${id}.${mac(secret, tenant, customerId).toString('base64url')}`;
}

/** The customer the key was made for in this project, or null (malformed, forged, other project). */
export function readPayerKey(secret: Buffer, tenant: PayerTenant, key: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{22})$/.exec(key);
  if (!match) return null;
  const customerId = Buffer.from(match[1]!, 'base64url').toString('utf8');
  if (customerId === '' || Buffer.from(customerId, 'utf8').toString('base64url') !== match[1]) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(secret, tenant, customerId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? customerId : null;
}

/**
 * The payer-key secret, derived once from the signing secret; the signing key's loader is made on first use
 * (it refuses to start without a configured secret where one is required) and a failed load is tried again.
 */
export function payerSecretLoader(signingLoader: () => () => Promise<Uint8Array>): () => Promise<Buffer> {
  let signing: (() => Promise<Uint8Array>) | undefined;
  let derived: Promise<Buffer> | undefined;
  return async () => {
    signing ??= signingLoader();
    derived ??= signing()
      .then(derivePayerSecret)
      .catch((error: unknown) => {
        derived = undefined;
        throw error;
      });
    return derived;
  };
}

export async function payerKeyOf(
  deps: Pick<PaymentDeps, 'payerSecret'>,
  tenant: PayerTenant,
  customerId: string,
): Promise<string> {
  return signPayerKey(await deps.payerSecret(), tenant, customerId);
}

export async function verifyPayerKey(
  deps: Pick<PaymentDeps, 'payerSecret'>,
  tenant: PayerTenant,
  key: string | undefined,
): Promise<string | null> {
  if (typeof key !== 'string' || key === '') return null;
  return readPayerKey(await deps.payerSecret(), tenant, key);
}

/** The project's public origin: `https://<domain>.<baseDomain>[:port]` (as participantLinks builds it). */
export function projectOrigin(
  project: ProjectRecord,
  config: { publicUrl: string; baseDomain: string },
): string {
  const base = new URL(config.publicUrl);
  return `${base.protocol}//${project.event.domainName}.${config.baseDomain}${base.port ? `:${base.port}` : ''}`;
}

export type PayerLinkDeps = Pick<PaymentDeps, 'payerSecret' | 'addresses'>;

/**
 * Payment links for many customers of one project (a whole grid): the secret and the project's origin are
 * read once, so each link costs one HMAC.
 */
export async function payerLinksOf(
  deps: PayerLinkDeps,
  project: Pick<ProjectRecord, 'organizationId' | 'eventId' | 'event'>,
): Promise<(customerId: string) => string> {
  const secret = await deps.payerSecret();
  const origin = projectOrigin(project as ProjectRecord, deps.addresses);
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  return (customerId) => `${origin}/l?k=${encodeURIComponent(signPayerKey(secret, tenant, customerId))}`;
}

/** The payment link `https://<domain>.<baseDomain>/l?k=<key>` (first document §2 `/l`). */
export async function payerLinkOf(
  deps: PayerLinkDeps,
  project: ProjectRecord,
  customerId: string,
): Promise<string> {
  return (await payerLinksOf(deps, project))(customerId);
}
