/** Google's host of reCAPTCHA: the script and siteverify (`context.baseUrl` replaces it with the fake). */
export const RECAPTCHA_HOST = 'https://www.google.com';

export const SITEVERIFY_PATH = '/recaptcha/api/siteverify';

export const recaptchaBase = (baseUrl?: string): string => (baseUrl ?? RECAPTCHA_HOST).replace(/\/+$/, '');

/** api.js with the site key: v3 renders nothing; `grecaptcha.execute(siteKey, { action })` gives a token. */
export const recaptchaScriptUrl = (siteKey: string, baseUrl?: string): string =>
  `${recaptchaBase(baseUrl)}/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
