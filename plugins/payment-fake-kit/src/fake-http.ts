import type { IncomingMessage } from 'node:http';

/** One request to a fake gateway, body read in full. */
export interface FakeHttpRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  rawBody: string;
}

/** What a fake gateway answers: the body as sent, JSON unless `contentType` says otherwise. */
export interface FakeAnswer {
  status: number;
  body: string;
  contentType?: string;
  /** Sent as the `Location` header (302 redirects, PayU's order create). */
  location?: string;
  headers?: Record<string, string>;
}

/** A test hook that cannot do what it was asked: answered as `{error: message}` with `status`. */
export class FakeHookError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const MAX_BODY = 1_000_000;

/** Reads the whole request (at most 1 MB; more is an error). */
export async function readFakeRequest(request: IncomingMessage): Promise<FakeHttpRequest> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(buffer);
  }
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  return {
    method: request.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    rawBody: Buffer.concat(chunks).toString('utf8'),
  };
}

/** The headers as one string each (repeated ones joined by ', '), the way a notification endpoint reads them. */
export function headerValues(headers: FakeHttpRequest['headers']): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers))
    values[name] = Array.isArray(value) ? value.join(', ') : value;
  return values;
}

/** Reads an application/x-www-form-urlencoded body (the paywall's buttons). */
export function parseForm(rawBody: string): URLSearchParams {
  return new URLSearchParams(rawBody);
}

/** The decoded first group of `pattern` in `path` (e.g. the payment id of `/paywall/:id`), or undefined. */
export function pathParam(pattern: RegExp, path: string): string | undefined {
  const value = pattern.exec(path)?.[1];
  return value === undefined ? undefined : decodeURIComponent(value);
}

export function jsonAnswer(status: number, body: unknown, contentType?: string): FakeAnswer {
  return { status, body: JSON.stringify(body), ...(contentType === undefined ? {} : { contentType }) };
}

export function htmlAnswer(status: number, body: string): FakeAnswer {
  return { status, body, contentType: 'text/html; charset=utf-8' };
}

export function redirectAnswer(location: string): FakeAnswer {
  return { status: 302, body: '', location };
}
