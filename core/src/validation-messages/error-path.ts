import type { AjvErrorLike } from './ajv-error.js';

/** The path segments an error is about, the missing or unknown property included. */
export function errorSegments(error: AjvErrorLike): string[] {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra =
    error.keyword === 'required' || error.keyword === 'dependentRequired' || error.keyword === 'dependencies'
      ? error.params.missingProperty
      : error.keyword === 'additionalProperties'
        ? error.params.additionalProperty
        : undefined;
  if (extra !== undefined) segments.push(String(extra));
  return segments;
}

/** ['items', '0', 'name'] → 'items[0].name' (how the server's list names a field). */
export function segmentsToListPath(segments: readonly string[]): string {
  return segments.map((s) => (/^\d+$/.test(s) ? `[${s}]` : `.${s}`)).join('');
}

/** 'items[0].name' → ['items', '0', 'name']. */
export function listPathToSegments(path: string): string[] {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((s) => s !== '');
}
