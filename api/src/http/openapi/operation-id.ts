/**
 * Stable, readable operationIds derived from the method and the documented path, so integrators' generated
 * clients keep their function names across releases: `GET /services/api/project/organization/{orgId}` →
 * `getProjectOrganizationByOrgId`.
 */

const WORD_BREAK = /[^A-Za-z0-9]+/;

function capitalize(word: string): string {
  return word.length === 0 ? word : word[0]?.toUpperCase() + word.slice(1);
}

/** 'export.csv' → 'ExportCsv', 'form-enter' → 'FormEnter', '{eventId}' → 'ByEventId'. */
function segmentWord(segment: string): string {
  const param = /^\{(.+)\}$/.exec(segment);
  if (param) return `By${capitalize(param[1] ?? '')}`;
  return segment.split(WORD_BREAK).map(capitalize).join('');
}

/** `method` + every path segment below `basePath`, camel-cased. */
export function operationIdFor(method: string, path: string, basePath: string): string {
  const below = path.startsWith(basePath) ? path.slice(basePath.length) : path;
  const words = below
    .split('/')
    .filter((segment) => segment !== '')
    .map(segmentWord);
  return method.toLowerCase() + (words.length > 0 ? words.join('') : 'Root');
}
