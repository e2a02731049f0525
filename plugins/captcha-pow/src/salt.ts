/**
 * The salt of a challenge, in ALTCHA's shape: random hex, then parameters as a query string. The expiry
 * and the page's hostname and action live in the salt, so the hash binds them: nobody can change them
 * without redoing the work and the signature no longer matching.
 */
export interface SaltParams {
  /** Unix seconds after which the solution is refused. */
  expires: number;
  host: string;
  action: string;
}

export function saltWith(random: string, params: SaltParams): string {
  const query = new URLSearchParams({
    expires: String(params.expires),
    host: params.host,
    action: params.action,
  });
  return `${random}?${query.toString()}`;
}

/** The parameters of a salt, or undefined when it is not one of ours. */
export function paramsOfSalt(salt: string): SaltParams | undefined {
  const at = salt.indexOf('?');
  if (at <= 0) return undefined;
  const query = new URLSearchParams(salt.slice(at + 1));
  const expires = Number(query.get('expires'));
  const host = query.get('host');
  const action = query.get('action');
  if (!Number.isSafeInteger(expires) || host === null || action === null) return undefined;
  return { expires, host, action };
}
