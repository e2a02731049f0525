import type { FakePayuOrder } from './fake-state.js';

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
  return `${Math.trunc(grosze / 100)},${String(grosze % 100).padStart(2, '0')} ${escapeHtml(currency)}`;
}

/** The payer's page at `redirectUri`: plain HTML, two buttons, no JavaScript. */
export function paywallPage(order: FakePayuOrder): string {
  const action = `/pay/${encodeURIComponent(order.orderId)}`;
  const open = order.status === 'NEW' || order.status === 'PENDING';
  const buttons = open
    ? `<form method="post" action="${action}">
  <button type="submit" name="outcome" value="paid">Zapłać</button>
  <button type="submit" name="outcome" value="cancelled">Anuluj</button>
</form>`
    : `<p>To zamówienie ma już status ${escapeHtml(order.status)}.</p>`;
  return `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><title>PayU (fake) – zamówienie ${escapeHtml(order.orderId)}</title></head>
<body>
<h1>PayU – płatność testowa</h1>
<p>${escapeHtml(order.description)}</p>
<p>Kwota: <strong>${formatAmount(order.totalAmount, order.currencyCode)}</strong></p>
<p>Numer zamówienia: ${escapeHtml(order.orderId)}</p>
${buttons}
</body>
</html>`;
}
