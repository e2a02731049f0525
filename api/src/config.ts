import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AuthConfig, loadAuthConfig } from './auth/config.js';
import { loadOAuthConfig, type OAuthConfig } from './auth/oauth/config.js';
import { type Env, envReader } from './env-reader.js';
import { loadPublicLimitsConfig, type PublicLimitsConfig } from './limits/config.js';
import { loadMailConfig, type MailConfig } from './mail/config.js';
import { type BotProtectionConfig, loadBotProtectionConfig } from './modules/bot-protection/config.js';
import { loadPaymentsConfig, type PaymentsConfig } from './modules/payments/config.js';
import { loadWebhooksConfig, type WebhooksConfig } from './modules/webhooks/config.js';
import { parseFrameAncestors } from './web/frame-ancestors.js';

/** Where the spec's environment names come from (§9: "Default environment is production"). */
export type Environment = 'production' | 'test' | 'development';

export interface AppConfig {
  /** PORT, default 3000. */
  port: number;
  /** HOST, default '0.0.0.0'. */
  host: string;
  /** DATA_DIR, default './data', resolved against the working directory. Embedded store lives here. */
  dataDir: string;
  /** MONGODB_URI; when set, the mongodb adapter is used instead of the embedded store. */
  mongodbUri?: string;
  /** MONGODB_DB, default 'zapisy'. */
  dbName: string;
  /** ZAPISY_ENV, default 'production'. */
  environment: Environment;
  /** PUBLIC_URL without a trailing slash, default `http://localhost:${port}`. */
  publicUrl: string;
  /** BASE_DOMAIN, default 'localhost': projects live on `<domain>.<baseDomain>` and on `/<domain>/`. */
  baseDomain: string;
  /** Spec §9: default API path. */
  apiPath: '/services/api';
  /** The repository root (where widgets/<name>/dist and host-admin/dist live). */
  webRoot: string;
  /** LOG_LEVEL, default 'info'. */
  logLevel: LogLevel;
  /** ZAPISY_PLUGINS, comma separated module specifiers, default DEFAULT_PLUGINS (vocabularies, form fields, the four payment providers, the two accounting modules, the two bot protections). */
  plugins: string[];
  /** Largest accepted request body in bytes (BODY_LIMIT, default 1 MiB). */
  bodyLimit: number;
  /** CONSOLE_ERRORS_RETENTION_DAYS, default 30: the retention job deletes older console errors. */
  consoleErrorRetentionDays: number;
  /** DOMAIN_EVENTS_RETENTION_DAYS, default 30: the retention job deletes handled domain events older than that. */
  domainEventsRetentionDays: number;
  /**
   * REGISTRATION_MAX_IN_FLIGHT, default 200: registrations processed at once before new ones are accepted
   * with 202 and finished in the background (0: every registration answers 202).
   */
  registrationMaxInFlight: number;
  /**
   * REGISTRATION_LEASE_MS, default 60000: how long the process working on a registration is trusted; a
   * registration still new or processing after it is taken over by the sweep job.
   */
  registrationLeaseMs: number;
  /** REGISTRATION_SWEEP_EVERY_SECONDS, default 30: how often the sweep job looks for such registrations. */
  registrationSweepEverySeconds: number;
  /** API_TIMEOUT_MS, default 60000 (spec §7/§9: "Timeout 60 s"): a slower handler answers 504. */
  handlerTimeoutMs: number;
  /** TRUST_PROXY: 'true', 'false' (default) or proxy addresses/CIDRs ('10.0.0.0/8,127.0.0.1'). */
  trustProxy: boolean | string;
  /** RATE_LIMITS, RATE_LIMIT_WINDOW_SECONDS, RATE_LIMIT_<SCOPE>_PER_IP/_PER_PROJECT: see limits/config.ts. */
  publicLimits: PublicLimitsConfig;
  /** BOT_PROTECTION_POW_MAX_NUMBER, BOT_PROTECTION_URL_<PROVIDER>: see modules/bot-protection/config.ts. */
  botProtection: BotProtectionConfig;
  /** WWW_REDIRECT=true: the bare host redirects to its www form (spec §2); off by default for localhost. */
  wwwRedirect: boolean;
  /**
   * HOSTED_FRAME_ANCESTORS: origins besides this one that may show the hosted pages in an iframe
   * (CSP frame-ancestors; empty by default). The embed needs none: widgets mount into the page itself.
   */
  hostedFrameAncestors: string[];
  /** ZAPISY_JWT_SECRET, AUTH_TOKEN_TTL_SECONDS, LOGIN_RATE_LIMIT_*: see auth/config.ts. */
  auth: AuthConfig;
  /** MAIL_FROM, SMTP_URL or SMTP_HOST/PORT/USER/PASS/SECURE: see mail/config.ts. */
  mail: MailConfig;
  /** PAYMENT_GATEWAYS_MODE, PAYMENT_GATEWAY_URL_<PROVIDER>, PAYMENT_NOTIFICATION_MAX_ATTEMPTS: see payments/config.ts. */
  payments: PaymentsConfig;
  /** GOOGLE_SIGN_IN, FACEBOOK_SIGN_IN and their credentials (both off by default): see auth/oauth/config.ts. */
  oauth: OAuthConfig;
  /** WEBHOOKS_ALLOW_PRIVATE_TARGETS (default off; on in testConfig): see webhooks/config.ts. */
  webhooks: WebhooksConfig;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_PLUGINS = [
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
];
export const API_PATH = '/services/api';

/** Thrown by `loadConfig` with every problem found, so a bad environment fails at start-up with one message. */
export class ConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Nieprawidłowa konfiguracja środowiska:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** The repository root: api/src/config.ts and api/dist/config.js both sit two levels below it. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/[\\/]$/, '');

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const { read, int } = envReader(env, problems);

  const port = int('PORT', 3000, 0, 65535);
  const host = read('HOST') ?? '0.0.0.0';

  const environment = read('ZAPISY_ENV') ?? 'production';
  if (environment !== 'production' && environment !== 'test' && environment !== 'development') {
    problems.push(`ZAPISY_ENV="${environment}": dozwolone wartości to production, test, development`);
  }

  const logLevel = read('LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL="${logLevel}": dozwolone wartości to ${LOG_LEVELS.join(', ')}`);
  }

  const mongodbUri = read('MONGODB_URI');
  if (mongodbUri !== undefined && !/^mongodb(\+srv)?:\/\//.test(mongodbUri)) {
    problems.push('MONGODB_URI: adres musi zaczynać się od mongodb:// lub mongodb+srv://');
  }
  const dbName = read('MONGODB_DB') ?? 'zapisy';
  if (!/^[A-Za-z0-9_-]{1,63}$/.test(dbName)) {
    problems.push(`MONGODB_DB="${dbName}": dozwolone są litery, cyfry, '_' i '-' (do 63 znaków)`);
  }

  let publicUrl = read('PUBLIC_URL') ?? `http://localhost:${port}`;
  try {
    const url = new URL(publicUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    publicUrl = publicUrl.replace(/\/+$/, '');
  } catch {
    problems.push(`PUBLIC_URL="${publicUrl}": oczekiwano adresu http:// lub https://`);
  }

  const baseDomain = (read('BASE_DOMAIN') ?? 'localhost').toLowerCase();
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(baseDomain)) {
    problems.push(`BASE_DOMAIN="${baseDomain}": oczekiwano nazwy domeny, np. zapisy.example.pl`);
  }

  const pluginsRaw = read('ZAPISY_PLUGINS');
  const plugins =
    pluginsRaw === undefined
      ? [...DEFAULT_PLUGINS]
      : pluginsRaw
          .split(',')
          .map((p) => p.trim())
          .filter((p) => p !== '');

  const trustRaw = read('TRUST_PROXY');
  let trustProxy: boolean | string = false;
  if (trustRaw !== undefined) {
    if (trustRaw === 'true' || trustRaw === 'false') trustProxy = trustRaw === 'true';
    else if (/^[0-9a-f.:/, ]+$/i.test(trustRaw)) trustProxy = trustRaw;
    else problems.push(`TRUST_PROXY="${trustRaw}": oczekiwano true, false lub listy adresów IP/CIDR`);
  }

  const config: AppConfig = {
    port,
    host,
    dataDir: resolve(read('DATA_DIR') ?? './data'),
    dbName,
    environment: environment as Environment,
    publicUrl,
    baseDomain,
    apiPath: API_PATH,
    webRoot: REPO_ROOT,
    logLevel: logLevel as LogLevel,
    plugins,
    bodyLimit: int('BODY_LIMIT', 1024 * 1024, 1024, 100 * 1024 * 1024),
    consoleErrorRetentionDays: int('CONSOLE_ERRORS_RETENTION_DAYS', 30, 1, 3650),
    domainEventsRetentionDays: int('DOMAIN_EVENTS_RETENTION_DAYS', 30, 1, 3650),
    registrationMaxInFlight: int('REGISTRATION_MAX_IN_FLIGHT', 200, 0, 100_000),
    registrationLeaseMs: int('REGISTRATION_LEASE_MS', 60_000, 100, 24 * 3_600_000),
    registrationSweepEverySeconds: int('REGISTRATION_SWEEP_EVERY_SECONDS', 30, 1, 86_400),
    handlerTimeoutMs: int('API_TIMEOUT_MS', 60_000, 1, 3_600_000),
    trustProxy,
    wwwRedirect: read('WWW_REDIRECT') === 'true',
    hostedFrameAncestors: parseFrameAncestors(read('HOSTED_FRAME_ANCESTORS'), problems),
    auth: loadAuthConfig(env, problems),
    mail: loadMailConfig(env, publicUrl, problems),
    payments: loadPaymentsConfig(env, problems),
    oauth: loadOAuthConfig(env, problems),
    webhooks: loadWebhooksConfig(env, problems),
    publicLimits: loadPublicLimitsConfig(env, problems),
    botProtection: loadBotProtectionConfig(env, problems),
  };
  if (mongodbUri !== undefined) config.mongodbUri = mongodbUri;

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * A config for tests: production defaults with a temp data dir and overrides; webhooks may go to private
 * addresses, since the tests' receivers listen on 127.0.0.1.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // Limits off: the API tests send many registrations from one address; the limits' own tests turn them on.
  const env = {
    ZAPISY_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1',
    RATE_LIMITS: 'off',
  };
  return { ...loadConfig(env), ...overrides };
}

/**
 * Where signing and encryption keys come from. Production on MongoDB (several processes, a real
 * deployment) must take them from the environment (ZAPISY_JWT_SECRET, ZAPISY_SECRETS_KEY). On the embedded
 * store (one process, one data directory: a demo or a single organizer) a missing key is generated once and
 * kept in the data directory's `settings`, and the server warns at start (see main.ts), the way self-hosted
 * products write their secret key on first start.
 */
export function keysMustComeFromEnvironment(config: {
  environment: Environment;
  mongodbUri?: string;
}): boolean {
  return config.environment === 'production' && config.mongodbUri !== undefined;
}
