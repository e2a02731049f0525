import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../http/testing.js';
import type { ProjectRecord } from '../projects/store.js';
import { paymentDepsOf } from './app-flow.js';
import {
  derivePayerSecret,
  payerKeyOf,
  payerLinkOf,
  payerSecretLoader,
  readPayerKey,
  signPayerKey,
  verifyPayerKey,
} from './payer-key.js';

const secret = derivePayerSecret(Buffer.from('a-signing-secret-of-at-least-32-characters'));
const tenant = { organizationId: 'org1', eventId: 'ev1' };

describe('payer key k (HMAC-SHA256 under a key derived with HKDF, info zapisy:payer-key)', () => {
  it('binds (organizationId, eventId, customerId): 22 base64url characters of MAC after the customer id', () => {
    const key = signPayerKey(secret, tenant, 'Ab12Cd34Ef56');
    expect(key).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(readPayerKey(secret, tenant, key)).toBe('Ab12Cd34Ef56');
    expect(signPayerKey(secret, tenant, 'Ab12Cd34Ef56')).toBe(key);
  });

  it('refuses a key for another project, organization or customer, a forged MAC and malformed text', () => {
    const key = signPayerKey(secret, tenant, 'c1');
    const [id, mac] = key.split('.') as [string, string];
    expect(readPayerKey(secret, { ...tenant, eventId: 'ev2' }, key)).toBeNull();
    expect(readPayerKey(secret, { ...tenant, organizationId: 'org2' }, key)).toBeNull();
    expect(readPayerKey(secret, tenant, `${Buffer.from('c2').toString('base64url')}.${mac}`)).toBeNull();
    expect(readPayerKey(secret, tenant, `${id}.${'A'.repeat(22)}`)).toBeNull();
    expect(readPayerKey(derivePayerSecret(Buffer.from('another-secret')), tenant, key)).toBeNull();
    for (const bad of ['', '.', `${id}.`, `${id}.${mac}x`, `${id}=.${mac}`, `.${mac}`]) {
      expect(readPayerKey(secret, tenant, bad)).toBeNull();
    }
  });

  it('the derived key is not the signing secret itself (a payer key never passes as a token MAC)', () => {
    const signing = Buffer.from('a-signing-secret-of-at-least-32-characters');
    const plain = createHmac('sha256', signing)
      .update(JSON.stringify(['org1', 'ev1', 'c1']))
      .digest();
    const key = signPayerKey(secret, tenant, 'c1');
    expect(key.endsWith(plain.subarray(0, 16).toString('base64url'))).toBe(false);
  });
});

describe('payerSecretLoader: the secret derived once, the signing key read only when first asked', () => {
  it('makes the signing loader on first use, derives once, and tries again after a failed load', async () => {
    const signing = Buffer.from('a-signing-secret-of-at-least-32-characters');
    let made = 0;
    let reads = 0;
    const load = payerSecretLoader(() => {
      made += 1;
      return async () => {
        reads += 1;
        if (reads === 1) throw new Error('store not ready');
        return signing;
      };
    });
    expect(made).toBe(0);
    await expect(load()).rejects.toThrow('store not ready');
    expect((await load()).equals(derivePayerSecret(signing))).toBe(true);
    expect((await load()).equals(derivePayerSecret(signing))).toBe(true);
    expect({ made, reads }).toEqual({ made: 1, reads: 2 });
  });

  it('a loader that cannot be made (no signing secret configured) fails the call, not the start', async () => {
    const load = payerSecretLoader(() => {
      throw new Error('JWT_SECRET missing');
    });
    await expect(load()).rejects.toThrow('JWT_SECRET missing');
  });
});

describe('payerKeyOf / payerLinkOf on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { baseDomain: 'zapisy.test', publicUrl: 'https://zapisy.test' } });
  });
  afterAll(async () => t.close());

  it("payment links are 'https://<domain>.<baseDomain>/l?k=<key>' and verify on the same server", async () => {
    const project = {
      organizationId: 'org1',
      eventId: 'ev1',
      event: { domainName: 'oboz' },
    } as ProjectRecord;
    const link = await payerLinkOf(paymentDepsOf(t.app), project, 'c1');
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://oboz.zapisy.test/l');
    const k = url.searchParams.get('k') ?? '';
    expect(k).toBe(await payerKeyOf(paymentDepsOf(t.app), tenant, 'c1'));
    expect(await verifyPayerKey(paymentDepsOf(t.app), tenant, k)).toBe('c1');
    expect(await verifyPayerKey(paymentDepsOf(t.app), tenant, undefined)).toBeNull();
    expect(await verifyPayerKey(paymentDepsOf(t.app), { ...tenant, eventId: 'ev2' }, k)).toBeNull();
  });
});
