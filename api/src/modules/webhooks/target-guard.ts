/**
 * SSRF guard of webhook targets: a target must be http(s) and every address its host resolves to must be
 * public — not loopback, private (10/8, 172.16/12, 192.168/16), link-local (169.254/16, where cloud metadata
 * lives; fe80::/10), CGNAT (100.64/10), unique-local (fc00::/7), unspecified (0.0.0.0, ::), multicast or
 * reserved. IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are checked as the IPv4 address they carry.
 * The delivery connects to the addresses checked here (transport.ts), so a DNS answer that changes between
 * the check and the connection (DNS rebinding) cannot smuggle a private address in.
 */
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { isWebhookTarget } from './target.js';

export const NOT_PUBLIC_TARGET_MESSAGE = 'Adres webhooka musi być publicznym adresem http(s)';

const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", incl. 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. 255.255.255.255
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** True for an IP address a webhook may be sent to. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // BlockList matches IPv4-mapped IPv6 addresses against the IPv4 rules too.
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type Lookup = (hostname: string) => Promise<LookupAddress[]>;

const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface TargetPolicy {
  /** WEBHOOKS_ALLOW_PRIVATE_TARGETS: skip the address check (and DNS) altogether. */
  allowPrivate: boolean;
  /** DNS resolution (default the system resolver), injectable for tests. */
  lookup?: Lookup;
}

export type CheckedTarget =
  | {
      ok: true;
      url: URL;
      /** The checked addresses to connect to; null when private targets are allowed (plain DNS then). */
      addresses: LookupAddress[] | null;
    }
  | {
      ok: false;
      reason: string;
      /** True when the host could not be resolved (may be temporary); false when the target is refused. */
      retryable: boolean;
    };

/** The host of a URL without IPv6 brackets. */
function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/** Checks a target under the policy: its scheme, then every address its host resolves to. */
export async function checkWebhookTarget(target: string, policy: TargetPolicy): Promise<CheckedTarget> {
  if (!isWebhookTarget(target)) return { ok: false, reason: NOT_PUBLIC_TARGET_MESSAGE, retryable: false };
  const url = new URL(target.trim());
  if (policy.allowPrivate) return { ok: true, url, addresses: null };
  const host = hostOf(url);
  let addresses: LookupAddress[];
  if (isIP(host) !== 0) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await (policy.lookup ?? systemLookup)(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) {
      return {
        ok: false,
        reason: `Nie udało się odnaleźć serwera „${host}” adresu webhooka`,
        retryable: true,
      };
    }
  }
  const refused = addresses.find((a) => !isPublicAddress(a.address));
  if (refused) {
    const shown = refused.address === host ? host : `${host} → ${refused.address}`;
    return {
      ok: false,
      reason: `${NOT_PUBLIC_TARGET_MESSAGE} (${shown} to adres prywatny, lokalny lub zastrzeżony)`,
      retryable: false,
    };
  }
  return { ok: true, url, addresses };
}

/**
 * The problems of a project's webhook targets, for the settings save: one Polish line per target that is
 * set but not allowed (`webhooks.<name>.target: …`). Empty targets are the settings validator's business.
 */
export async function findWebhookTargetProblems(
  webhooks: Readonly<Record<string, { target?: string } | undefined>>,
  policy: TargetPolicy,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, settings] of Object.entries(webhooks)) {
    const target = settings?.target?.trim() ?? '';
    if (target === '') continue;
    const checked = await checkWebhookTarget(target, policy);
    if (!checked.ok) problems.push(`webhooks.${name}.target: ${checked.reason}`);
  }
  return problems;
}
