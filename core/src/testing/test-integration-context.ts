import type { PluginLogger } from '../plugins/contract.js';
import type { IntegrationContext } from '../plugins/integration-context.js';

/** The instant every test context starts at: a Wednesday within KSeF's obligation for everyone. */
export const TEST_NOW = new Date('2026-04-01T10:00:00.000Z');

export interface LoggedEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  data?: Record<string, unknown>;
}

/** A call context for contract calls in tests: no network, a fixed clock, a log that keeps its entries. */
export interface TestIntegrationContext extends IntegrationContext {
  readonly logged: readonly LoggedEntry[];
}

/**
 * A context with empty settings, 'sandbox' mode, `now()` at TEST_NOW and an `http` that refuses every
 * request (a double never needs one; a plugin under test gets its own fake's URL in `baseUrl` instead).
 */
export function createTestIntegrationContext(
  overrides: Partial<IntegrationContext> = {},
): TestIntegrationContext {
  const logged: LoggedEntry[] = [];
  const entry = (level: LoggedEntry['level']) => (message: string, data?: Record<string, unknown>) => {
    logged.push(data === undefined ? { level, message } : { level, message, data });
  };
  const log: PluginLogger = { info: entry('info'), warn: entry('warn'), error: entry('error') };
  return {
    settings: {},
    mode: 'sandbox',
    http: async (url) => {
      throw new Error(`No HTTP in a test context (${url})`);
    },
    log,
    now: () => new Date(TEST_NOW),
    ...overrides,
    logged,
  };
}
