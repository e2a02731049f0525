import { ForbiddenError } from '@zapisy/core';
import { useEffect, useState } from 'react';
import { SessionExpiredError } from '../../api/errors.js';
import { useApi, useFeedback } from '../../app/services.js';
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
  const [load, setLoad] = useState<PaymentOnboardingLoad>({ state: 'loading' });
  useEffect(() => {
    let active = true;
    setLoad({ state: 'loading' });
    paymentOnboardingApi.list(api, organizationId).then(
      (view) => {
        if (active) setLoad({ state: 'loaded', providers: view.providers });
      },
      (error: unknown) => {
        if (!active) return;
        setLoad({ state: 'failed' });
        if (error instanceof SessionExpiredError || error instanceof ForbiddenError)
          feedback.handleError(error);
      },
    );
    return () => {
      active = false;
    };
  }, [api, feedback, organizationId]);
  return load;
}
