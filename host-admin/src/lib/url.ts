/** Tracking parameters the spec strips from the address (§2: "The tracking parameter fbclid is stripped"). */
const TRACKING_PARAMS = ['fbclid'];

/** The same URL without tracking parameters, or null when there is nothing to strip. */
export function withoutTrackingParams(href: string): string | null {
  const url = new URL(href);
  let changed = false;
  for (const name of TRACKING_PARAMS) {
    if (url.searchParams.has(name)) {
      url.searchParams.delete(name);
      changed = true;
    }
  }
  return changed ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Replaces the current history entry when the address carries tracking parameters. */
export function stripTrackingParams(win: Window = window): void {
  const next = withoutTrackingParams(win.location.href);
  if (next !== null) win.history.replaceState(win.history.state, '', next);
}
