export interface TitleParts {
  title: string;
  host: string;
  count?: number | null;
  eventName?: string | null;
}

/**
 * Page title template of the spec: '(count) title - event name | {host}'.
 * Missing parts are left out: no count and no event gives 'title | {host}'.
 */
export function formatTitle({ title, host, count, eventName }: TitleParts): string {
  let text = title;
  if (typeof count === 'number' && Number.isFinite(count)) text = `(${count}) ${text}`;
  if (eventName) text = `${text} - ${eventName}`;
  return host ? `${text} | ${host}` : text;
}
