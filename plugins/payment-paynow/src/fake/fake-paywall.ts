import type { FakePaynowPayment } from './fake-state.js';

const escapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

function formatAmount(grosze: number, currency: string): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')} ${currency}`;
}

/** The payer's page at the redirect URL: plain HTML, two buttons, no JavaScript. */
export function paywallPage(payment: FakePaynowPayment): string {
  const action = `/paywall/${encodeURIComponent(payment.paymentId)}`;
  const open = payment.status === 'NEW' || payment.status === 'PENDING';
  const buttons = open
    ? `<form method="post" action="${action}">
  <button type="submit" name="outcome" value="paid">Zapłać</button>
  <button type="submit" name="outcome" value="cancelled">Anuluj</button>
</form>`
    : `<p>Ta płatność ma już status ${escapeHtml(payment.status)}.</p>`;
  return `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><title>Paynow (fake) – płatność ${escapeHtml(payment.paymentId)}</title></head>
<body>
<h1>Paynow – płatność testowa</h1>
<p>${escapeHtml(payment.description)}</p>
<p>Kwota: <strong>${formatAmount(payment.amount, payment.currency)}</strong></p>
<p>Numer płatności: ${escapeHtml(payment.paymentId)}</p>
${buttons}
</body>
</html>`;
}
