import type { PluginLogger } from '@zapisy/core';

export interface LoggedLine {
  level: 'info' | 'warn' | 'error';
  message: string;
  data?: Record<string, unknown>;
}

/** Every logged line and error as one string, to assert that no key leaks into either. */
export function everythingSaid(lines: readonly LoggedLine[], errors: readonly unknown[] = []): string {
  return JSON.stringify({
    lines,
    errors: errors.map((error) =>
      error instanceof Error ? { message: error.message, stack: error.stack, ...(error as object) } : error,
    ),
  });
}

/** A provider log that remembers every line, and checks that no secret was ever said. */
export class ProviderLogCollector {
  readonly lines: LoggedLine[] = [];
  readonly log: PluginLogger = {
    info: (message, data) => this.push('info', message, data),
    warn: (message, data) => this.push('warn', message, data),
    error: (message, data) => this.push('error', message, data),
  };

  clear(): void {
    this.lines.length = 0;
  }

  /** Throws naming the first secret found in a logged line or in one of `errors`. */
  assertNoSecret(secrets: readonly string[], errors: readonly unknown[] = []): void {
    const said = everythingSaid(this.lines, errors);
    for (const secret of secrets) {
      if (secret !== '' && said.includes(secret)) {
        throw new Error(`A secret leaked into the log or an error (…${secret.slice(-4)})`);
      }
    }
  }

  private push(level: LoggedLine['level'], message: string, data?: Record<string, unknown>): void {
    this.lines.push({ level, message, ...(data === undefined ? {} : { data }) });
  }
}
