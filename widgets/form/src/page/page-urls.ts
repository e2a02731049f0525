/** A path the server gives (`/images/…`) on the API's origin, so it loads on a third-party page too. */
export function absoluteUrl(path: string, apiBase: string): string {
  try {
    const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
    return new URL(path, new URL(apiBase, base)).toString();
  } catch {
    return path;
  }
}
