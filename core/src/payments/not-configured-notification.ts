/**
 * A notification for an account without the keys to verify it: the provider is not configured for the
 * project (no keys at all, or keys of another gateway). Not a server error and not a forgery: the API
 * answers 404 'Płatności … nie są skonfigurowane dla tego projektu' and stores nothing.
 */
import type { PaymentNotificationResult } from '../plugins/payment-provider.js';
import { PaymentProviderError } from './provider-error.js';

type NotConfigured = Extract<PaymentNotificationResult, { accepted: false }> & { httpStatus: 404 };

export function notConfiguredNotification(reason: string): NotConfigured {
  return { accepted: false, httpStatus: 404, reason };
}

/**
 * Runs a provider's settings read for a notification: a missing setting (PaymentProviderError
 * 'configuration') becomes the not-configured answer instead of an exception.
 */
export function readNotificationKeys<T>(
  read: () => T,
  reason: string,
): { keys: T; refused?: undefined } | { keys?: undefined; refused: NotConfigured } {
  try {
    return { keys: read() };
  } catch (error) {
    if (isConfigurationError(error)) return { refused: notConfiguredNotification(reason) };
    throw error;
  }
}

/** Whether a thrown error is a provider's missing or wrong settings. */
export const isConfigurationError = (error: unknown): error is PaymentProviderError =>
  error instanceof PaymentProviderError && error.code === 'configuration';
