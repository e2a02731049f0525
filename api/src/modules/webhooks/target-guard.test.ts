import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { loadWebhooksConfig } from './config.js';
import {
  checkWebhookTarget,
  findWebhookTargetProblems,
  isPublicAddress,
  type Lookup,
} from './target-guard.js';
import { startReceiver } from './testing/receiver.js';
import { postWebhookRequest } from './transport.js';

const REFUSED = 'Adres webhooka musi być publicznym adresem http(s)';

/** A resolver answering from a table (and failing for any other host, like NXDOMAIN). */
function fakeDns(table: Record<string, string[]>): Lookup & { asked: string[] } {
  const asked: string[] = [];
  const lookup = async (hostname: string): Promise<LookupAddress[]> => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(lookup, { asked });
}

describe('isPublicAddress: loopback, private, link-local, CGNAT, unique-local, unspecified and multicast are not public', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254', // cloud metadata
    '100.64.0.1',
    '100.127.255.254',
    '0.0.0.0',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1', // IPv4-mapped loopback
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    'nie-adres',
  ])('%s is refused', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '193.0.0.1',
    '2a00:1450:4025::64',
    '::ffff:8.8.8.8',
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('checkWebhookTarget with private targets refused (the production default)', () => {
  const policy = (lookup: Lookup) => ({ allowPrivate: false, lookup });

  it('a host resolving only to public addresses is allowed, with those addresses to connect to', async () => {
    const dns = fakeDns({ 'hooks.example.pl': ['93.184.216.34', '2606:2800:220:1::1'] });
    const checked = await checkWebhookTarget('https://hooks.example.pl/zapisy', policy(dns));
    expect(checked).toMatchObject({
      ok: true,
      addresses: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1::1', family: 6 },
      ],
    });
  });

  it('a host with ANY private address among its answers is refused, naming the address', async () => {
    const dns = fakeDns({ 'mieszany.example.pl': ['93.184.216.34', '10.0.0.5'] });
    const checked = await checkWebhookTarget('https://mieszany.example.pl/', policy(dns));
    expect(checked).toEqual({
      ok: false,
      reason: `${REFUSED} (mieszany.example.pl → 10.0.0.5 to adres prywatny, lokalny lub zastrzeżony)`,
      retryable: false,
    });
  });

  it('IP literals are checked without DNS: loopback, cloud metadata, [::1], and the 0x7f000001 spelling', async () => {
    const dns = fakeDns({});
    for (const target of [
      'http://127.0.0.1:8080/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:3000/',
      'http://[::ffff:192.168.0.1]/',
      'http://0x7f000001/',
      'http://0.0.0.0/',
    ]) {
      const checked = await checkWebhookTarget(target, policy(dns));
      expect(checked, target).toMatchObject({ ok: false, retryable: false });
      expect(checked.ok === false && checked.reason.startsWith(REFUSED)).toBe(true);
    }
    expect(dns.asked).toEqual([]);
    expect(await checkWebhookTarget('https://8.8.8.8/hook', policy(dns))).toMatchObject({ ok: true });
  });

  it('localhost resolves to loopback and is refused', async () => {
    const checked = await checkWebhookTarget(
      'http://localhost:3000/',
      policy(fakeDns({ localhost: ['127.0.0.1', '::1'] })),
    );
    expect(checked).toMatchObject({ ok: false, retryable: false });
  });

  it('"Targets must be http(s) URLs": other schemes and URLs with credentials are refused', async () => {
    for (const target of [
      'ftp://example.pl/',
      'file:///etc/passwd',
      'gopher://example.pl',
      'https://a:b@example.pl/',
      '',
    ]) {
      expect(await checkWebhookTarget(target, policy(fakeDns({})))).toEqual({
        ok: false,
        reason: REFUSED,
        retryable: false,
      });
    }
  });

  it('a host that does not resolve is refused as retryable (DNS may be down for a while)', async () => {
    expect(await checkWebhookTarget('https://nie-ma.example.pl/', policy(fakeDns({})))).toEqual({
      ok: false,
      reason: 'Nie udało się odnaleźć serwera „nie-ma.example.pl” adresu webhooka',
      retryable: true,
    });
  });
});

