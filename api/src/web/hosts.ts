/**
 * Which project a request is for (spec §2 "Routing rules"): a project lives on its subdomain
 * (`demo.<baseDomain>`) or under a path prefix on the bare host (`<baseDomain>/demo/...`).
 */
import type { FastifyRequest } from 'fastify';

/** A project domain name as it may appear in a host or a path segment. */
export const DOMAIN_NAME = /^[a-z0-9-]{1,63}$/i;

/**
 * First path segments that are routes of their own, never a project prefix ("A path without a known
 * route segment is treated as a project path prefix").
 */
export const RESERVED_SEGMENTS = new Set([
  'admin',
  'glowne',
  'strona',
  'services',
  'widgets',
  'images',
  'help',
  'www',
  '403',
  '404',
  '500',
  'zakonczono',
  'formularz',
  'ankieta',
  'p',
  'platnosc',
  'l',
  'noclegi',
  'f',
  'fp',
  'a',
  't',
]);

/** The project domain of a host name (`demo.localhost` → `demo`), or undefined for the bare/other hosts. */
export function projectFromHostname(hostname: string, baseDomain: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const suffix = `.${baseDomain.toLowerCase()}`;
  if (!host.endsWith(suffix)) return undefined;
  const label = host.slice(0, -suffix.length);
  if (!DOMAIN_NAME.test(label) || label === 'www') return undefined;
  return label;
}

/** A valid project domain from a path segment, lower-cased, or undefined. */
export function projectFromSegment(segment: string): string | undefined {
  const domain = segment.toLowerCase();
  if (!DOMAIN_NAME.test(domain) || RESERVED_SEGMENTS.has(domain)) return undefined;
  return domain;
}

/**
 * The origin the browser used for this request, when it is one of ours (the public URL's host, the base
 * domain or a project subdomain of it); otherwise the configured public URL. Never echoes an arbitrary
 * Host header into absolute URLs.
 */
export function requestOrigin(request: FastifyRequest, publicUrl: string, baseDomain: string): string {
  const fallback = publicUrl.replace(/\/+$/, '');
  const host = request.host;
  if (!host || !/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host)) return fallback;
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  let publicHostname = '';
  try {
    publicHostname = new URL(fallback).hostname.toLowerCase();
  } catch {
    return fallback;
  }
  const base = baseDomain.toLowerCase();
  const ours = hostname === publicHostname || hostname === base || hostname.endsWith(`.${base}`);
  if (!ours) return fallback;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host.toLowerCase()}`;
}
