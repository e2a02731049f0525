import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { formatGrosze, type PublicForm, TRANSFER_NO_ACCOUNT } from '@zapisy/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormWidgetView } from '../FormWidgetView.js';
import { type AnsweredInstallment, resetFormEnterPings } from '../public-form-api.js';
import { CompletionView, completionAmount } from './CompletionView.js';
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
const THREE: AnsweredInstallment[] = [
  { participantId: 'p1', date: new Date('2026-06-01T03:00:00Z'), grossAmount: 12_666 },
  { participantId: 'p1', date: new Date('2026-07-01T03:00:00Z'), grossAmount: 12_667 },
  { participantId: 'p1', date: new Date('2026-08-01T03:00:00Z'), grossAmount: 12_667 },
];

const body = () => screen.getByTestId('zapisy-completion-body').textContent;
const amount = () => screen.getByTestId('zapisy-completion-amount').textContent;

function renderCompletion(props: Partial<Parameters<typeof CompletionView>[0]> = {}) {
  return render(
    <CompletionView
      strings={STRINGS}
      variant="transfer"
      onWaitingList={false}
      onAgain={() => {}}
      now={NOW}
      dateFormat="dd.MM.yyyy"
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

describe('the completion page shows what is due now, and the total of installments apart', () => {
  afterEach(cleanup);

  it('three installments, the first due today: due now and the whole', () => {
    renderCompletion({ grossTotal: 38_000, installments: THREE });
    expect(amount()).toBe(
      `Do zapłaty teraz: ${formatGrosze(12_666)} (całość: ${formatGrosze(38_000)} w 3 ratach)`,
    );
  });

  it('nothing due yet: the first installment with its date', () => {
    renderCompletion({ grossTotal: 38_000, installments: THREE, now: new Date('2026-05-20T10:00:00Z') });
    expect(amount()).toBe(
      `Pierwsza rata (termin 01.06.2026): ${formatGrosze(12_666)} (całość: ${formatGrosze(38_000)} w 3 ratach)`,
    );
  });

  it('one payment due now, or no installments in the answer: the amount to pay, as before', () => {
    renderCompletion({
      grossTotal: 38_000,
      installments: [{ participantId: 'p1', date: new Date('2026-06-01T03:00:00Z'), grossAmount: 38_000 }],
    });
    expect(amount()).toBe(`Kwota do zapłaty: ${formatGrosze(38_000)}`);
    cleanup();
    renderCompletion({ grossTotal: 38_000 });
    expect(amount()).toBe(`Kwota do zapłaty: ${formatGrosze(38_000)}`);
  });

  it('installment dates are compared on Polish days', () => {
    // 22:30 UTC on 1 June is already 2 June in Poland: an installment of 2 June is due then, not before.
    const second = [
      { participantId: 'p1', date: new Date('2026-06-01T03:00:00Z'), grossAmount: 100 },
      { participantId: 'p1', date: new Date('2026-06-02T03:00:00Z'), grossAmount: 200 },
      { participantId: 'p1', date: new Date('2026-07-02T03:00:00Z'), grossAmount: 300 },
    ];
    expect(completionAmount(600, second, new Date('2026-06-01T21:30:00Z'))).toMatchObject({ now: 100 });
    expect(completionAmount(600, second, new Date('2026-06-01T22:30:00Z'))).toMatchObject({ now: 300 });
  });

  it('a group: due now adds up every participant; the count is said when each pays in as many', () => {
    const both = [...THREE, ...THREE.map((i) => ({ ...i, participantId: 'p2' }))];
    expect(completionAmount(76_000, both, NOW)).toEqual({
      kind: 'now',
      now: 25_332,
      total: 76_000,
      count: 3,
    });
    const mixed = [...THREE, { participantId: 'p2', date: NOW, grossAmount: 38_000 }];
    expect(completionAmount(76_000, mixed, NOW)).toEqual({
      kind: 'now',
      now: 50_666,
      total: 76_000,
      count: null,
    });
    expect(completionAmount(0, THREE, NOW)).toBeNull();
    expect(completionAmount(null, THREE, NOW)).toBeNull();
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

  it('a project without an account: no account promised; three installments: due now and the whole', async () => {
    await registerWith({
      ...PUBLIC_FORM,
      payments: { enabled: true, online: false, cash: false, transferAccount: false },
    });
    expect(body()).not.toContain('Numer rachunku');
    expect(body()).toContain(TRANSFER_NO_ACCOUNT);
    expect(amount()).toBe(
      `Do zapłaty teraz: ${formatGrosze(12_666)} (całość: ${formatGrosze(38_000)} w 3 ratach)`,
    );
  });

  it('a project with an account: the page says where to find it', async () => {
    await registerWith({
      ...PUBLIC_FORM,
      payments: { enabled: true, online: false, cash: false, transferAccount: true },
    });
    expect(body()).toContain(ACCOUNT_SENTENCE);
  });
});
