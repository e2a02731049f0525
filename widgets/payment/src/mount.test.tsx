import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './mount.js';
import { API, DUE, fakeFetch, K, PROJECT } from './test-fixtures.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

const waitFor = <T,>(find: () => T | null | undefined) =>
  vi.waitFor(
    () => {
      const found = find();
      if (!found) throw new Error('not rendered yet');
      return found;
    },
    { timeout: 2000 },
  );

describe('payment widget mount(element, options)', () => {
  it('renders in an open shadow root, one column at 360 px (container query root class, column grid by default)', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ project: PROJECT, strings: { status: 200, body: {} }, due: { status: 200, body: DUE } }).fn,
    );
    const el = document.createElement('div');
    el.style.width = '360px';
    document.body.append(el);
    const unmount = mount(el, { project: 'demo', apiBase: API, k: K, theme: '{"primaryColor":"#0a7"}' });
    const root = el.shadowRoot?.querySelector('[data-zapisy-widget-root="payment"]') as HTMLElement;
    expect(root.classList.contains('zapisy-payment')).toBe(true);
    expect(root.style.getPropertyValue('--zapisy-primary-color')).toBe('#0a7');
    const css = el.shadowRoot?.querySelector('style')?.textContent ?? '';
    expect(css).toContain('container-name: zapisy-payment');
    expect(css).toMatch(
      /\.zapisy-pay-totals,\s*\.zapisy-transfer-facts \{\s*display: grid;\s*grid-template-columns: 1fr;/,
    );
    expect(css).toContain('@container zapisy-payment (min-width: 30em)');
    expect(/[^\x20-\x7e\s]/.test(css)).toBe(false);
    await waitFor(() => el.shadowRoot?.querySelector('[data-testid="zapisy-payment-due"]'));
    expect(el.children).toHaveLength(0);
    unmount();
    expect(el.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('reads k and the returning payment (?platnosc=) from the page address', async () => {
    window.history.replaceState(null, '', `/l?k=${encodeURIComponent(K)}&platnosc=pay-9`);
    const api = fakeFetch({
      project: PROJECT,
      status: {
        status: 200,
        body: {
          paymentId: 'pay-9',
          status: 'COMPLETED',
          statusLabel: 'Zakończona',
          amount: 100,
          currency: 'PLN',
          method: 'online',
          completion: {
            variant: 'link-online',
            outcome: 'paid',
            message: 'Dziękujemy! Płatność została przyjęta.',
          },
        },
      },
    });
    vi.stubGlobal('fetch', api.fn);
    const el = document.createElement('div');
    document.body.append(el);
    mount(el, { project: 'demo', apiBase: API, variant: 'link' });
    await waitFor(() => el.shadowRoot?.querySelector('[data-outcome="paid"]'));
    expect(api.calls.at(-1)?.url).toBe(
      `${API}/payments/public/ev-1/status/pay-9?k=${encodeURIComponent(K)}&link=true`,
    );
  });

  it('refuses an element that cannot host a widget and options without project/apiBase', () => {
    expect(() => mount(null as unknown as Element, { project: 'demo', apiBase: API })).toThrow(TypeError);
    expect(() => mount(document.createElement('div'), { apiBase: API } as never)).toThrow(TypeError);
  });
});

describe('payment widget mount: where the gateway returns the payer', () => {
  it('options.returnUrl (the form widget’s in-place payment) replaces the page address in the online request', async () => {
    const api = fakeFetch({
      project: PROJECT,
      strings: { status: 200, body: {} },
      due: { status: 200, body: DUE },
      online: { status: 400, body: { message: 'Nie ma nic do zapłaty' } },
    });
    vi.stubGlobal('fetch', api.fn);
    const el = document.createElement('div');
    document.body.append(el);
    mount(el, {
      project: 'demo',
      apiBase: API,
      k: K,
      variant: 'form',
      returnUrl: 'https://demo.zapisy.test/l?k=x',
    });
    const button = await waitFor(() =>
      Array.from(el.shadowRoot?.querySelectorAll('button') ?? []).find(
        (b) => b.textContent === 'Przejdź do płatności',
      ),
    );
    button.click();
    const alert = await waitFor(() => el.shadowRoot?.querySelector('[role="alert"]'));
    expect(alert.textContent).toBe('Nie ma nic do zapłaty');
    expect(api.calls.find((c) => c.url.endsWith('/online'))?.body).toMatchObject({
      returnUrl: 'https://demo.zapisy.test/l?k=x',
    });
  });
});
