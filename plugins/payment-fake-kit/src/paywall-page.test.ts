import { describe, expect, it } from 'vitest';
import type { FakeHttpRequest } from './fake-http.js';
import { formatFakeAmount, paywallPage, servePaywall } from './paywall-page.js';

const content = {
  gateway: 'Paynow',
  noun: 'płatność',
  referenceLabel: 'Numer płatności',
  reference: 'P<1>',
  description: 'Obóz "Łódź" & co',
  amount: 12_345,
  currency: 'PLN',
  action: '/paywall/P1',
};

function request(method: string, path: string, rawBody = ''): FakeHttpRequest {
  return { method, path, query: new URLSearchParams(), headers: {}, rawBody };
}

describe('paywallPage', () => {
  it('shows the escaped description, the amount in złoty and the two buttons while open', () => {
    const page = paywallPage(content);
    expect(page).toContain('<title>Paynow (fake) – płatność P&lt;1&gt;</title>');
    expect(page).toContain('<p>Obóz &quot;Łódź&quot; &amp; co</p>');
    expect(page).toContain('Kwota: <strong>123,45 PLN</strong>');
    expect(page).toContain('<form method="post" action="/paywall/P1">');
    expect(page).toContain('value="paid">Zapłać</button>');
    expect(page).toContain('value="cancelled">Anuluj</button>');
    expect(page).not.toContain('<script');
  });

  it('shows the closed text instead of the buttons', () => {
    const page = paywallPage({ ...content, closedText: 'Ta płatność ma już status CONFIRMED.' });
    expect(page).toContain('<p>Ta płatność ma już status CONFIRMED.</p>');
    expect(page).not.toContain('<form');
  });

  it('formats negative and small amounts', () => {
    expect(formatFakeAmount(5, 'PLN')).toBe('0,05 PLN');
    expect(formatFakeAmount(-150, 'PLN')).toBe('-1,50 PLN');
  });
});

describe('servePaywall', () => {
  const items = new Map([['P1', { id: 'P1' }]]);
  const chosen: string[] = [];
  const route = {
    pattern: /^\/paywall\/([^/]+)$/,
    find: (id: string) => items.get(id),
    notFound: 'Nie znaleziono płatności.',
    page: (item: { id: string }) => `page ${item.id}`,
    choose: async (item: { id: string }, outcome: string) => {
      chosen.push(`${item.id}:${outcome}`);
      return { status: 302, body: '', location: 'https://back.example' };
    },
  };

  it('ignores other paths and methods, 404s an unknown id, shows the page on GET', async () => {
    expect(await servePaywall(request('GET', '/other'), route)).toBeUndefined();
    expect(await servePaywall(request('PUT', '/paywall/P1'), route)).toBeUndefined();
    expect(await servePaywall(request('GET', '/paywall/P9'), route)).toMatchObject({
      status: 404,
      body: '<!doctype html><p>Nie znaleziono płatności.</p>',
    });
    expect(await servePaywall(request('GET', '/paywall/P1'), route)).toMatchObject({
      status: 200,
      body: 'page P1',
    });
  });

  it('takes the button of a POST and rejects an unknown choice', async () => {
    expect(await servePaywall(request('POST', '/paywall/P1', 'outcome=paid'), route)).toMatchObject({
      status: 302,
    });
    expect(await servePaywall(request('POST', '/paywall/P1', 'outcome=maybe'), route)).toMatchObject({
      status: 400,
    });
    expect(chosen).toEqual(['P1:paid']);
  });
});
