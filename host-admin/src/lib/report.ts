import { DEFAULT_API_PATH } from './api.js';

export interface ErrorReport {
  message: string;
  url: string;
  userAgent: string;
  timestamp: string;
  user: string;
  username: string;
  role: string;
  stack?: string;
  componentStack?: string;
}

export interface ReportUser {
  email?: string | null;
  username?: string | null;
  role?: string | null;
}

const FAILURE_TO_REPORT = 'Nie udało się zgłosić błędu';

/** Builds the body the spec's second reporter sends (§7: POST /console-error). */
export function buildErrorReport(
  error: unknown,
  componentStack?: string | null,
  who: ReportUser = {},
): ErrorReport {
  const err = error instanceof Error ? error : null;
  const message = err ? err.message || err.name : typeof error === 'string' ? error : safeString(error);
  const report: ErrorReport = {
    message,
    url: typeof location === 'undefined' ? '' : location.href,
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    timestamp: new Date().toISOString(),
    user: who.email || 'anonymous',
    username: who.username || 'anonymous',
    role: who.role || 'guest',
  };
  if (err?.stack) report.stack = err.stack;
  if (componentStack) report.componentStack = componentStack;
  return report;
}

function safeString(value: unknown): string {
  try {
    return value === undefined ? '' : (JSON.stringify(value) ?? String(value));
  } catch {
    return String(value);
  }
}

/**
 * Best-effort report of a render error to `POST /services/api/console-error`.
 * Skipped when the message is empty or is itself a failure-to-report message. Never throws or rejects.
 */
export async function reportError(
  error: unknown,
  componentStack?: string | null,
  options: { fetchImpl?: typeof fetch; apiPath?: string; user?: ReportUser } = {},
): Promise<boolean> {
  try {
    const report = buildErrorReport(error, componentStack, options.user);
    if (!report.message.trim() || report.message.includes(FAILURE_TO_REPORT)) return false;
    const doFetch = options.fetchImpl ?? (typeof fetch === 'function' ? fetch : null);
    if (!doFetch) return false;
    const res = await doFetch(`${options.apiPath ?? DEFAULT_API_PATH}/console-error`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    });
    return res.ok;
  } catch {
    try {
      console.warn(FAILURE_TO_REPORT);
    } catch {
      // ignore
    }
    return false;
  }
}
