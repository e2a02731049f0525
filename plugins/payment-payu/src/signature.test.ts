import { describe, expect, it } from 'vitest';
import {
  normalizeAlgorithm,
  notificationSignature,
  PAYU_ALGORITHM_NAMES,
  type PayuAlgorithmName,
  parseSignatureHeader,
  signatureHeader,
  signaturesEqual,
  verifyNotificationSignature,
} from './signature.js';

// Domain notes §1.2 (polish-integrations.md), *derived* vector: PayU public sandbox POS 300746 second key.
const SANDBOX_SECOND_KEY = 'b6ca15b0d1020e8094d9b5f8d163db54';
const VECTOR_BODY =
  '{"order":{"orderId":"TFJBNPX6ZS220409GUEST000P01","extOrderId":"24c6d9b2","status":"COMPLETED","totalAmount":"1000","currencyCode":"PLN"}}';
const VECTOR_MD5 = 'dec28c95c8eacf5464f33a4cd27603a7';
const VECTOR_SHA256 = '5a77df995a7c7875e9c049e120f140e4be723aec875f67c93ef0a89b475f4f31';
const VECTOR_SHA384 =
  'cf78834e82834c11732f1433088ae7218383676ab52c01de692194164d240e3f17f4c3d878c0d28360a4951e08f4982d';
const VECTOR_SHA512 =
  '6135346d98198b50146233294246a74e3a007712ecb28188c29edd40733b93e3915a7a128c237c7a48c16046880d74b28c1e47ace5c0c66f78baa827999a8386';

