/**
 * The API's paths below `/services/api` with their operations, from the types generated out of the
 * server's OpenAPI document (`generated/admin-api.ts`), and the pieces of one operation a caller needs.
 */
import type { HttpMethod, PathsWithMethod, SuccessResponseJSON } from 'openapi-typescript-helpers';
import type { paths } from './generated/admin-api.js';

type Below<P, Base extends string> = P extends `${Base}${infer Rest}` ? Rest : never;

/** `'/participants/{eventId}'` → its path item. */
export type ApiPaths = { [P in keyof paths as Below<P, '/services/api'>]: paths[P] };

export type ApiMethod = Extract<HttpMethod, 'get' | 'post' | 'put' | 'patch' | 'delete'>;

export type ApiPath<M extends ApiMethod> = PathsWithMethod<ApiPaths, M>;

export type Operation<P extends keyof ApiPaths, M extends ApiMethod> = ApiPaths[P][M & keyof ApiPaths[P]];

/** The JSON of a successful answer. */
export type ApiResponse<P extends keyof ApiPaths, M extends ApiMethod> = SuccessResponseJSON<
  Operation<P, M> & Record<string | number, unknown>
>;

type ParametersOf<O, In extends string> = O extends { parameters: { [K in In]: infer V } } ? V : undefined;

export type PathParams<O> = ParametersOf<O, 'path'>;
export type QueryParams<O> = O extends { parameters: { query?: infer V } } ? V : undefined;

/** The JSON body an operation takes. */
export type RequestBody<O> = O extends { requestBody?: infer R }
  ? [NonNullable<R>] extends [never]
    ? undefined
    : NonNullable<R> extends { content: { 'application/json': infer B } }
      ? B
      : undefined
  : undefined;
