/**
 * The status filter a link carries (`?status=overdue`, repeated for several), as the grid's own filter
 * values: Kokpit's 'Do decyzji' links open a grid already narrowed. Unknown values are dropped, never sent.
 */
export function statusesFromQuery(search: string, allowed: ReadonlySet<string>): string[] {
  const chosen = new URLSearchParams(search).getAll('status');
  return [...new Set(chosen.filter((status) => allowed.has(status)))];
}

/** The one status a single-choice filter takes from the link ('' when it carries none it knows). */
export const statusFromQuery = (search: string, allowed: ReadonlySet<string>): string =>
  statusesFromQuery(search, allowed)[0] ?? '';
