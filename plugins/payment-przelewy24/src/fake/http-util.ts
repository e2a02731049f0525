import { timingSafeEqual } from 'node:crypto';
import type { FakeAnswer } from '@zapisy/payment-fake-kit';

export type { FakeHttpRequest as FakeRequest } from '@zapisy/payment-fake-kit';
export { escapeHtml, parseForm, parseJsonObject } from '@zapisy/payment-fake-kit';

export interface FakeResponse {
  status: number;
  body?: unknown;
  /** Sent as is (HTML, plain text) instead of JSON. */
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/** The kit server's answer for a reply. */
export function toFakeAnswer(reply: FakeResponse): FakeAnswer {
  return {
    status: reply.status,
    body: reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body)),
    contentType:
      reply.contentType ?? (reply.text === undefined ? 'application/json' : 'text/plain; charset=utf-8'),
    ...(reply.headers === undefined ? {} : { headers: reply.headers }),
  };
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

export function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function isNonEmptyText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}
