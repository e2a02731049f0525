import { describe, expect, it } from 'vitest';
import { recaptchaPageSources } from './hosts.js';

describe('recaptchaPageSources: what a hosted page with reCAPTCHA v3 must allow in its CSP', () => {
  it("Google's hosts: scripts from www.google.com/recaptcha/ and www.gstatic.com/recaptcha/, the frame from www.google.com/recaptcha/", () => {
    expect(recaptchaPageSources()).toEqual({
      script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      frame: ['https://www.google.com/recaptcha/'],
      connect: ['https://www.google.com/recaptcha/'],
    });
  });

  it("a replaced host (the local fake) is allowed as its whole origin, the fake's api.js calling it too", () => {
    const origin = 'http://127.0.0.1:4020';
    expect(recaptchaPageSources(`${origin}/`)).toEqual({
      script: [origin],
      frame: [origin],
      connect: [origin],
    });
  });
});
