/** Project domains are lowercase labels: letters, digits and hyphens (no leading/trailing hyphen). */
export const PROJECT_DOMAIN_RE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const RESERVED_SUBDOMAINS = new Set(['www', 'admin', 'api', 'app']);

function hostnameOf(host: string | undefined | null): string {
  if (!host) return '';
  return host
    .replace(/^[a-z]+:\/\//i, '')
    .split('/')[0]!
    .replace(/:\d+$/, '')
    .toLowerCase();
}

/**
 * The project domain for the admin, in this order:
 * 1. the subdomain of `location.hostname` when it is `<domain>.<env host>` or `<domain>.localhost`;
 * 2. the query parameter `?projekt=<domain>`;
 * 3. none (the caller asks the user).
 */
export function resolveProjectDomain(
  loc: { hostname: string; search: string },
  envHost?: string | null,
): string | null {
  const hostname = loc.hostname.toLowerCase();
  const base = hostnameOf(envHost);
  const candidates: string[] = [];
  if (base && hostname.endsWith(`.${base}`)) candidates.push(hostname.slice(0, -(base.length + 1)));
  if (hostname.endsWith('.localhost')) candidates.push(hostname.slice(0, -'.localhost'.length));
  for (const sub of candidates) {
    if (PROJECT_DOMAIN_RE.test(sub) && !RESERVED_SUBDOMAINS.has(sub)) return sub;
  }
  const fromQuery = new URLSearchParams(loc.search).get('projekt')?.trim().toLowerCase();
  if (fromQuery && PROJECT_DOMAIN_RE.test(fromQuery)) return fromQuery;
  return null;
}
