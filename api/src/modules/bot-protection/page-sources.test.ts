import type { BotProtection } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { botProtectionPageSources } from './page-sources.js';

const provider = (id: string, pageSources?: BotProtection['pageSources']): BotProtection =>
  ({ id, label: id, selfHosted: !pageSources, pageSources }) as unknown as BotProtection;

const recaptchaLike = provider('recaptcha', ({ baseUrl }) =>
  baseUrl
    ? { script: [new URL(baseUrl).origin], frame: [new URL(baseUrl).origin] }
    : { script: ['https://www.google.com/recaptcha/'], frame: ['https://www.google.com/recaptcha/'] },
);

describe('botProtectionPageSources: the hosted pages allow what a loaded protection loads', () => {
  it("collects a third party's script and frame sources; a self-hosted proof of work adds none", () => {
    const sources = botProtectionPageSources({
      providers: [provider('pow'), recaptchaLike],
      serviceUrls: {},
      enabled: true,
    });
    expect(sources.script).toEqual(['https://www.google.com/recaptcha/']);
    expect(sources.frame).toEqual(['https://www.google.com/recaptcha/']);
  });

  it('a provider pointed at a local fake (BOT_PROTECTION_URL_<PROVIDER>) allows that origin instead', () => {
    const sources = botProtectionPageSources({
      providers: [recaptchaLike],
      serviceUrls: { RECAPTCHA: 'http://127.0.0.1:4020/' },
      enabled: true,
    });
    expect(sources.script).toEqual(['http://127.0.0.1:4020']);
  });

  it('BOT_PROTECTION=off: nothing is challenged, so nothing extra is allowed', () => {
    const sources = botProtectionPageSources({ providers: [recaptchaLike], serviceUrls: {}, enabled: false });
    expect(sources.script).toEqual([]);
  });
});
