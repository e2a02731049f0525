/** The widget's HTTP basics: the kit's fetch with a timeout, failing as an 'unavailable' WidgetApiError. */
import { fetchWithTimeout as kitFetch } from '@zapisy/widget-kit';
import { WidgetApiError } from './errors.js';

export { isRecord, REQUEST_TIMEOUT_MS, trimSlash } from '@zapisy/widget-kit';

const networkError = (message: string) => new WidgetApiError('unavailable', message);

/** fetch with JSON accepted and a 15 s timeout; a network failure is an 'unavailable' WidgetApiError. */
export function fetchWithTimeout(url: string, init: RequestInit = {}): Promise<Response> {
  return kitFetch(url, init, networkError);
}
