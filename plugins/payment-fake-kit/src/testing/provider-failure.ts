import { PaymentProviderError } from '@zapisy/core';

/** The PaymentProviderError `work` rejects with; anything else (or success) fails the test. */
export async function providerFailure(work: Promise<unknown>): Promise<PaymentProviderError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof PaymentProviderError) return error;
    throw error;
  }
  throw new Error('expected a PaymentProviderError');
}
