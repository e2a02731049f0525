import { type BotVerification, botRefusal, IntegrationError } from '@zapisy/core';

/** The organizer's keys are wrong: not the participant's fault, so the API decides (never a silent pass). */
const KEY_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret']);

/**
 * A refused siteverify answer as the contract's refusal: missing-input-response → missing-token,
 * invalid-input-response → invalid-token, timeout-or-duplicate → expired (a token lives 2 minutes and is
 * single-use); wrong keys throw a configuration error, bad-request a protocol error.
 */
export function refusalOf(codes: readonly string[]): BotVerification {
  if (codes.some((code) => KEY_ERRORS.has(code))) {
    throw new IntegrationError(
      'captcha',
      'configuration',
      'Google odrzucił klucz tajny reCAPTCHA. Sprawdź klucze w ustawieniach integracji.',
      { codes: [...codes] },
    );
  }
  if (codes.includes('bad-request')) {
    throw new IntegrationError('captcha', 'protocol', undefined, { codes: [...codes] });
  }
  if (codes.includes('missing-input-response')) return botRefusal('missing-token');
  if (codes.includes('timeout-or-duplicate')) return botRefusal('expired');
  return botRefusal('invalid-token');
}
