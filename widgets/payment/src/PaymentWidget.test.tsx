import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PAYER_MESSAGES } from '@zapisy/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentWidget } from './PaymentWidget.js';
import { API, DUE, fakeFetch, K, PROJECT, QR, statusAnswer } from './test-fixtures.js';
import type { PayerOutcome } from './types.js';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const strings = { status: 200, body: { nouns: {}, messages: {} } };

describe('payment widget: what is due (first document §2 /platnosc, /l)', () => {
  it('shows each participant’s installments (rata n z m, termin dd.MM.yyyy, kwota, status) and the three totals', async () => {
    vi.stubGlobal('fetch', fakeFetch({ project: PROJECT, strings, due: { status: 200, body: DUE } }).fn);
    render(<PaymentWidget project="demo" apiBase={API} k={K} />);
    await screen.findByText('Anna Nowak');
    const rows = screen.getAllByTestId('zapisy-due-billing');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('rata 1 z 2');
    expect(rows[0]?.textContent).toContain('termin 01/06/2026');
    expect(rows[0]?.textContent).toContain('kwota 500,00 zł');
    expect(rows[0]?.textContent).toContain('Zaległa');
    expect(rows[2]?.textContent).toContain('płatność jednorazowa');
    expect(rows[2]?.textContent).toContain('pozostało 100,00 zł');
    expect(screen.getByTestId('zapisy-total-due-now').textContent).toBe('600,00 zł');
    expect(screen.getByTestId('zapisy-total-late').textContent).toBe('500,00 zł');
    expect(screen.getByTestId('zapisy-total-all').textContent).toBe('1 100,00 zł');
    expect(screen.getByText('Do zapłaty teraz')).toBeTruthy();
    expect(screen.getByText('Razem pozostało')).toBeTruthy();
  });

  it('the method and the scope are radio groups; choosing a scope changes the amount; no amount field without partialAllowed', async () => {
    vi.stubGlobal('fetch', fakeFetch({ project: PROJECT, strings, due: { status: 200, body: DUE } }).fn);
    render(<PaymentWidget project="demo" apiBase={API} k={K} />);
    const methods = await screen.findByRole('radiogroup', { name: 'Sposób płatności' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Płatność online (Przelewy24)', 'Przelew tradycyjny', 'Gotówka']);
    const scopes = screen.getByRole('radiogroup', { name: 'Co chcesz zapłacić?' });
    expect(within(scopes).getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByTestId('zapisy-pay-amount').textContent).toBe('Do zapłaty: 600,00 zł');
    fireEvent.click(within(scopes).getByLabelText('Razem pozostało — 1 100,00 zł'));
    expect(screen.getByTestId('zapisy-pay-amount').textContent).toBe('Do zapłaty: 1 100,00 zł');
    expect(screen.queryByLabelText('Kwota do zapłaty (zł)')).toBeNull();
  });

  it('online: posts {k, scope, billingIds, returnUrl without an old platnosc} and sends the browser to the gateway', async () => {
    const api = fakeFetch({
      project: PROJECT,
      strings,
      due: { status: 200, body: DUE },
      online: {
        status: 201,
        body: { paymentId: 'pay-1', redirectUrl: 'https://gateway.test/pay/1', amount: 60000 },
      },
    });
    vi.stubGlobal('fetch', api.fn);
    const navigate = vi.fn();
    render(
      <PaymentWidget
        project="demo"
        apiBase={API}
        k={K}
        navigate={navigate}
        pageUrl="https://klub.example/oplaty?k=abc&platnosc=old#top"
      />,
    );
    const scopes = await screen.findByRole('radiogroup', { name: 'Co chcesz zapłacić?' });
    fireEvent.click(within(scopes).getByLabelText('Wybrane raty'));
    fireEvent.click(screen.getByRole('button', { name: 'Przejdź do płatności' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Zaznacz co najmniej jedną ratę.');
    fireEvent.click(screen.getByLabelText(/rata 2 z 2/));
    fireEvent.click(screen.getByLabelText(/Ola Nowak: płatność jednorazowa/));
    expect(screen.getByTestId('zapisy-pay-amount').textContent).toBe('Do zapłaty: 600,00 zł');
    fireEvent.click(screen.getByRole('button', { name: 'Przejdź do płatności' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://gateway.test/pay/1'));
    const post = api.calls.find((c) => c.method === 'POST' && c.url.endsWith('/online'));
    expect(post?.url).toBe(`${API}/payments/public/ev-1/online`);
    expect(post?.body).toEqual({
      k: K,
      scope: 'billings',
      billingIds: ['b2', 'b3'],
      returnUrl: 'https://klub.example/oplaty?k=abc',
    });
  });

  it('an own amount only where partialAllowed: sent in grosze, refused above what is due', async () => {
    const api = fakeFetch({
      project: PROJECT,
      strings,
      due: { status: 200, body: { ...DUE, partialAllowed: true } },
      online: {
        status: 201,
        body: { paymentId: 'pay-2', redirectUrl: 'https://gateway.test/pay/2', amount: 15050 },
      },
    });
    vi.stubGlobal('fetch', api.fn);
    const navigate = vi.fn();
    render(
      <PaymentWidget project="demo" apiBase={API} k={K} navigate={navigate} pageUrl="https://x.example/p" />,
    );
    const field = await screen.findByLabelText('Kwota do zapłaty (zł)');
    fireEvent.change(field, { target: { value: '700' } });
    fireEvent.click(screen.getByRole('button', { name: 'Przejdź do płatności' }));
    expect((await screen.findByRole('alert')).textContent).toContain('nie większą niż do zapłaty');
    fireEvent.change(field, { target: { value: '150,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Przejdź do płatności' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(api.calls.find((c) => c.url.endsWith('/online'))?.body).toMatchObject({
      scope: 'dueNow',
      amount: 15050,
    });
  });

  it('a gateway refusal (409) shows the API message in role=alert and nothing navigates', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        project: PROJECT,
        strings,
        due: { status: 200, body: DUE },
        online: { status: 409, body: { message: 'Operator płatności odrzucił płatność.' } },
      }).fn,
    );
    const navigate = vi.fn();
    render(
      <PaymentWidget project="demo" apiBase={API} k={K} navigate={navigate} pageUrl="https://x.example/p" />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Przejdź do płatności' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Operator płatności odrzucił płatność.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('transfer: account grouped 12 3456 …, recipient, title, amount with copy buttons and the ZBP QR as an SVG', async () => {
    vi.stubGlobal('fetch', fakeFetch({ project: PROJECT, strings, due: { status: 200, body: DUE } }).fn);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<PaymentWidget project="demo" apiBase={API} k={K} />);
    fireEvent.click(await screen.findByLabelText('Przelew tradycyjny'));
    expect(screen.getByTestId('zapisy-transfer-account').textContent).toBe(
      '12 3456 7890 1234 5678 9012 3456',
    );
    expect(screen.getByTestId('zapisy-transfer-recipient').textContent).toBe('Klub Sportowy');
    expect(screen.getByTestId('zapisy-transfer-title').textContent).toBe('Zapisy Anna Nowak R1');
    expect(screen.getByTestId('zapisy-transfer-amount').textContent).toBe('600,00 zł');
    const qr = screen.getByRole('img', { name: /Kod QR przelewu/ });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
    fireEvent.click(screen.getByRole('button', { name: 'Kopiuj: Numer rachunku' }));
    expect(writeText).toHaveBeenCalledWith('12345678901234567890123456');
    expect(await screen.findByText('Skopiowano')).toBeTruthy();
    expect(QR).toContain('|PL|');
  });

  it('cash: the project’s own cash text when it has one', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        project: PROJECT,
        strings: {
          status: 200,
          body: { nouns: {}, messages: { completedLinkCashBody: 'Gotówkę przyjmujemy w biurze klubu.' } },
        },
        due: { status: 200, body: DUE },
      }).fn,
    );
    render(<PaymentWidget project="demo" apiBase={API} k={K} />);
    fireEvent.click(await screen.findByLabelText('Gotówka'));
    await waitFor(() =>
      expect(screen.getByTestId('zapisy-cash-message').textContent).toBe(
        'Gotówkę przyjmujemy w biurze klubu.',
      ),
    );
  });

  it('a bad or expired link: the API’s 403 message in role=alert (spec §8)', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        project: PROJECT,
        strings,
        due: {
          status: 403,
          body: { statusCode: 403, message: 'Link do płatności jest nieprawidłowy lub wygasł.' },
        },
      }).fn,
    );
    render(<PaymentWidget project="demo" apiBase={API} k="zly-klucz" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Link do płatności jest nieprawidłowy lub wygasł.',
    );
  });

  it('no k at all is the same bad link, without asking the API', async () => {
    const api = fakeFetch({ project: PROJECT });
    vi.stubGlobal('fetch', api.fn);
    render(<PaymentWidget project="demo" apiBase={API} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Link do płatności jest nieprawidłowy lub wygasł.',
    );
    expect(api.calls).toHaveLength(0);
  });
});

