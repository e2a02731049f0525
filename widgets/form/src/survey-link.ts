/**
 * Whose survey this is: the participant id of the survey link (`/ankieta?p=…`, the participants grid's
 * 'Link do ankiety'). Read from the embedding element's `data-p` option first (a host page that passes it on),
 * then from the page's own address. Empty → an anonymous visitor.
 */
export function surveyParticipantOf(
  options: Readonly<Record<string, unknown>>,
  search: string = typeof window === 'undefined' ? '' : window.location.search,
): string | null {
  const fromOption = typeof options.p === 'string' ? options.p.trim() : '';
  if (fromOption !== '') return fromOption;
  const fromPage = new URLSearchParams(search).get('p')?.trim() ?? '';
  return fromPage !== '' ? fromPage : null;
}
