/**
 * The hostname of the page a request comes from: the Origin header's (a browser sets it on every POST and
 * on cross-origin GETs; page scripts cannot change it), else the Referer's, else the Host header's. The
 * challenge and the registration of one page give the same name, and a token made on another site is
 * refused.
 */
function hostnameOfUrl(value: string | undefined): string | undefined {
  if (!value || value === 'null') return undefined;
  try {
    return new URL(value).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

export function pageHostnameOf(headers: Readonly<Record<string, string | string[] | undefined>>): string {
  const first = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return (
    hostnameOfUrl(first('origin')) ??
    hostnameOfUrl(first('referer')) ??
    hostnameOfUrl(`http://${first('host') ?? 'localhost'}`) ??
    'localhost'
  );
}
