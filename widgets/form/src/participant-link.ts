/**
 * Whose survey or registration this is: the participant id of the survey link (`/ankieta?p=…`) or the form
 * link (`/formularz?p=…`, the participants grid's 'Linki'). Read from the embedding element's `data-p` option
 * first (the hosted page passes it on), then from the page's own address. Empty → an anonymous visitor.
 */
export function participantLinkOf(
  options: Readonly<Record<string, unknown>>,
  search: string = typeof window === 'undefined' ? '' : window.location.search,
): string | null {
  const fromOption = typeof options.p === 'string' ? options.p.trim() : '';
  if (fromOption !== '') return fromOption;
  const fromPage = new URLSearchParams(search).get('p')?.trim() ?? '';
  return fromPage !== '' ? fromPage : null;
}
