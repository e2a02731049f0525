/**
 * Calls of the API typed by the generated OpenAPI types, over the shared client (session token, 60 s
 * timeout, dates revived, the spec §8 error mapping): `typedApi(api).get('/webhooks/{eventId}/secret',
 * { path: { eventId } })`. A path, parameter or field the server no longer has fails the type check.
 */

import type {
  ApiMethod,
  ApiPath,
  ApiPaths,
  ApiResponse,
  Operation,
  PathParams,
  QueryParams,
  RequestBody,
} from './api-types.js';
import type { ApiClient, RequestOptions } from './client.js';

type CallOptions = Omit<RequestOptions, 'body' | 'query'>;

/** What a call takes: path parameters when the path has any, the query and the body it declares. */
export type CallInit<O> = CallOptions &
  ([PathParams<O>] extends [undefined] ? { path?: undefined } : { path: PathParams<O> }) & {
    query?: QueryParams<O>;
  } & ([RequestBody<O>] extends [undefined] ? { body?: undefined } : { body: RequestBody<O> });

type Args<O> = [PathParams<O>] extends [undefined]
  ? [RequestBody<O>] extends [undefined]
    ? [init?: CallInit<O>]
    : [init: CallInit<O>]
  : [init: CallInit<O>];

type Call<M extends ApiMethod> = <P extends ApiPath<M>>(
  path: P,
  ...args: Args<Operation<P, M>>
) => Promise<ApiResponse<P, M>>;

export interface TypedApi {
  /** Tells it apart from the untyped ApiClient, whose methods would take a path template as it is. */
  readonly typed: true;
  get: Call<'get'>;
  post: Call<'post'>;
  put: Call<'put'>;
  patch: Call<'patch'>;
  delete: Call<'delete'>;
}

/** '/webhooks/{eventId}/secret' + { eventId: 'p 1' } → '/webhooks/p%201/secret'. */
export function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`Brak parametru ścieżki ${name} (${template})`);
    return encodeURIComponent(String(value));
  });
}

type LooseInit = CallOptions & { path?: Record<string, unknown>; query?: object; body?: unknown };

function caller(api: ApiClient, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') {
  return (path: keyof ApiPaths, init: LooseInit = {}) => {
    const { path: params, query, body, ...options } = init;
    return api.request(method, fillPath(path, params), {
      ...options,
      ...(query ? { query: query as RequestOptions['query'] } : {}),
      ...(body !== undefined ? { body } : {}),
    });
  };
}

export function typedApi(api: ApiClient): TypedApi {
  return {
    typed: true,
    get: caller(api, 'GET') as TypedApi['get'],
    post: caller(api, 'POST') as TypedApi['post'],
    put: caller(api, 'PUT') as TypedApi['put'],
    patch: caller(api, 'PATCH') as TypedApi['patch'],
    delete: caller(api, 'DELETE') as TypedApi['delete'],
  };
}
