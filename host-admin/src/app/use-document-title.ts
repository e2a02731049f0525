import { useEffect } from 'react';
import { formatTitle } from '../lib/title.js';

/** Sets document.title with the spec's template '(count) title - event name | {host}'. */
export function useDocumentTitle(
  title: string,
  extra: { count?: number | null; eventName?: string | null } = {},
): void {
  const { count, eventName } = extra;
  useEffect(() => {
    document.title = formatTitle({
      title,
      count: count ?? null,
      eventName: eventName ?? null,
      host: location.host,
    });
  }, [title, count, eventName]);
}
