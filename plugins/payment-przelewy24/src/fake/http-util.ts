import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  rawBody: string;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  /** Sent as is (HTML, plain text) instead of JSON. */
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

const MAX_BODY = 1_000_000;

export async function readRequest(request: IncomingMessage): Promise<FakeRequest> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY) {
      throw new Error('body too large');
    }
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

export function send(res: ServerResponse, reply: FakeResponse): void {
  const body = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
  res.writeHead(reply.status, {
    'content-type':
      reply.contentType ?? (reply.text === undefined ? 'application/json' : 'text/plain; charset=utf-8'),
    'content-length': Buffer.byteLength(body),
    ...reply.headers,
  });
  res.end(body);
}

/** P24's error shape: {"error": "…", "code": 400}. */
export function p24Error(status: number, error: unknown): FakeResponse {
  return { status, body: { error, code: status } };
}

export const UNAUTHORIZED = p24Error(401, 'Incorrect authentication');

/** True when the Basic credentials are exactly `user:password` (constant-time). */
export function basicAuthMatches(header: string | undefined, user: string, password: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match?.[1]) {
    return false;
  }
  const given = Buffer.from(match[1], 'base64');
  const expected = Buffer.from(`${user}:${password}`, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function parseJsonObject(raw: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Reads an application/x-www-form-urlencoded body (the payer page's buttons). */
export function parseForm(raw: string): URLSearchParams {
  return new URLSearchParams(raw);
}

export function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function isNonEmptyText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
