import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CompletionVariant } from '@zapisy/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postRegistration } from '../public-form-api.js';
import { CompletionView } from './CompletionView.js';
import { FORM_STRINGS } from './public-form.fixture.js';

const API = 'http://zapisy.test/services/api';
const PAYMENT = {
  k: 'Y3VzdC0x.abcdefghijklmnopqrstuv',
  link: 'https://demo.zapisy.test/l?k=Y3VzdC0x.abcdefghijklmnopqrstuv',
};

/** The completion page of a registration answered with `payment` (none: no payment offered). */
function renderCompletion(variant: CompletionVariant, payment: typeof PAYMENT | null = PAYMENT) {
  render(
    <CompletionView
      strings={FORM_STRINGS}
      variant={variant}
      onWaitingList={false}
      onAgain={() => {}}
      payment={payment}
      project="demo"
    />,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (globalThis as { Zapisy?: unknown }).Zapisy;
});

describe('completion page → payment (first document §2: online/transfer completion pages offer the payment)', () => {
  it('a 201 answer with payment {k, link} is read into the done answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              registrationId: 'r1',
              status: 'processed',
              completion: 'online',
              participants: [],
              payment: PAYMENT,
            }),
            { status: 201, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const answer = await postRegistration(API, 'ev1', { data: {}, idempotencyKey: 'key-12345678' });
    expect(answer).toMatchObject({ kind: 'done', completion: 'online', payment: PAYMENT });
  });

  it('on the project’s own pages (or without the loader) it is the hosted payment link', () => {
    renderCompletion('online');
    const link = screen.getByRole('link', { name: 'Przejdź do płatności' });
    expect(link.getAttribute('href')).toBe(PAYMENT.link);
  });

  it('embedded on another site with the loader, it mounts the payment widget in place (variant form)', async () => {
    const mount = vi.fn(async () => () => {});
    (globalThis as { Zapisy?: unknown }).Zapisy = { mount };
    renderCompletion('transfer');
    fireEvent.click(screen.getByRole('link', { name: 'Przejdź do płatności' }));
    await waitFor(() => expect(mount).toHaveBeenCalled());
    expect(mount).toHaveBeenCalledWith(screen.getByTestId('zapisy-completion-payment-widget'), {
      widget: 'payment',
      project: 'demo',
      k: PAYMENT.k,
      variant: 'form',
      returnUrl: PAYMENT.link,
    });
    expect(screen.queryByRole('link', { name: 'Przejdź do płatności' })).toBeNull();
  });

  it('if the loader cannot mount it, the link comes back with a word why', async () => {
    (globalThis as { Zapisy?: unknown }).Zapisy = {
      mount: vi.fn(async () => Promise.reject(new Error('x'))),
    };
    renderCompletion('online');
    fireEvent.click(screen.getByRole('link', { name: 'Przejdź do płatności' }));
    expect(await screen.findByText(/Nie udało się otworzyć płatności tutaj/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do płatności' }).getAttribute('href')).toBe(
      PAYMENT.link,
    );
  });

  it('no payment, no button', () => {
    renderCompletion('registration', null);
    expect(screen.queryByText('Przejdź do płatności')).toBeNull();
  });
});
