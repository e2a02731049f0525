import { definePlugin, Tokens } from '@zapisy/core';
import { createRecaptchaProtection, RECAPTCHA_PROVIDER_ID } from './provider.js';
import { recaptchaProjectSettingsSchema, recaptchaSettingsSchema } from './settings.js';

export { refusalOf } from './error-codes.js';
export { RECAPTCHA_HOST, recaptchaScriptUrl, SITEVERIFY_PATH } from './hosts.js';
export { createRecaptchaProtection, RECAPTCHA_PROVIDER_ID } from './provider.js';
export {
  RECAPTCHA_DEFAULT_MIN_SCORE,
  type RecaptchaSettings,
  readRecaptchaSettings,
  recaptchaProjectSettingsSchema,
  recaptchaSettingsSchema,
} from './settings.js';
export { type SiteverifyAnswer, siteverify } from './siteverify.js';

/**
 * Registers reCAPTCHA v3 under the multi-token `Tokens.BotProtection` and declares its settings (an
 * integration each organization switches on, with keys; a project may use its own site).
 */
const recaptchaPlugin = definePlugin({
  id: 'captcha-recaptcha',
  version: '0.1.0',
  kind: 'captcha',
  compatibility: '^0.1.0',
  settings: {
    module: RECAPTCHA_PROVIDER_ID,
    label: 'Google reCAPTCHA v3',
    slot: 'integration',
    group: 'recaptcha',
    organization: recaptchaSettingsSchema,
    project: recaptchaProjectSettingsSchema,
  },
  register(container) {
    container.register(Tokens.BotProtection, { useValue: createRecaptchaProtection() });
  },
});

export default recaptchaPlugin;
