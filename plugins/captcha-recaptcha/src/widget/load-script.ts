/**
 * Loads Google's api.js once per page and resolves with `window.grecaptcha` once it is ready. The script
 * comes from the challenge's `scriptUrl` (www.google.com, or the local fake in tests); a page whose
 * Content-Security-Policy refuses it gets a rejected promise, never a hang.
 */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const loading = new Map<string, Promise<Grecaptcha>>();

const LOAD_TIMEOUT_MS = 15_000;

function whenReady(grecaptcha: Grecaptcha): Promise<Grecaptcha> {
  return new Promise((resolve) => grecaptcha.ready(() => resolve(grecaptcha)));
}

export function loadRecaptcha(scriptUrl: string): Promise<Grecaptcha> {
  if (window.grecaptcha && typeof window.grecaptcha.execute === 'function')
    return whenReady(window.grecaptcha);
  let pending = loading.get(scriptUrl);
  if (pending) return pending;
  pending = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.defer = true;
    const timer = setTimeout(() => reject(new Error('reCAPTCHA script timed out')), LOAD_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      if (window.grecaptcha) whenReady(window.grecaptcha).then(resolve, reject);
      else reject(new Error('reCAPTCHA script loaded without grecaptcha'));
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error(`reCAPTCHA script failed: ${scriptUrl}`));
    };
    document.head.appendChild(script);
  });
  pending.catch(() => loading.delete(scriptUrl));
  loading.set(scriptUrl, pending);
  return pending;
}
