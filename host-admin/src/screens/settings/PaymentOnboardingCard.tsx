import { useId, useState } from 'react';
import { Notice } from '../../forms/fields.js';
import { PaymentOnboardingForm } from './PaymentOnboardingForm.js';
import { PaymentOnboardingRegistered } from './PaymentOnboardingRegistered.js';
import type { PaymentOnboardingProvider, PaymentOnboardingRegistration } from './payment-onboarding-api.js';

/** One provider's registration: done (its state), not available (why) or the form. */
export function PaymentOnboardingCard({
  organizationId,
  provider,
  onRegistered,
}: {
  organizationId: string;
  provider: PaymentOnboardingProvider;
  onRegistered: () => void;
}) {
  const titleId = useId();
  const [registration, setRegistration] = useState<PaymentOnboardingRegistration | null>(
    provider.registration,
  );
  return (
    <section className="za-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="za-card__title">
        {provider.title}
      </h2>
      <p className="za-card__text">{provider.description}</p>
      <p className="za-field__hint">Rejestracja przez: {provider.account.label}</p>
      {registration ? (
        <PaymentOnboardingRegistered registration={registration} />
      ) : !provider.available ? (
        <Notice tone="warning">
          <p>{provider.reason ?? 'Rejestracja jest teraz niedostępna.'}</p>
        </Notice>
      ) : (
        <PaymentOnboardingForm
          organizationId={organizationId}
          provider={provider}
          onRegistered={(done) => {
            setRegistration(done);
            onRegistered();
          }}
        />
      )}
    </section>
  );
}
