import { type FakeAnswer, type FakeHttpRequest, htmlAnswer, parseForm, pathParam } from './fake-http.js';

const escapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** '123,45 PLN' for 12345 grosze. */
export function formatFakeAmount(grosze: number, currency: string): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')} ${escapeHtml(currency)}`;
}

export interface PaywallPageContent {
  /** The gateway's name: 'Paynow', 'PayU'. */
  gateway: string;
  /** What is paid: 'płatność', 'zamówienie'. */
  noun: string;
  /** e.g. 'Numer płatności'. */
  referenceLabel: string;
  reference: string;
  description: string;
  amount: number;
  currency: string;
  /** Where the buttons post. */
  action: string;
  /** Shown instead of the buttons once the payment is no longer open, e.g. 'Ta płatność ma już status X.'. */
  closedText?: string;
}

/** The payer's page at the gateway's redirect URL: plain HTML, 'Zapłać' and 'Anuluj', no JavaScript. */
export function paywallPage(content: PaywallPageContent): string {
  const buttons =
    content.closedText === undefined
      ? `<form method="post" action="${content.action}">
  <button type="submit" name="outcome" value="paid">Zapłać</button>
  <button type="submit" name="outcome" value="cancelled">Anuluj</button>
</form>`
      : `<p>${escapeHtml(content.closedText)}</p>`;
  return `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><title>${content.gateway} (fake) – ${content.noun} ${escapeHtml(content.reference)}</title></head>
<body>
<h1>${content.gateway} – płatność testowa</h1>
<p>${escapeHtml(content.description)}</p>
<p>Kwota: <strong>${formatFakeAmount(content.amount, content.currency)}</strong></p>
<p>${content.referenceLabel}: ${escapeHtml(content.reference)}</p>
${buttons}
</body>
</html>`;
}

export type PaywallOutcome = 'paid' | 'cancelled';

export interface PaywallRoute<T> {
  /** e.g. /^\/paywall\/([^/]+)$/: the first group is the id. */
  pattern: RegExp;
  find(id: string): T | undefined;
  /** The 404 page's text, e.g. 'Nie znaleziono płatności.'. */
  notFound: string;
  page(item: T): string;
  /** The payer clicked a button: settle and answer (a redirect back, usually). */
  choose(item: T, outcome: PaywallOutcome): Promise<FakeAnswer>;
}

/** Serves a paywall route: GET shows the page, POST takes the button; undefined when the path is not its. */
export async function servePaywall<T>(
  request: FakeHttpRequest,
  route: PaywallRoute<T>,
): Promise<FakeAnswer | undefined> {
  const id = pathParam(route.pattern, request.path);
  if (id === undefined) return undefined;
  const item = route.find(id);
  if (item === undefined) return htmlAnswer(404, `<!doctype html><p>${route.notFound}</p>`);
  if (request.method === 'GET') return htmlAnswer(200, route.page(item));
  if (request.method !== 'POST') return undefined;
  const outcome = parseForm(request.rawBody).get('outcome');
  if (outcome !== 'paid' && outcome !== 'cancelled')
    return htmlAnswer(400, '<!doctype html><p>Nieznany wybór.</p>');
  return route.choose(item, outcome);
}
