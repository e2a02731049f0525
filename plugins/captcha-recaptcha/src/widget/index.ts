/** The browser part of reCAPTCHA v3: load api.js with the site key and get a token for the form's action. */
import { loadRecaptcha } from './load-script.js';

export { type Grecaptcha, loadRecaptcha } from './load-script.js';

/** The challenge as the API sends it. */
export interface RecaptchaChallengeJson {
  type: 'script';
  siteKey: string;
  scriptUrl: string;
  action: string;
}

/** A fresh token (valid 2 minutes, once): call it on submit, not on load. */
export async function recaptchaToken(challenge: RecaptchaChallengeJson): Promise<string> {
  const grecaptcha = await loadRecaptcha(challenge.scriptUrl);
  return grecaptcha.execute(challenge.siteKey, { action: challenge.action });
}
