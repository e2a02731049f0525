import { useQuery } from '@tanstack/react-query';
import { ForbiddenError } from '@zapisy/core';
import { SessionExpiredError } from '../../api/errors.js';
import { useApi, useFeedback } from '../../app/services.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { type PaymentOnboardingProvider, paymentOnboardingApi } from './payment-onboarding-api.js';

export type PaymentOnboardingLoad =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'loaded'; providers: PaymentOnboardingProvider[] };

/**
 * The organization's registration offers. A failed load stays inside the section (no modal over the
 * settings screen); only an ended session or missing rights go to the global handling (log-in).
 */
export function usePaymentOnboarding(organizationId: string): PaymentOnboardingLoad {
  const api = useApi();
  const feedback = useFeedback();
  const offers = useQuery({
    queryKey: queryKeys.paymentOnboarding(organizationId),
    queryFn: async () => {
      try {
        return await paymentOnboardingApi.list(api, organizationId);
      } catch (error) {
        if (error instanceof SessionExpiredError || error instanceof ForbiddenError)
          feedback.handleError(error);
        throw error;
      }
    },
    meta: { showsErrors: true },
  });
  if (offers.data) return { state: 'loaded', providers: offers.data.providers };
  return offers.isError ? { state: 'failed' } : { state: 'loading' };
}
