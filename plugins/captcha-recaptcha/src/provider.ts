import {
  type BotChallenge,
  type BotProtection,
  type BotVerification,
  botRefusal,
  type IntegrationContext,
  IntegrationError,
  type IssueBotChallengeInput,
  type VerifyBotTokenInput,
} from '@zapisy/core';
import { refusalOf } from './error-codes.js';
import { recaptchaPageSources, recaptchaScriptUrl } from './hosts.js';
import { type RecaptchaSettings, readRecaptchaSettings } from './settings.js';
import { siteverify } from './siteverify.js';

export const RECAPTCHA_PROVIDER_ID = 'recaptcha';

function settingsOf(context: IntegrationContext): RecaptchaSettings {
  const settings = readRecaptchaSettings(context.settings);
  if (!settings) {
    throw new IntegrationError(
      'captcha',
      'configuration',
      'reCAPTCHA: brak klucza witryny lub klucza tajnego w ustawieniach integracji.',
    );
  }
  return settings;
}

/** Google reCAPTCHA v3 behind `Tokens.BotProtection`. */
export function createRecaptchaProtection(): BotProtection {
  return {
    id: RECAPTCHA_PROVIDER_ID,
    label: 'Google reCAPTCHA v3',
    selfHosted: false,
    pageSources: ({ baseUrl }) => recaptchaPageSources(baseUrl),
    async issueChallenge(input: IssueBotChallengeInput, context: IntegrationContext): Promise<BotChallenge> {
      const { siteKey } = settingsOf(context);
      return {
        type: 'script',
        siteKey,
        scriptUrl: recaptchaScriptUrl(siteKey, context.baseUrl),
        action: input.action,
      };
    },
    async verify(input: VerifyBotTokenInput, context: IntegrationContext): Promise<BotVerification> {
      const { secretKey, minScore } = settingsOf(context);
      if (input.token === '') return botRefusal('missing-token');
      const answer = await siteverify(
        { secret: secretKey, response: input.token, ...(input.remoteIp ? { remoteip: input.remoteIp } : {}) },
        context,
      );
      if (!answer.success) return refusalOf(answer['error-codes'] ?? []);
      const score = typeof answer.score === 'number' ? answer.score : 0;
      if (answer.action !== input.action) return botRefusal('action-mismatch', score);
      if (answer.hostname !== input.hostname) return botRefusal('hostname-mismatch', score);
      if (score < minScore) return botRefusal('low-score', score);
      return { ok: true, score, action: answer.action, hostname: answer.hostname };
    },
  };
}
