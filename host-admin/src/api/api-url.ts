/**
 * The address below `/services/api` of a GET the JSON client does not make (a streamed grid, a file
 * download), typed by the OpenAPI document like `typedApi`: a path, parameter or query field the server no
 * longer has fails the type check.
 */
import type { ApiPath, Operation, PathParams, QueryParams } from './api-types.js';
import { fillPath } from './typed-api.js';

type Query = Record<string, string | number | boolean | undefined>;

export function apiGetUrl<P extends ApiPath<'get'>>(
  path: P,
  params: PathParams<Operation<P, 'get'>>,
  query?: QueryParams<Operation<P, 'get'>>,
): string {
  const filled = fillPath(path, params as Record<string, unknown> | undefined);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
