import { assertMountArguments, mountInShadow } from '@zapisy/widget-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PaymentWidget } from './PaymentWidget.js';
import { cancelledAtGateway, paymentIdFromUrl } from './return-url.js';
import { PAYMENT_CSS } from './styles.js';
import { PAYMENT_VARIANTS, type PaymentMountOptions, type PaymentVariant, type Unmount } from './types.js';

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The entry variant; none (hosted /platnosc) is the plain payment page, not a payment link. */
function variantOf(value: unknown): PaymentVariant | undefined {
  return (PAYMENT_VARIANTS as readonly unknown[]).includes(value) ? (value as PaymentVariant) : undefined;
}

/**
 * Mounts the payment widget into `element` (inside an open shadow root) and returns a function that unmounts
 * it. The payer key comes from `options.k` or the page's `?k=`; a returning payment from `options.paymentId`
 * or the page's `?platnosc=`; `options.returnUrl` replaces this page as where the gateway returns the payer.
 */
export function mount(element: Element, options: PaymentMountOptions): Unmount {
  assertMountArguments('payment', element, options);
  const doc = element.ownerDocument;
  const href = doc.defaultView?.location.href ?? '';
  const page = (() => {
    try {
      return new URL(href).searchParams;
    } catch {
      return new URLSearchParams();
    }
  })();
  const k = text(options.k) ?? text(page.get('k'));
  const paymentId = text(options.paymentId) ?? paymentIdFromUrl(href);
  const variant = variantOf(options.variant);
  // Where the gateway sends the payer back: this page, or the host's choice (the form widget's in-place
  // payment passes the hosted payment link, which can show the status).
  const returnTo = text(options.returnUrl) ?? href;

  return mountInShadow(
    element,
    { widget: 'payment', css: PAYMENT_CSS, className: 'zapisy-root zapisy-payment', theme: options.theme },
    (container) => {
      const root = createRoot(container);
      root.render(
        <StrictMode>
          <PaymentWidget
            project={options.project}
            apiBase={options.apiBase}
            {...(variant ? { variant } : {})}
            pageUrl={returnTo}
            {...(k ? { k } : {})}
            {...(paymentId ? { paymentId, cancelledAtGateway: cancelledAtGateway(href) } : {})}
          />
        </StrictMode>,
      );
      return () => root.unmount();
    },
  );
}

export default mount;
