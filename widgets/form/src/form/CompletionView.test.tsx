import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { type PublicForm, TRANSFER_NO_ACCOUNT } from '@zapisy/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormWidgetView } from '../FormWidgetView.js';
import { resetFormEnterPings } from '../public-form-api.js';
import { CompletionView } from './CompletionView.js';
import { stubFetch } from './fetch-stub.js';
import { FORM_STRINGS, PUBLIC_FORM } from './public-form.fixture.js';

const API = 'http://zapisy.test/services/api';
const NOW = new Date('2026-06-01T10:00:00Z');

/** The default transfer texts of the event vocabulary, as `GET /strings/domain/…` fills them. */
const ACCOUNT_SENTENCE = 'Numer rachunku, kwotę i tytuł przelewu znajdziesz na stronie płatności.';
const STRINGS = {
  ...FORM_STRINGS,
  messages: {
    ...FORM_STRINGS.messages,
    completedTransferBody: `Twoje zgłoszenie zostało przyjęte. ${ACCOUNT_SENTENCE} Zgłoszenie zostanie opłacone po zaksięgowaniu wpłaty.`,
    completedLinkTransferBody: `${ACCOUNT_SENTENCE} Wpłatę przypiszemy do zgłoszenia po jej zaksięgowaniu.`,
  },
};

/** 380,00 zł in three monthly installments from 1 June 2026 (dates as the server generates them: +3 h). */
const THREE = [
  { participantId: 'p1', date: new Date('2026-06-01T03:00:00Z'), grossAmount: 12_666 },
  { participantId: 'p1', date: new Date('2026-07-01T03:00:00Z'), grossAmount: 12_667 },
  { participantId: 'p1', date: new Date('2026-08-01T03:00:00Z'), grossAmount: 12_667 },
];

const body = () => screen.getByTestId('zapisy-completion-body').textContent;

function renderCompletion(props: Partial<Parameters<typeof CompletionView>[0]> = {}) {
  return render(
    <CompletionView
      strings={STRINGS}
      variant="transfer"
      onWaitingList={false}
      onAgain={() => {}}
      {...props}
    />,
  );
}

describe('the completion page promises a bank account only when the project has one', () => {
  afterEach(cleanup);

  it('no account: the transfer texts say the organizer gave none and whom to ask, not where to find it', () => {
    for (const variant of ['transfer', 'link-transfer'] as const) {
      renderCompletion({ variant, transferAccount: false });
      expect(body()).not.toContain('Numer rachunku');
      expect(body()).toContain(TRANSFER_NO_ACCOUNT);
      cleanup();
    }
    renderCompletion({ variant: 'transfer', transferAccount: false });
    expect(body()).toBe(
      `Twoje zgłoszenie zostało przyjęte. ${TRANSFER_NO_ACCOUNT} Zgłoszenie zostanie opłacone po zaksięgowaniu wpłaty.`,
    );
  });

  it('unknown (an older server says nothing): nothing is promised either', () => {
    renderCompletion({ variant: 'transfer' });
    expect(body()).not.toContain('Numer rachunku');
  });

  it('with an account: the page points to the payment page for it', () => {
    renderCompletion({ variant: 'transfer', transferAccount: true });
    expect(body()).toContain(ACCOUNT_SENTENCE);
  });

  it("an organizer's own text is shown as written", () => {
    const own = {
      ...STRINGS,
      messages: { ...STRINGS.messages, completedTransferBody: 'Zapłać na miejscu.' },
    };
    renderCompletion({ strings: own, variant: 'transfer', transferAccount: false });
    expect(body()).toBe('Zapłać na miejscu.');
  });
});

describe('through the form: the server answer and the public form decide the completion page', () => {
  beforeEach(() => {
    resetFormEnterPings();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  async function registerWith(form: PublicForm) {
    stubFetch((url, init) =>
      url === `${API}/registrations/ev1` && init?.method === 'POST'
        ? {
            status: 201,
            body: {
              registrationId: 'reg1',
              status: 'processed',
              participants: [{ _id: 'p1', status: 'registered', onWaitingList: false }],
              completion: 'transfer',
              quote: {
                total: 38_000,
                grossTotal: 38_000,
                installments: THREE.map((i) => ({
                  installmentId: `i${i.grossAmount}`,
                  participantId: i.participantId,
                  date: i.date.toISOString(),
                  amount: i.grossAmount,
                  vat: 0,
                  grossAmount: i.grossAmount,
                })),
              },
              payment: { k: 'key1', link: 'https://oboz.zapisy.test/l?k=key1' },
            },
          }
        : undefined,
    );
    render(
      <FormWidgetView state={{ status: 'form', form, strings: STRINGS }} apiBase={API} now={() => NOW} />,
    );
    for (const [label, value] of [
      [/^Imię/, 'Anna'],
      [/^Nazwisko/, 'Nowak'],
      [/^E-mail/, 'anna@example.pl'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    const transport = screen.getByRole('group', { name: /Potrzebuję transportu/ });
    fireEvent.click(within(transport).getByRole('radio', { name: 'Nie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    await screen.findByTestId('zapisy-completion');
  }

  it('a project without an account: no account promised', async () => {
    await registerWith({
      ...PUBLIC_FORM,
      payments: { enabled: true, online: false, cash: false, transferAccount: false },
    });
    expect(body()).not.toContain('Numer rachunku');
    expect(body()).toContain(TRANSFER_NO_ACCOUNT);
  });

  it('a project with an account: the page says where to find it', async () => {
    await registerWith({
      ...PUBLIC_FORM,
      payments: { enabled: true, online: false, cash: false, transferAccount: true },
    });
    expect(body()).toContain(ACCOUNT_SENTENCE);
  });
});
