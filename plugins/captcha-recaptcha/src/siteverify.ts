/**
 * `POST https://www.google.com/recaptcha/api/siteverify` (form-encoded `secret`, `response`, `remoteip`) →
 * `{ success, challenge_ts, hostname, score, action, 'error-codes' }`.
 */
import { type IntegrationContext, IntegrationError } from '@zapisy/core';
import { recaptchaBase, SITEVERIFY_PATH } from './hosts.js';

export interface SiteverifyAnswer {
  success: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  challenge_ts?: string;
  'error-codes'?: string[];
}

export interface SiteverifyRequest {
  secret: string;
  response: string;
  remoteip?: string;
}

const TIMEOUT_MS = 10_000;

function readAnswer(text: string): SiteverifyAnswer {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new IntegrationError('captcha', 'protocol', undefined, { reason: 'siteverify answer is not JSON' });
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    typeof (value as { success?: unknown }).success !== 'boolean'
  ) {
    throw new IntegrationError('captcha', 'protocol', undefined, {
      reason: 'siteverify answer without success',
    });
  }
  return value as SiteverifyAnswer;
}

export async function siteverify(
  request: SiteverifyRequest,
  context: IntegrationContext,
): Promise<SiteverifyAnswer> {
  const form = new URLSearchParams({ secret: request.secret, response: request.response });
  if (request.remoteip) form.set('remoteip', request.remoteip);
  let status: number;
  let text: string;
  try {
    const response = await context.http(`${recaptchaBase(context.baseUrl)}${SITEVERIFY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new IntegrationError('captcha', 'unavailable', undefined, {
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  if (status >= 500 || status === 429) {
    throw new IntegrationError('captcha', 'unavailable', undefined, { status });
  }
  if (status !== 200) throw new IntegrationError('captcha', 'rejected', undefined, { status });
  return readAnswer(text);
}
