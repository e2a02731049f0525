/**
 * The payer's access key `k`: proves who pays without an account. It binds (organizationId, eventId,
 * customerId) with an HMAC-SHA256 under a key derived for this purpose only (HKDF-SHA256 of the token signing
 * secret, info 'zapisy:payer-key:v1'), so a payer key never passes as a log-in token or an OAuth state and
 * the other way round. Form: `<base64url(customerId)>.<22 characters of base64url MAC (128 bits)>` — the
 * customer is read from the key itself, so building links for a whole grid writes nothing. Changing the
 * signing secret invalidates every link ("wygasł"). Verification is constant-time.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { jwtKeyLoader } from '../../auth/secret.js';
import type { ProjectRecord } from '../projects/index.js';

export interface PayerTenant {
  organizationId: string;
  eventId: string;
}

const INFO = 'zapisy:payer-key:v1';
const MAC_BYTES = 16;
const keys = new WeakMap<FastifyInstance, () => Promise<Buffer>>();

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

function secretOf(app: FastifyInstance): Promise<Buffer> {
  let load = keys.get(app);
  if (!load) {
    const signing = jwtKeyLoader(app.config, app.store);
    let derived: Promise<Buffer> | undefined;
    load = () => {
      derived ??= signing()
        .then(derivePayerSecret)
        .catch((error: unknown) => {
          derived = undefined;
          throw error;
        });
      return derived;
    };
    keys.set(app, load);
  }
  return load();
}

export async function payerKeyOf(
  app: FastifyInstance,
  tenant: PayerTenant,
  customerId: string,
): Promise<string> {
  return signPayerKey(await secretOf(app), tenant, customerId);
}

export async function verifyPayerKey(
  app: FastifyInstance,
  tenant: PayerTenant,
  key: string | undefined,
): Promise<string | null> {
  if (typeof key !== 'string' || key === '') return null;
  return readPayerKey(await secretOf(app), tenant, key);
}

/** The project's public origin: `https://<domain>.<baseDomain>[:port]` (as participantLinks builds it). */
export function projectOrigin(
  project: ProjectRecord,
  config: { publicUrl: string; baseDomain: string },
): string {
  const base = new URL(config.publicUrl);
  return `${base.protocol}//${project.event.domainName}.${config.baseDomain}${base.port ? `:${base.port}` : ''}`;
}

/**
 * Payment links for many customers of one project (a whole grid): the secret and the project's origin are
 * read once, so each link costs one HMAC.
 */
export async function payerLinksOf(
  app: FastifyInstance,
  project: Pick<ProjectRecord, 'organizationId' | 'eventId' | 'event'>,
): Promise<(customerId: string) => string> {
  const secret = await secretOf(app);
  const origin = projectOrigin(project as ProjectRecord, app.config);
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  return (customerId) => `${origin}/l?k=${encodeURIComponent(signPayerKey(secret, tenant, customerId))}`;
}

/** The payment link `https://<domain>.<baseDomain>/l?k=<key>` (first document §2 `/l`). */
export async function payerLinkOf(
  app: FastifyInstance,
  project: ProjectRecord,
  customerId: string,
): Promise<string> {
  return (await payerLinksOf(app, project))(customerId);
}