describe('payment widget: coming back from the gateway (?platnosc=)', () => {
  it('polls the status every interval until paid, then shows the completion message; the heading has the focus', async () => {
    let asked = 0;
    const api = fakeFetch({
      project: PROJECT,
      status: () => {
        asked += 1;
        return asked < 3
          ? { status: 200, body: statusAnswer('pending', 'Płatność jest w trakcie realizacji.') }
          : { status: 200, body: statusAnswer('paid', 'Dziękujemy! Płatność została przyjęta.') };
      },
    });
    vi.stubGlobal('fetch', api.fn);
    render(
      <PaymentWidget project="demo" apiBase={API} k={K} paymentId="pay-1" variant="link" pollEveryMs={10} />,
    );
    const section = await screen.findByTestId('zapisy-payment-status');
    expect(document.activeElement?.tagName).toBe('H2');
    await waitFor(() => expect(section.getAttribute('data-outcome')).toBe('paid'));
    expect(screen.getByRole('heading').textContent).toBe('Płatność przyjęta');
    expect(screen.getByTestId('zapisy-payment-message').textContent).toBe(
      'Dziękujemy! Płatność została przyjęta.',
    );
    expect(section.getAttribute('data-variant')).toBe('link-online');
    const statusCalls = api.calls.filter((c) => c.url.includes('/status/'));
    expect(statusCalls).toHaveLength(3);
    expect(statusCalls[0]?.url).toBe(
      `${API}/payments/public/ev-1/status/pay-1?k=${encodeURIComponent(K)}&link=true`,
    );
  });

  it('stops polling after the time limit and says the status will update later', async () => {
    const api = fakeFetch({
      project: PROJECT,
      status: { status: 200, body: statusAnswer('pending', 'Płatność jest w trakcie realizacji.') },
    });
    vi.stubGlobal('fetch', api.fn);
    render(
      <PaymentWidget
        project="demo"
        apiBase={API}
        k={K}
        paymentId="pay-1"
        variant="form"
        pollEveryMs={10}
        pollForMs={45}
      />,
    );
    await screen.findByText(/Status płatności zaktualizuje się/, {}, { timeout: 2000 });
    const count = api.calls.filter((c) => c.url.includes('/status/')).length;
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(6);
    expect(api.calls.find((c) => c.url.includes('/status/'))?.url).toContain('link=false');
    fireEvent.click(screen.getByRole('button', { name: 'Zapłać ponownie' }));
  });
});

