/**
 * Performance marks the e2e suite reads (with `zapisy:loader-start`, set by the embed loader):
 * - `zapisy:first-render` — the widget's first React commit (its loading state) on the page;
 * - `zapisy:form-ready` — the placeholder card with the project's data is on screen.
 * Each is set once per page, by the first widget that gets there.
 */
export function markOnce(name: 'zapisy:first-render' | 'zapisy:form-ready'): void {
  const perf = globalThis.performance;
  if (!perf?.mark || !perf.getEntriesByName) return;
  if (perf.getEntriesByName(name, 'mark').length > 0) return;
  perf.mark(name);
}