describe('PayU notification signature (OpenPayu-Signature = HASH(rawBody + second key))', () => {
  it('matches the domain notes §1.2 derived MD5 vector (public sandbox second key b6ca15b0…)', () => {
    expect(notificationSignature(VECTOR_BODY, SANDBOX_SECOND_KEY, 'MD5')).toBe(VECTOR_MD5);
    expect(notificationSignature(VECTOR_BODY, SANDBOX_SECOND_KEY)).toBe(VECTOR_MD5);
  });

  it('matches the domain notes §1.2 derived SHA-256 vector (public sandbox second key b6ca15b0…)', () => {
    expect(notificationSignature(VECTOR_BODY, SANDBOX_SECOND_KEY, 'SHA-256')).toBe(VECTOR_SHA256);
  });

  it('verifies the domain notes §1.2 vector as PayU sends it (MD5 and SHA-256 headers)', () => {
    const md5 = `sender=checkout;signature=${VECTOR_MD5};algorithm=MD5;content=DOCUMENT`;
    const sha = `sender=checkout;signature=${VECTOR_SHA256};algorithm=SHA-256;content=DOCUMENT`;
    expect(verifyNotificationSignature(VECTOR_BODY, md5, SANDBOX_SECOND_KEY)).toEqual({
      valid: true,
      algorithm: 'MD5',
    });
    expect(verifyNotificationSignature(VECTOR_BODY, sha, SANDBOX_SECOND_KEY)).toEqual({
      valid: true,
      algorithm: 'SHA-256',
    });
  });

  it('accepts SHA256 spelling, upper-case hex and spaces around parts', () => {
    const header = ` sender=checkout ; signature=${VECTOR_SHA256.toUpperCase()} ; algorithm=sha256 ; content=DOCUMENT`;
    expect(verifyNotificationSignature(VECTOR_BODY, header, SANDBOX_SECOND_KEY).valid).toBe(true);
  });

  it('treats a header without algorithm as MD5 (PayU default)', () => {
    expect(
      verifyNotificationSignature(VECTOR_BODY, `sender=checkout;signature=${VECTOR_MD5}`, SANDBOX_SECOND_KEY)
        .valid,
    ).toBe(true);
  });

  it('signs SHA-1 (algorithm=SHA) like PayU OpenPayU_Util', () => {
    const header = signatureHeader(VECTOR_BODY, SANDBOX_SECOND_KEY, 'SHA-1');
    expect(header).toMatch(/^sender=checkout;signature=[0-9a-f]{40};algorithm=SHA-1;content=DOCUMENT$/);
    const sha = header.replace('algorithm=SHA-1', 'algorithm=SHA');
    expect(verifyNotificationSignature(VECTOR_BODY, sha, SANDBOX_SECOND_KEY).valid).toBe(true);
  });

  it('rejects a forged signature, another key, a changed body, a missing header or algorithm', () => {
    const good = `sender=checkout;signature=${VECTOR_MD5};algorithm=MD5;content=DOCUMENT`;
    expect(verifyNotificationSignature(VECTOR_BODY, good, 'other-key')).toEqual({
      valid: false,
      reason: 'signature mismatch',
    });
    expect(verifyNotificationSignature(`${VECTOR_BODY} `, good, SANDBOX_SECOND_KEY).valid).toBe(false);
    expect(
      verifyNotificationSignature(VECTOR_BODY, good.replace(VECTOR_MD5, '0'.repeat(32)), SANDBOX_SECOND_KEY)
        .valid,
    ).toBe(false);
    // The MD5 digest under an algorithm=SHA-256 header must not pass.
    expect(
      verifyNotificationSignature(VECTOR_BODY, good.replace('MD5', 'SHA-256'), SANDBOX_SECOND_KEY).valid,
    ).toBe(false);
    expect(verifyNotificationSignature(VECTOR_BODY, undefined, SANDBOX_SECOND_KEY).valid).toBe(false);
    expect(verifyNotificationSignature(VECTOR_BODY, '', SANDBOX_SECOND_KEY).valid).toBe(false);
    expect(
      verifyNotificationSignature(VECTOR_BODY, 'sender=checkout;algorithm=MD5', SANDBOX_SECOND_KEY).valid,
    ).toBe(false);
    expect(
      verifyNotificationSignature(VECTOR_BODY, good.replace('MD5', 'CRC32'), SANDBOX_SECOND_KEY),
    ).toEqual({ valid: false, reason: 'unsupported signature algorithm' });
  });

  // Digests of the same vector computed outside Node (Python hashlib) for the algorithms PayU's SDKs add.
  const VECTOR_BY_NAME: Record<PayuAlgorithmName, string> = {
    MD5: VECTOR_MD5,
    SHA: '02c8b266acf3fb4501914978c6626601eed78a93',
    SHA1: '02c8b266acf3fb4501914978c6626601eed78a93',
    'SHA-1': '02c8b266acf3fb4501914978c6626601eed78a93',
    SHA256: VECTOR_SHA256,
    'SHA-256': VECTOR_SHA256,
    SHA_256: VECTOR_SHA256,
    SHA384: VECTOR_SHA384,
    'SHA-384': VECTOR_SHA384,
    SHA_384: VECTOR_SHA384,
    SHA512: VECTOR_SHA512,
    'SHA-512': VECTOR_SHA512,
    SHA_512: VECTOR_SHA512,
  };

  it('issue 13 finding 10: accepts every algorithm PayU documents, SHA-384 and SHA-512 included, each with its own hash', () => {
    expect(PAYU_ALGORITHM_NAMES.sort()).toEqual(Object.keys(VECTOR_BY_NAME).sort());
    for (const name of PAYU_ALGORITHM_NAMES) {
      const header = `sender=checkout;signature=${VECTOR_BY_NAME[name]};algorithm=${name};content=DOCUMENT`;
      expect(verifyNotificationSignature(VECTOR_BODY, header, SANDBOX_SECOND_KEY), name).toMatchObject({
        valid: true,
      });
      expect(verifyNotificationSignature(VECTOR_BODY, header.toLowerCase(), SANDBOX_SECOND_KEY).valid).toBe(
        true,
      );
      expect(signatureHeader(VECTOR_BODY, SANDBOX_SECOND_KEY, name)).toBe(header);
    }
    // A digest of another hash under the name does not pass.
    const sha256AsSha512 = `sender=checkout;signature=${VECTOR_SHA256};algorithm=SHA-512;content=DOCUMENT`;
    expect(verifyNotificationSignature(VECTOR_BODY, sha256AsSha512, SANDBOX_SECOND_KEY)).toEqual({
      valid: false,
      reason: 'signature mismatch',
    });
  });

  it('refuses an algorithm PayU does not document (SHA-224, SHA3-256, HMAC-SHA256, toString)', () => {
    for (const name of ['SHA-224', 'SHA3-256', 'HMAC-SHA256', 'toString', 'constructor']) {
      const header = `sender=checkout;signature=${VECTOR_SHA256};algorithm=${name};content=DOCUMENT`;
      expect(verifyNotificationSignature(VECTOR_BODY, header, SANDBOX_SECOND_KEY)).toEqual({
        valid: false,
        reason: 'unsupported signature algorithm',
      });
    }
  });

  it('hashes the raw UTF-8 bytes (Polish letters)', () => {
    const body = '{"order":{"description":"Zażółć gęślą jaźń"}}';
    const header = signatureHeader(body, SANDBOX_SECOND_KEY);
    expect(verifyNotificationSignature(body, header, SANDBOX_SECOND_KEY).valid).toBe(true);
  });

  it('parses the header and normalises algorithm names', () => {
    expect(parseSignatureHeader('sender=checkout;signature=abc;algorithm=MD5;content=DOCUMENT')).toEqual({
      sender: 'checkout',
      signature: 'abc',
      algorithm: 'MD5',
      content: 'DOCUMENT',
    });
    expect(normalizeAlgorithm('sha')).toBe('SHA-1');
    expect(normalizeAlgorithm('SHA1')).toBe('SHA-1');
    expect(normalizeAlgorithm('sha-256')).toBe('SHA-256');
    expect(normalizeAlgorithm('SHA-512')).toBe('SHA-512');
    expect(normalizeAlgorithm('SHA-224')).toBeUndefined();
    expect(signaturesEqual('ABC', 'abc')).toBe(true);
    expect(signaturesEqual('abc', 'abcd')).toBe(false);
  });
});
