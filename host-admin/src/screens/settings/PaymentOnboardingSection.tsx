import { Notice } from '../../forms/fields.js';
import { PaymentOnboardingCard } from './PaymentOnboardingCard.js';
import { usePaymentOnboarding } from './payment-onboarding-load.js';

/**
 * The organizer's sign-up with payment gateways through a partner account (P24 Marketplace seller
 * registration): one card per provider offering it, nothing when none does. Loads its own data, so a
 * failure stays here and the rest of the settings screen keeps working.
 */
export function PaymentOnboardingSection({
  organizationId,
  onRegistered,
}: {
  organizationId: string;
  /** After a registration: the server stored the seller id in the organization's settings. */
  onRegistered: () => void;
}) {
  const load = usePaymentOnboarding(organizationId);
  if (load.state === 'loading') return null;
  if (load.state === 'failed') {
    return (
      <section className="za-card" aria-label="Rejestracja w operatorze płatności">
        <Notice tone="error">
          Nie udało się wczytać rejestracji w operatorze płatności. Odśwież stronę, aby spróbować ponownie.
        </Notice>
      </section>
    );
  }
  return (
    <>
      {load.providers.map((provider) => (
        <PaymentOnboardingCard
          key={provider.provider}
          organizationId={organizationId}
          provider={provider}
          onRegistered={onRegistered}
        />
      ))}
    </>
  );
}
