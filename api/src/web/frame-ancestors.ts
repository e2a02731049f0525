/** Reads HOSTED_FRAME_ANCESTORS for the hosted pages' CSP (see ./security-headers.ts). */

/** HOSTED_FRAME_ANCESTORS: origins ('https://szkola.pl https://*.szkola.pl') that may frame hosted pages. */
export function parseFrameAncestors(raw: string | undefined, problems: string[]): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const sources = raw.split(/[\s,]+/).filter((s) => s !== '');
  const bad = sources.filter((s) => !/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i.test(s));
  if (bad.length > 0) {
    problems.push(
      `HOSTED_FRAME_ANCESTORS: oczekiwano adresów https://domena[:port] (także https://*.domena) oddzielonych spacją, nie: ${bad.join(', ')}`,
    );
    return [];
  }
  return sources;
}
