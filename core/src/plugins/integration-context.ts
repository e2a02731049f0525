import type { PluginLogger } from './contract.js';
import type { ProviderHttp } from './provider-http.js';

/**
 * What every call of an integration contract (payments, accounting, e-invoicing, e-mail, SMS, bot
 * protection, documents) gets from the API besides its input; `PaymentProviderContext` is this type, so one
 * builder serves every kind. An integration never reads the store or the environment: what it needs comes
 * in here or in the input.
 */
export interface IntegrationContext {
  /** The decrypted settings of the module: the organization's, overridden by the project's (or the system's). */
  settings: Readonly<Record<string, unknown>>;
  /** 'sandbox' uses the service's test environment (a gateway's public sandbox, KSeF TE/TR, SMSAPI test=1, …). */
  mode: 'production' | 'sandbox';
  /** Overrides the service's host (its local fake in tests and e2e), e.g. 'http://127.0.0.1:4010'. */
  baseUrl?: string;
  http: ProviderHttp;
  log: PluginLogger;
  now(): Date;
}
