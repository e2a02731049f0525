import type { BotProtection, IntegrationContext, PluginLogger } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import type { BotProtectionConfig } from './config.js';
import type { ResolveDeps } from './resolve-protection.js';

/** What the bot-protection use cases need, built once per server (app-wiring.ts). */
export interface BotProtectionDeps extends ResolveDeps {
  store: Store;
  config: BotProtectionConfig;
  /** The per-project key that signs self-hosted challenges, the same in every process. */
  signingKeyOf(eventId: string): Promise<string>;
  /** The call context of `provider` with its settings for the project. */
  contextOf(provider: BotProtection, settings: Readonly<Record<string, unknown>>): IntegrationContext;
  log: PluginLogger;
  now(): Date;
}

/** The action a registration form's token is made for (reCAPTCHA: letters, digits, '/', '_'). */
export const REGISTER_ACTION = 'register';
