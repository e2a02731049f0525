import type { PaymentProviderContext, ProviderHttp } from '@zapisy/core';
import { type LoggedLine, ProviderLogCollector } from './provider-log.js';

export interface FakeProviderContextOptions {
  /** The fake's url. */
  baseUrl?: string;
  settings: Readonly<Record<string, unknown>>;
  /** Default 'sandbox'. */
  mode?: PaymentProviderContext['mode'];
  /** Default: the global fetch. */
  http?: ProviderHttp;
  /** Shares one log between contexts (default: a new one). */
  log?: ProviderLogCollector;
}

/** A provider context pointed at a fake gateway, with a log that remembers every line. */
export function fakeProviderContext(
  options: FakeProviderContextOptions,
): PaymentProviderContext & { lines: LoggedLine[]; logged: ProviderLogCollector } {
  const logged = options.log ?? new ProviderLogCollector();
  return {
    settings: options.settings,
    mode: options.mode ?? 'sandbox',
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    http: options.http ?? ((url, request) => fetch(url, request as RequestInit)),
    log: logged.log,
    now: () => new Date(),
    lines: logged.lines,
    logged,
  };
}
