/** The `platnosc` query parameter: where a gateway sends the payer back with the payment's id. */
export const PAYMENT_PARAM = 'platnosc';

/** The payment id in a page address (`?platnosc=…`), or undefined. */
export function paymentIdFromUrl(href: string): string | undefined {
  try {
    const value = new URL(href).searchParams.get(PAYMENT_PARAM);
    return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the gateway returns the payer: this page without an earlier `platnosc` (the API appends the new
 * payment's id). Undefined when the page is not http(s) — the API then uses the hosted /platnosc page.
 */
export function returnUrlFor(href: string): string | undefined {
  try {
    const url = new URL(href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.searchParams.delete(PAYMENT_PARAM);
    url.hash = '';
    return url.toString();
  } catch {
    return undefined;
  }
}

/**
 * Paynow's statuses on its return address (`paymentStatus`) that mean no money will come: the payer left
 * the paywall (ABANDONED), the bank refused (REJECTED), it failed (ERROR) or ran out of time (EXPIRED).
 */
const PAYNOW_NOT_PAID = new Set(['ABANDONED', 'REJECTED', 'ERROR', 'EXPIRED']);

/**
 * Whether the gateway's return address says the payer cancelled (domain/polish-integrations.md):
 * PayU adds `error` (501: the payer did not finish) to its continueUrl; Paynow adds `paymentStatus`.
 * Przelewy24 returns to urlReturn with nothing added, so its cancel is read from the payment's status.
 */
export function cancelledAtGateway(href: string): boolean {
  try {
    const params = new URL(href).searchParams;
    if ((params.get('error') ?? '') !== '') return true;
    return PAYNOW_NOT_PAID.has((params.get('paymentStatus') ?? '').toUpperCase());
  } catch {
    return false;
  }
}
