/** Default API base path of the spec (§9: default API path /services/api). */
export const DEFAULT_API_PATH = '/services/api';

/** Absolute API base for the current origin, e.g. `https://demo.zapisy.pl/services/api`. */
export function apiBase(apiPath: string = DEFAULT_API_PATH, origin: string = window.location.origin): string {
  if (/^https?:\/\//.test(apiPath)) return apiPath.replace(/\/+$/, '');
  const path = apiPath.startsWith('/') ? apiPath : `/${apiPath}`;
  return `${origin}${path.replace(/\/+$/, '')}`;
}
