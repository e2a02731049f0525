/**
 * Where a finished sign-in may return (spec §7 "state holds the origin domain"). Only our own origins:
 * the public URL's host, the base domain, or a subdomain of the base domain (a project's
 * `{domain}.{host}`), with the public URL's scheme and port so a token never travels in plain HTTP from an
 * HTTPS site. Anything else, or nothing, falls back to the public URL.
 */
import type { AppConfig } from '../../config.js';

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

export function publicOrigin(config: Pick<AppConfig, 'publicUrl'>): string {
  return new URL(config.publicUrl).origin;
}

/** `raw`: an origin or URL ('https://demo.zapisy.pl', '…/any/path'), or a bare host ('demo.zapisy.pl'). */
export function allowedOrigin(
  config: Pick<AppConfig, 'publicUrl' | 'baseDomain'>,
  raw: string | undefined,
): string {
  const fallback = publicOrigin(config);
  const text = raw?.trim();
  if (!text) return fallback;
  const ours = new URL(config.publicUrl);
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `${ours.protocol}//${text}`);
  } catch {
    return fallback;
  }
  if (
    url.protocol !== ours.protocol ||
    url.port !== ours.port ||
    url.username !== '' ||
    url.password !== ''
  ) {
    return fallback;
  }
  const host = url.hostname.toLowerCase();
  const base = config.baseDomain.toLowerCase();
  if (host === ours.hostname.toLowerCase() || host === base) return url.origin;
  if (host.endsWith(`.${base}`)) {
    const sub = host.slice(0, -base.length - 1);
    if (LABEL.test(sub)) return url.origin;
  }
  return fallback;
}

/** A same-site admin path to open after sign-in ('/admin/…' or '/glowne/…'), never another site. */
export function safeReturnPath(raw: string | undefined): string | undefined {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return undefined;
  if (!/^\/(admin|glowne)(\/|$|\?)/.test(raw)) return undefined;
  if (/^\/glowne\/(zaloguj|wyloguj|zalogowano)/.test(raw)) return undefined;
  return raw;
}