describe('checkWebhookTarget with WEBHOOKS_ALLOW_PRIVATE_TARGETS=1', () => {
  it('private and loopback targets are allowed and DNS is left to the connection', async () => {
    const dns = fakeDns({});
    for (const target of ['http://127.0.0.1:8080/hook', 'http://localhost/', 'http://10.0.0.1/']) {
      expect(await checkWebhookTarget(target, { allowPrivate: true, lookup: dns })).toMatchObject({
        ok: true,
        addresses: null,
      });
    }
    expect(dns.asked).toEqual([]);
  });

  it('other schemes are still refused', async () => {
    expect(await checkWebhookTarget('ftp://127.0.0.1/', { allowPrivate: true })).toMatchObject({ ok: false });
  });
});

describe('findWebhookTargetProblems (for the project settings save → 400)', () => {
  it('one Polish line per refused target, with the field path; empty targets are skipped', async () => {
    const dns = fakeDns({ 'hooks.example.pl': ['93.184.216.34'], 'wewnetrzny.example.pl': ['192.168.10.2'] });
    const problems = await findWebhookTargetProblems(
      {
        formSubmit: { target: 'https://hooks.example.pl/a' },
        formEnter: { target: 'http://wewnetrzny.example.pl/b' },
        registrationCompleted: { target: 'http://169.254.169.254/' },
        paymentExecuted: { target: '' },
      },
      { allowPrivate: false, lookup: dns },
    );
    expect(problems).toEqual([
      `webhooks.formEnter.target: ${REFUSED} (wewnetrzny.example.pl → 192.168.10.2 to adres prywatny, lokalny lub zastrzeżony)`,
      `webhooks.registrationCompleted.target: ${REFUSED} (169.254.169.254 to adres prywatny, lokalny lub zastrzeżony)`,
    ]);
    expect(
      await findWebhookTargetProblems(
        { formEnter: { target: 'http://127.0.0.1:9/' } },
        { allowPrivate: true },
      ),
    ).toEqual([]);
  });
});

describe('postWebhookRequest connects to the checked addresses (DNS rebinding)', () => {
  it('the host name is not resolved again: a name no DNS knows reaches the pinned address, with its Host header', async () => {
    const receiver = await startReceiver([204]);
    try {
      const port = new URL(receiver.url).port;
      const status = await postWebhookRequest({
        url: new URL(`http://rebinding.invalid:${port}/hook`),
        addresses: [{ address: '127.0.0.1', family: 4 }],
        headers: { 'content-type': 'application/json' },
        body: '{"a":1}',
        signal: AbortSignal.timeout(5_000),
      });
      expect(status).toBe(204);
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]).toMatchObject({ body: '{"a":1}', url: '/hook' });
      expect(receiver.received[0]?.headers.host).toBe(`rebinding.invalid:${port}`);
    } finally {
      await receiver.close();
    }
  });
});

describe('WEBHOOKS_ALLOW_PRIVATE_TARGETS', () => {
  it('is off by default (production) and read as 1/true or 0/false; anything else is a Polish problem', () => {
    const problems: string[] = [];
    expect(loadWebhooksConfig({}, problems)).toEqual({ allowPrivateTargets: false });
    expect(loadWebhooksConfig({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1' }, problems)).toEqual({
      allowPrivateTargets: true,
    });
    expect(loadWebhooksConfig({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' }, problems)).toEqual({
      allowPrivateTargets: true,
    });
    expect(loadWebhooksConfig({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: '0' }, problems)).toEqual({
      allowPrivateTargets: false,
    });
    expect(problems).toEqual([]);
    expect(loadWebhooksConfig({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'tak' }, problems)).toEqual({
      allowPrivateTargets: false,
    });
    expect(problems).toEqual(['WEBHOOKS_ALLOW_PRIVATE_TARGETS="tak": oczekiwano 1 (true) lub 0 (false)']);
  });
});
