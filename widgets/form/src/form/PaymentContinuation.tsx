import { useRef, useState } from 'react';
import type { PayerAccess } from '../public-form-api.js';

export const CONTINUATION_TEXTS = {
  goToPayment: 'Przejdź do płatności',
  failed: 'Nie udało się otworzyć płatności tutaj — przejdź do niej linkiem:',
} as const;

type LoaderMount = (element: Element, options: Record<string, unknown>) => Promise<unknown>;

/** The embed loader's `Zapisy.mount` on this page, if there is one. */
function loaderMount(): LoaderMount | null {
  const api = (globalThis as { Zapisy?: { mount?: unknown } }).Zapisy;
  return typeof api?.mount === 'function' ? (api.mount as LoaderMount) : null;
}

function sameOrigin(link: string): boolean {
  try {
    return new URL(link).origin === globalThis.location?.origin;
  } catch {
    return false;
  }
}

/**
 * 'Przejdź do płatności' after a registration that asks for a payment (online, transfer). On the project's
 * own pages it is the payment link (`/l?k=…`); on another site with the embed loader, the payment widget is
 * mounted here in place (variant 'form'; the gateway returns the payer to the hosted payment link); without
 * the loader, the link.
 */
export function PaymentContinuation({ payment, project }: { payment: PayerAccess; project: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'link' | 'mounted' | 'failed'>('link');
  const mount = sameOrigin(payment.link) ? null : loaderMount();

  const openHere = (event: React.MouseEvent) => {
    if (!mount || !holder.current) return;
    event.preventDefault();
    setState('mounted');
    mount(holder.current, {
      widget: 'payment',
      project,
      k: payment.k,
      variant: 'form',
      returnUrl: payment.link,
    }).catch(() => setState('failed'));
  };

  return (
    <div className="zapisy-payment-continuation">
      {state === 'failed' ? <p className="zapisy-message">{CONTINUATION_TEXTS.failed}</p> : null}
      {state === 'mounted' ? null : (
        <a
          className="zapisy-button"
          href={payment.link}
          onClick={openHere}
          data-testid="zapisy-completion-payment"
        >
          {CONTINUATION_TEXTS.goToPayment}
        </a>
      )}
      <div ref={holder} data-testid="zapisy-completion-payment-widget" />
    </div>
  );
}
