import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_PLUGINS,
  keysMustComeFromEnvironment,
  loadConfig,
  REPO_ROOT,
  testConfig,
} from './config.js';

describe('loadConfig', () => {
  it("defaults: port 3000, ./data, spec §9 'default API path /services/api', 'Default environment is production'", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('./data'),
      dbName: 'zapisy',
      environment: 'production',
      publicUrl: 'http://localhost:3000',
      baseDomain: 'localhost',
      apiPath: '/services/api',
      logLevel: 'info',
      plugins: [
        '@zapisy/plugin-translation-types',
        '@zapisy/plugin-form-fields',
        '@zapisy/plugin-payment-przelewy24',
        '@zapisy/plugin-payment-przelewy24-marketplace',
        '@zapisy/plugin-payment-payu',
        '@zapisy/plugin-payment-paynow',
        '@zapisy/plugin-accounting-ifirma',
        '@zapisy/plugin-accounting-fakturownia',
        '@zapisy/plugin-captcha-pow',
        '@zapisy/plugin-captcha-recaptcha',
      ],
      bodyLimit: 1024 * 1024,
      consoleErrorRetentionDays: 30,
      domainEventsRetentionDays: 30,
      handlerTimeoutMs: 60_000,
      trustProxy: false,
    });
    expect(c.mongodbUri).toBeUndefined();
    expect(c.webRoot).toBe(REPO_ROOT);
  });

  it('"sensible defaults, configurable by env and off-able for load tests": public-write limits and bot protection', () => {
    const on = loadConfig({});
    expect(on.publicLimits).toMatchObject({
      enabled: true,
      windowSeconds: 60,
      scopes: { registration: { perIp: 20, perProject: 300 }, 'console-error': { perIp: 30, perProject: 0 } },
    });
    expect(on.botProtection).toEqual({ enabled: true, powMaxNumber: 20_000, serviceUrls: {} });
    const tuned = loadConfig({
      RATE_LIMITS: 'off',
      RATE_LIMIT_REGISTRATION_PER_IP: '40',
      RATE_LIMIT_FORM_ENTER_PER_PROJECT: '0',
      BOT_PROTECTION: 'off',
      BOT_PROTECTION_POW_MAX_NUMBER: '2000',
      BOT_PROTECTION_URL_RECAPTCHA: 'http://127.0.0.1:4020/',
    });
    expect(tuned.publicLimits.enabled).toBe(false);
    expect(tuned.publicLimits.scopes.registration.perIp).toBe(40);
    expect(tuned.publicLimits.scopes['form-enter'].perProject).toBe(0);
    expect(tuned.botProtection).toEqual({
      enabled: false,
      powMaxNumber: 2000,
      serviceUrls: { RECAPTCHA: 'http://127.0.0.1:4020' },
    });
    expect(() => loadConfig({ RATE_LIMITS: 'maybe', BOT_PROTECTION_POW_MAX_NUMBER: '5' })).toThrow(
      /RATE_LIMITS="maybe"[\s\S]*BOT_PROTECTION_POW_MAX_NUMBER="5"/,
    );
  });

  it('reads PORT, DATA_DIR, MONGODB_URI, PUBLIC_URL, ZAPISY_PLUGINS and friends', () => {
    const c = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/zapisy',
      MONGODB_URI: 'mongodb://db:27017/?replicaSet=rs0',
      MONGODB_DB: 'zapisy_test',
      ZAPISY_ENV: 'development',
      PUBLIC_URL: 'https://zapisy.example.pl/',
      BASE_DOMAIN: 'Zapisy.Example.pl',
      ZAPISY_PLUGINS: ' @zapisy/plugin-translation-types , ./local-plugin.js ,',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '10.0.0.0/8',
    });
    expect(c).toMatchObject({
      port: 8080,
      dataDir: '/tmp/zapisy',
      mongodbUri: 'mongodb://db:27017/?replicaSet=rs0',
      dbName: 'zapisy_test',
      environment: 'development',
      publicUrl: 'https://zapisy.example.pl',
      baseDomain: 'zapisy.example.pl',
      plugins: ['@zapisy/plugin-translation-types', './local-plugin.js'],
      logLevel: 'debug',
      trustProxy: '10.0.0.0/8',
    });
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ ZAPISY_PLUGINS: '' }).plugins).toEqual(DEFAULT_PLUGINS);
  });

  it('"The bare host redirects to its www form" only with WWW_REDIRECT=true, so localhost keeps working', () => {
    expect(loadConfig({}).wwwRedirect).toBe(false);
    expect(loadConfig({ WWW_REDIRECT: 'true' }).wwwRedirect).toBe(true);
  });

  it('webhooks to private addresses only with WEBHOOKS_ALLOW_PRIVATE_TARGETS=1: off by default, on in testConfig', () => {
    expect(loadConfig({}).webhooks).toEqual({ allowPrivateTargets: false });
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1' }).webhooks).toEqual({
      allowPrivateTargets: true,
    });
    expect(testConfig().webhooks).toEqual({ allowPrivateTargets: true });
    expect(() => loadConfig({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'yes' })).toThrow(
      'WEBHOOKS_ALLOW_PRIVATE_TARGETS="yes": oczekiwano 1 (true) lub 0 (false)',
    );
  });

  it('keys come from the environment in production on MongoDB, and are generated on the embedded store', () => {
    expect(
      keysMustComeFromEnvironment({ environment: 'production', mongodbUri: 'mongodb://db/zapisy' }),
    ).toBe(true);
    expect(keysMustComeFromEnvironment({ environment: 'production' })).toBe(false);
    expect(keysMustComeFromEnvironment({ environment: 'test', mongodbUri: 'mongodb://db/zapisy' })).toBe(
      false,
    );
  });

  it('the retention periods are checked at start-up: whole days from 1 to 3650, like the jobs read them', () => {
    expect(loadConfig({ DOMAIN_EVENTS_RETENTION_DAYS: ' 7 ' }).domainEventsRetentionDays).toBe(7);
    expect(loadConfig({ CONSOLE_ERRORS_RETENTION_DAYS: '90' }).consoleErrorRetentionDays).toBe(90);
    for (const bad of ['0', '-1', 'tydzień', '1.5', '3651']) {
      expect(() => loadConfig({ DOMAIN_EVENTS_RETENTION_DAYS: bad })).toThrow(
        `DOMAIN_EVENTS_RETENTION_DAYS="${bad}": oczekiwano liczby całkowitej od 1 do 3650`,
      );
    }
    expect(() =>
      loadConfig({ DOMAIN_EVENTS_RETENTION_DAYS: '0', CONSOLE_ERRORS_RETENTION_DAYS: 'x' }),
    ).toThrow(/CONSOLE_ERRORS_RETENTION_DAYS="x"[\s\S]*DOMAIN_EVENTS_RETENTION_DAYS="0"/);
  });

  it('invalid values fail at start-up with every problem listed', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        ZAPISY_ENV: 'staging',
        LOG_LEVEL: 'loud',
        MONGODB_URI: 'postgres://x',
        PUBLIC_URL: 'nope',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(5);
    expect((error as ConfigError).message).toMatch(
      /^Nieprawidłowa konfiguracja środowiska:\n {2}- PORT="abc"/,
    );
    expect(problems.join('\n')).toMatch(
      /ZAPISY_ENV="staging": dozwolone wartości to production, test, development/,
    );
  });
});
