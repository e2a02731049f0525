/** Google's host of reCAPTCHA: the script and siteverify (`context.baseUrl` replaces it with the fake). */
export const RECAPTCHA_HOST = 'https://www.google.com';

export const SITEVERIFY_PATH = '/recaptcha/api/siteverify';

export const recaptchaBase = (baseUrl?: string): string => (baseUrl ?? RECAPTCHA_HOST).replace(/\/+$/, '');

/** api.js with the site key: v3 renders nothing; `grecaptcha.execute(siteKey, { action })` gives a token. */
export const recaptchaScriptUrl = (siteKey: string, baseUrl?: string): string =>
  `${recaptchaBase(baseUrl)}/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;

/** Google's static host of reCAPTCHA's code (api.js loads recaptcha__pl.js from there). */
export const RECAPTCHA_STATIC_HOST = 'https://www.gstatic.com';

/**
 * The CSP sources reCAPTCHA v3 needs (Google's reCAPTCHA FAQ on Content Security Policy): scripts from
 * www.google.com/recaptcha/ and www.gstatic.com/recaptcha/, its frame (and calls) to www.google.com/recaptcha/. A
 * replaced host (the local fake) is allowed as a whole origin.
 */
export function recaptchaPageSources(baseUrl?: string): {
  script: string[];
  frame: string[];
  connect: string[];
} {
  if (baseUrl) {
    const origin = new URL(baseUrl).origin;
    return { script: [origin], frame: [origin], connect: [origin] };
  }
  const google = `${RECAPTCHA_HOST}/recaptcha/`;
  return { script: [google, `${RECAPTCHA_STATIC_HOST}/recaptcha/`], frame: [google], connect: [google] };
}
