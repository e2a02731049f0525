/**
 * The HTTP a payment provider may use: a structural subset of the WHATWG `fetch` (Node 20's global fetch
 * satisfies it), injected so tests point a provider at its local fake and no provider opens sockets of its
 * own. Providers must pass `redirect: 'manual'` where a gateway answers with a redirect (PayU's order create
 * answers 302 with a JSON body).
 */
export interface ProviderHttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  redirect?: 'manual' | 'follow' | 'error';
  /** An AbortSignal (e.g. `AbortSignal.timeout(15_000)`); typed structurally as core has no DOM types. */
  signal?: { readonly aborted: boolean };
}

export interface ProviderHttpResponse {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export type ProviderHttp = (url: string, request: ProviderHttpRequest) => Promise<ProviderHttpResponse>;
