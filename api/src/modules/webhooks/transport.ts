/**
 * The HTTP POST of one webhook attempt, with node:http(s) so the connection goes to the addresses the
 * target guard checked (its `lookup` answers with them instead of asking DNS again; TLS still verifies the
 * certificate against the host name). Redirects are not followed; the answer's body is never read.
 */
import type { LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

export interface WebhookRequest {
  url: URL;
  /** Connect only to these (checked) addresses; null: resolve the host normally. */
  addresses: LookupAddress[] | null;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

/** A `lookup` that answers with the given addresses whatever the host, in either callback form. */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    const first = addresses[0] as LookupAddress;
    if (options?.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  }) as LookupFunction;
}

/** POSTs the request; resolves with the answer's HTTP status, rejects on a network error or abort. */
export function postWebhookRequest(request: WebhookRequest): Promise<number> {
  const { url } = request;
  const body = Buffer.from(request.body, 'utf8');
  const options: RequestOptions = {
    method: 'POST',
    headers: { ...request.headers, 'content-length': String(body.length) },
    signal: request.signal,
    agent: false,
  };
  if (request.addresses) options.lookup = pinnedLookup(request.addresses);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const outgoing = send(url, options, (response) => {
      resolve(response.statusCode ?? 0);
      response.destroy();
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