describe('payment widget: cancelled, failed and expired payments ("the payer-facing pages show Polish messages for cancelled, failed and expired payments")', () => {
  /** The status answers in turn (the last one repeats); counts the status requests. */
  function statusSequence(...answers: ReturnType<typeof statusAnswer>[]) {
    let asked = 0;
    const api = fakeFetch({
      project: PROJECT,
      strings,
      due: { status: 200, body: DUE },
      status: () => ({ status: 200, body: answers[Math.min(asked++, answers.length - 1)] }),
    });
    vi.stubGlobal('fetch', api.fn);
    return { api, asked: () => asked };
  }

  /** The payer back from the gateway (?platnosc=pay-1), once the page shows the outcome. */
  async function returningPayer(pollEveryMs: number, outcome: PayerOutcome) {
    render(<PaymentWidget project="demo" apiBase={API} k={K} paymentId="pay-1" pollEveryMs={pollEveryMs} />);
    const section = await screen.findByTestId('zapisy-payment-status');
    await waitFor(() => expect(section.getAttribute('data-outcome')).toBe(outcome));
    return section;
  }

  it('pending: a waiting state (spinner, "Sprawdzamy status płatności…", no way back to pay twice) while it polls GET …/status', async () => {
    const { asked } = statusSequence(
      statusAnswer('pending', PAYER_MESSAGES.pending),
      statusAnswer('pending', PAYER_MESSAGES.pending),
      statusAnswer('paid', PAYER_MESSAGES.paid),
    );
    const section = await returningPayer(100, 'pending');
    expect(screen.getByRole('heading').textContent).toBe('Płatność w trakcie realizacji');
    expect(within(section).getByText('Sprawdzamy status płatności…')).toBeTruthy();
    expect(screen.getByTestId('zapisy-payment-message').textContent).toBe(PAYER_MESSAGES.pending);
    expect(within(section).queryByRole('button')).toBeNull();
    await waitFor(() => expect(section.getAttribute('data-outcome')).toBe('paid'));
    expect(asked()).toBe(3);
    expect(within(section).queryByText('Sprawdzamy status płatności…')).toBeNull();
  });

  it('cancelled or expired at the gateway: polling stops, the Polish message and "Wróć do płatności" back to what is due', async () => {
    const { api, asked } = statusSequence(
      statusAnswer('pending', PAYER_MESSAGES.pending),
      statusAnswer('canceled', PAYER_MESSAGES.canceled),
    );
    const section = await returningPayer(10, 'canceled');
    expect(screen.getByRole('heading').textContent).toBe('Płatność anulowana');
    expect(screen.getByTestId('zapisy-payment-message').textContent).toBe(
      'Płatność została anulowana lub wygasła. Nic nie zostało pobrane — możesz spróbować ponownie.',
    );
    expect(within(section).getByText('(Anulowano)', { exact: false })).toBeTruthy();
    expect(within(section).queryByText('Sprawdzamy status płatności…')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(asked()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Zapłać ponownie' }));
    await screen.findByTestId('zapisy-payment-due');
    expect(api.calls.some((call) => call.url.includes('/due?'))).toBe(true);
  });

  it('cancel at the gateway: the return address (PayU error=501, Paynow ABANDONED) shows "Płatność anulowana" at once and offers to pay again', async () => {
    const newPayment = { ...statusAnswer('pending', PAYER_MESSAGES.pending), status: 'NEW' };
    const { api } = statusSequence(newPayment);
    render(
      <PaymentWidget
        project="demo"
        apiBase={API}
        k={K}
        paymentId="pay-1"
        cancelledAtGateway
        pollEveryMs={2000}
      />,
    );
    const section = await screen.findByTestId('zapisy-payment-status');
    await waitFor(() => expect(section.getAttribute('data-outcome')).toBe('canceled'));
    expect(screen.getByRole('heading').textContent).toBe('Płatność anulowana');
    expect(within(section).queryByText('Sprawdzamy status płatności…')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zapłać ponownie' }));
    await screen.findByTestId('zapisy-payment-due');
    expect(api.calls.some((call) => call.url.includes('/due?'))).toBe(true);
  });

  it('cancel at Przelewy24 (nothing on the return address, the payment stays NEW): within seconds, not 60 s, the payer may pay again', async () => {
    const newPayment = { ...statusAnswer('pending', PAYER_MESSAGES.pending), status: 'NEW' };
    statusSequence(newPayment);
    render(
      <PaymentWidget
        project="demo"
        apiBase={API}
        k={K}
        paymentId="pay-1"
        pollEveryMs={10}
        unconfirmedAfterMs={30}
      />,
    );
    const section = await screen.findByTestId('zapisy-payment-status');
    await waitFor(() => expect(section.getAttribute('data-outcome')).toBe('unconfirmed'));
    expect(screen.getByRole('heading').textContent).toBe('Płatność anulowana lub niedokończona');
    expect(screen.getByTestId('zapisy-payment-message').textContent).toContain('możesz zapłacić ponownie');
    expect(screen.getByRole('button', { name: 'Zapłać ponownie' })).toBeTruthy();
  });

  it('a late notification still shows paid after the page offered to pay again', async () => {
    const newPayment = { ...statusAnswer('pending', PAYER_MESSAGES.pending), status: 'NEW' };
    statusSequence(
      newPayment,
      newPayment,
      newPayment,
      newPayment,
      newPayment,
      statusAnswer('paid', PAYER_MESSAGES.paid),
    );
    render(
      <PaymentWidget
        project="demo"
        apiBase={API}
        k={K}
        paymentId="pay-1"
        pollEveryMs={10}
        unconfirmedAfterMs={20}
      />,
    );
    const section = await screen.findByTestId('zapisy-payment-status');
    await waitFor(() => expect(section.getAttribute('data-outcome')).toBe('unconfirmed'));
    await waitFor(() => expect(section.getAttribute('data-outcome')).toBe('paid'));
  });

  it('failed (the gateway refused): "Płatność nie powiodła się" with the reason, no polling', async () => {
    const reason = 'Operator płatności odrzucił płatność.';
    const { asked } = statusSequence(statusAnswer('failed', `${PAYER_MESSAGES.failed} ${reason}`));
    await returningPayer(10, 'failed');
    expect(screen.getByRole('heading').textContent).toBe('Płatność nie powiodła się');
    expect(screen.getByTestId('zapisy-payment-message').textContent).toBe(
      'Płatność nie powiodła się. Nic nie zostało pobrane — spróbuj ponownie lub wybierz inną metodę. ' +
        reason,
    );
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(asked()).toBe(1);
    expect(screen.getByRole('button', { name: 'Zapłać ponownie' })).toBeTruthy();
  });
});

describe('payment widget: not found', () => {
  it('an unknown project says so; an unknown payment shows the API’s message', async () => {
    vi.stubGlobal('fetch', fakeFetch({ project: { status: 404, body: { message: 'x' } } }).fn);
    render(<PaymentWidget project="nie-ma" apiBase={API} k={K} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Nie znaleziono projektu „nie-ma”.');
    cleanup();
    vi.stubGlobal(
      'fetch',
      fakeFetch({ project: PROJECT, status: { status: 404, body: { message: 'Nie znaleziono płatności.' } } })
        .fn,
    );
    render(<PaymentWidget project="demo" apiBase={API} k={K} paymentId="nie-ma" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Nie znaleziono płatności.');
  });
});
