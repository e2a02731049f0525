import { escapeHtml, formatFakeAmount, parseForm, pathParam } from '@zapisy/payment-fake-kit';
import type { FakeRequest, FakeResponse } from './http-util.js';
import type { FakeP24Ledger } from './ledger.js';

function page(title: string, body: string): FakeResponse {
  return {
    status: 200,
    contentType: 'text/html; charset=utf-8',
    text: `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`,
  };
}

/**
 * The payer page at `/trnRequest/{token}` (plain HTML, no JS): 'Zapłać' sends the signed notification to
 * urlStatus, 'Anuluj' sends nothing (P24 notifies only successful payments); both 302 to urlReturn.
 */
export async function handlePayerPage(
  request: FakeRequest,
  ledger: FakeP24Ledger,
): Promise<FakeResponse | undefined> {
  const token = pathParam(/^\/trnRequest\/([A-Za-z0-9-]+)$/, request.path);
  if (token === undefined) {
    return undefined;
  }
  const tx = ledger.byToken.get(token);
  if (!tx) {
    return {
      ...page('Przelewy24', '<h1>Nieprawidłowa transakcja</h1><p>Nie znaleziono transakcji (err00).</p>'),
      status: 404,
    };
  }
  if (request.method === 'GET') {
    if (tx.status !== 'registered') {
      return page('Przelewy24', '<h1>Transakcja została już zakończona</h1>');
    }
    return page(
      'Przelewy24 — płatność',
      `<h1>Przelewy24 (fake)</h1>
<p>Odbiorca: sprzedawca ${tx.merchantId}</p>
<p>Tytuł: ${escapeHtml(tx.description)}</p>
<p>Kwota: <strong>${formatFakeAmount(tx.amount, tx.currency)}</strong></p>
<form method="post"><button name="action" value="pay">Zapłać</button> <button name="action" value="cancel">Anuluj</button></form>`,
    );
  }
  if (request.method !== 'POST') {
    return { status: 405, text: 'Method Not Allowed' };
  }
  const action = parseForm(request.rawBody).get('action');
  if (action === 'pay') {
    await ledger.pay(tx);
  } else if (action === 'cancel') {
    ledger.cancel(tx);
  } else {
    return { status: 400, text: 'Nieznana akcja' };
  }
  return { status: 302, text: '', headers: { location: tx.urlReturn } };
}
