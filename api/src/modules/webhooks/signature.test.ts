import { describe, expect, it } from 'vitest';
import { signWebhookBody, verifyWebhookSignature } from './signature.js';

const secret = 'whsec_test';
const body = '{"id":"d1","event":"form-submit","data":{"a":"ą"}}';
const now = new Date('2026-11-21T12:00:00Z');
const ts = Math.floor(now.getTime() / 1000);

describe('webhook signatures: X-Zapisy-Signature = v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>">', () => {
  it('is the hex HMAC-SHA256 of "<timestamp>.<body>" keyed with the secret', async () => {
    const { createHmac } = await import('node:crypto');
    const hex = createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex');
    expect(signWebhookBody(secret, ts, body)).toBe(`v1=${hex}`);
  });

  it('verifies its own signature, from a string or a Buffer body', () => {
    const header = signWebhookBody(secret, ts, body);
    expect(verifyWebhookSignature(secret, String(ts), body, header, { now })).toBe(true);
    expect(verifyWebhookSignature(secret, ts, Buffer.from(body), header, { now })).toBe(true);
  });

  it('accepts one matching entry among several (old and new secret during a rotation)', () => {
    const header = `v1=${'0'.repeat(64)}, ${signWebhookBody(secret, ts, body)}`;
    expect(verifyWebhookSignature(secret, ts, body, header, { now })).toBe(true);
  });

  it('rejects a changed body, another secret, another timestamp, a missing or malformed header', () => {
    const header = signWebhookBody(secret, ts, body);
    expect(verifyWebhookSignature(secret, ts, `${body} `, header, { now })).toBe(false);
    expect(verifyWebhookSignature('whsec_other', ts, body, header, { now })).toBe(false);
    expect(verifyWebhookSignature(secret, ts + 1, body, header, { now })).toBe(false);
    expect(verifyWebhookSignature(secret, ts, body, undefined, { now })).toBe(false);
    expect(verifyWebhookSignature(secret, ts, body, header.replace('v1=', 'v0='), { now })).toBe(false);
    expect(verifyWebhookSignature(secret, 'abc', body, header, { now })).toBe(false);
  });

  it('rejects a timestamp outside the tolerance (default 5 minutes), so old requests cannot be replayed', () => {
    const old = ts - 301;
    const header = signWebhookBody(secret, old, body);
    expect(verifyWebhookSignature(secret, old, body, header, { now })).toBe(false);
    expect(verifyWebhookSignature(secret, old, body, header, { now, toleranceSeconds: 600 })).toBe(true);
  });
});
