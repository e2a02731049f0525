/**
 * The project's domain name from what a client sends: trimmed, lower-case, without a port or a trailing
 * dot, and without the base domain when a full host (`demo.zapisy.pl`) is given. A leaf module, so the
 * access check and the routes share it without an import cycle.
 */
export function normalizeDomainName(input: string, baseDomain: string): string {
  let domain = input.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const suffix = `.${baseDomain.toLowerCase()}`;
  if (domain.endsWith(suffix) && domain.length > suffix.length) domain = domain.slice(0, -suffix.length);
  return domain;
}
