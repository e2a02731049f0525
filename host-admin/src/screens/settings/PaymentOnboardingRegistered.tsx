import { formatCell } from '../../grid/column-model.js';
import type { PaymentOnboardingRegistration } from './payment-onboarding-api.js';

/** A done registration: the seller id, when and by whom, and the gateway's verification page. */
export function PaymentOnboardingRegistered({
  registration,
}: {
  registration: PaymentOnboardingRegistration;
}) {
  return (
    <div className="za-alert za-alert--success" role="status">
      <p className="za-alert__title">Zarejestrowano jako sprzedawca nr {registration.reference}</p>
      <p>
        Data rejestracji: {formatCell('date', registration.registeredAt)} · zarejestrował(a):{' '}
        {registration.registeredBy}
      </p>
      {registration.link && (
        <p>
          <a href={registration.link} target="_blank" rel="noopener noreferrer">
            Dokończ weryfikację w Przelewy24
          </a>
        </p>
      )}
      <p>
        Identyfikator sprzedawcy zapisaliśmy w ustawieniach płatności (Identyfikator sprzedawcy w
        marketplace).
      </p>
    </div>
  );
}
