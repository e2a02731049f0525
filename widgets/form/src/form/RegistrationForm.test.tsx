import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PublicForm } from '@zapisy/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormWidget } from '../FormWidget.js';
import { FormWidgetView } from '../FormWidgetView.js';
import { resetFormEnterPings } from '../public-form-api.js';
import { stubFetch } from './fetch-stub.js';
import { FORM_STRINGS, PUBLIC_FORM } from './public-form.fixture.js';

const API = 'http://zapisy.test/services/api';
const NOW = () => new Date('2026-06-01T10:00:00Z');

const registrationPosts = (calls: { url: string; init?: RequestInit }[]) =>
  calls.filter((c) => c.url === `${API}/registrations/ev1` && c.init?.method === 'POST');

function renderForm(form: PublicForm = PUBLIC_FORM, prefill?: Record<string, unknown>) {
  return render(
    <div className="zapisy-root">
      <FormWidgetView
        state={{ status: 'form', form, strings: FORM_STRINGS }}
        apiBase={API}
        now={NOW}
        {...(prefill ? { prefill } : {})}
      />
    </div>,
  );
}

const type = (label: string | RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

function fillRequired() {
  type(/^Imię/, 'Anna');
  type(/^Nazwisko/, 'Nowak');
  type(/^E-mail/, 'anna@example.pl');
}

describe('form widget: rendering a stored form', () => {
  beforeEach(() => {
    resetFormEnterPings();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('renders rows in the 12-column grid, containers (columns, collapsible with aria-expanded) and every input with a label', () => {
    renderForm();
    const first = screen.getByLabelText(/^Imię/);
    const last = screen.getByLabelText(/^Nazwisko/);
    expect(first.closest('.zapisy-columns')).toBe(last.closest('.zapisy-columns'));
    expect(first.closest('.zapisy-column')).not.toBe(last.closest('.zapisy-column'));
    const emailCell = screen.getByLabelText(/^E-mail/).closest<HTMLElement>('.zapisy-cell');
    expect(emailCell?.style.getPropertyValue('--zapisy-span')).toBe('8');
    // Required marker and the description tied with aria-describedby.
    expect(screen.getByText('E-mail').parentElement?.textContent).toContain('(wymagane)');
    const email = screen.getByLabelText(/^E-mail/);
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'Wyślemy tu potwierdzenie.',
    );
    // Rich text: allowed tags kept, the script dropped, nothing injected raw.
    expect(screen.getByText('obowiązuje').tagName).toBe('STRONG');
    expect(document.querySelector('.zapisy-rich-text script')).toBeNull();
    // Collapsible: starts collapsed, the button toggles it.
    const toggle = screen.getByRole('button', { name: /Dodatkowe informacje/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: /^Uwagi/ })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('textbox', { name: /^Uwagi/ })).toBeTruthy();
    // Products as cards with price and availability; the unavailable one cannot be chosen.
    expect(
      screen.getByRole('radio', { name: /Koszulka/ }).closest('.zapisy-product-card')?.textContent,
    ).toContain('50,00 zł');
    expect((screen.getByRole('radio', { name: /Kubek/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('draws fields inside a layout-only cell (no plugin, rows of cells: the editor groups side-by-side cells so)', () => {
    const rows = PUBLIC_FORM.form.data.rows;
    const wrapped: PublicForm = {
      ...PUBLIC_FORM,
      form: {
        ...PUBLIC_FORM.form,
        data: {
          ...PUBLIC_FORM.form.data,
          rows: [{ id: 'outer', cells: [{ id: 'layout', size: 12, rows }] }],
        },
      },
    };
    renderForm(wrapped);
    expect(screen.getByLabelText(/^Imię/)).toBeTruthy();
    expect(screen.getByLabelText(/^Nazwisko/)).toBeTruthy();
    expect(screen.getByLabelText(/^E-mail/)).toBeTruthy();
  });

  it('spec §3 "a JSON rule with logic": a field hidden by its visibility rule appears when the rule holds, live', () => {
    renderForm();
    expect(screen.queryByLabelText(/^Miejsce odbioru/)).toBeNull();
    const transport = screen.getByRole('group', { name: /Potrzebuję transportu/ });
    fireEvent.click(within(transport).getByRole('radio', { name: 'Tak' }));
    expect(screen.getByLabelText(/^Miejsce odbioru/)).toBeTruthy();
    fireEvent.click(within(transport).getByRole('radio', { name: 'Nie' }));
    expect(screen.queryByLabelText(/^Miejsce odbioru/)).toBeNull();
  });

  it('announces validation messages (role=alert) on blur and focuses the first invalid field on submit', async () => {
    const calls = stubFetch();
    renderForm();
    const first = screen.getByLabelText(/^Imię/);
    fireEvent.blur(first);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const errorsId = (first.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .find((id) => id.endsWith('-errors'));
    const errors = document.getElementById(errorsId ?? '');
    expect(errors?.getAttribute('role')).toBe('alert');
    expect(errors?.textContent).toBe('To pole jest wymagane.');
    // A visible required field behind a rule: required only while shown.
    type(/^Imię/, 'Anna');
    expect(first.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Nazwisko/)));
    expect(screen.getByTestId('zapisy-form-error-summary').textContent).toBe(
      'Popraw 2 pola zaznaczone poniżej.',
    );
    expect(registrationPosts(calls)).toHaveLength(0);
  });

  it('"the error summary sits above the fields and stays true": it counts the fields still marked and goes with the last', async () => {
    stubFetch();
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    const summary = screen.getByTestId('zapisy-form-error-summary');
    await waitFor(() => expect(summary.textContent).toBe('Popraw 3 pola zaznaczone poniżej.'));
    expect(summary.getAttribute('role')).toBe('alert');
    // Above the fields: the summary comes before the first input in the document.
    const first = screen.getByLabelText(/^Imię/);
    expect(summary.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    type(/^Imię/, 'Anna');
    expect(summary.textContent).toBe('Popraw 2 pola zaznaczone poniżej.');
    type(/^Nazwisko/, 'Kowalska');
    expect(summary.textContent).toBe('Popraw 1 pole zaznaczone poniżej.');
    type(/^E-mail/, 'anna@example.com');
    expect(summary.textContent).toBe('');
    // A field emptied again is marked again, and counted.
    type(/^Nazwisko/, '');
    expect(summary.textContent).toBe('Popraw 1 pole zaznaczone poniżej.');
  });

  it('updates the live price summary with a product and a payment rule (quoteRegistration, formatMoney)', () => {
    renderForm();
    expect(screen.getByTestId('zapisy-price-total').textContent).toBe('1 000,00 zł');
    fireEvent.click(screen.getByRole('radio', { name: /Koszulka/ }));
    expect(screen.getByTestId('zapisy-price-total').textContent).toBe('1 050,00 zł');
    const transport = screen.getByRole('group', { name: /Potrzebuję transportu/ });
    fireEvent.click(within(transport).getByRole('radio', { name: 'Tak' }));
    const summary = screen.getByTestId('zapisy-price-summary');
    expect(within(summary).getByText('Transport').nextElementSibling?.textContent).toBe('200,00 zł');
    expect(within(summary).getByText('Koszulka').nextElementSibling?.textContent).toBe('50,00 zł');
    expect(screen.getByTestId('zapisy-price-total').textContent).toBe('1 250,00 zł');
  });

  it('second document §3 Product visibility rule: a product is offered only while its rule holds', () => {
    const seat = {
      ...PUBLIC_FORM.products[0],
      productId: 'seat',
      name: 'Miejsce w autokarze',
      visibilityRule: {
        jsonRule: { '==': [{ var: 'needs_transport' }, true] },
        humanRule: 'transport = Tak',
      },
    } as PublicForm['products'][number];
    renderForm({ ...PUBLIC_FORM, products: [...PUBLIC_FORM.products, seat] });
    expect(screen.queryByRole('radio', { name: /Miejsce w autokarze/ })).toBeNull();
    const transport = screen.getByRole('group', { name: /Potrzebuję transportu/ });
    fireEvent.click(within(transport).getByRole('radio', { name: 'Tak' }));
    expect(screen.getByRole('radio', { name: /Miejsce w autokarze/ })).toBeTruthy();
  });

  it('shows VAT and the net total when the project has a VAT rate', () => {
    renderForm({ ...PUBLIC_FORM, vatRate: '23' });
    expect(screen.getByTestId('zapisy-price-net').textContent).toBe('1 000,00 zł');
    expect(screen.getByTestId('zapisy-price-vat').textContent).toBe('230,00 zł');
    expect(screen.getByTestId('zapisy-price-total').textContent).toBe('1 230,00 zł');
  });

  it('a product at its own VAT rate: the summary lists VAT per rate and their sum (issue 14: product VAT)', () => {
    const products = PUBLIC_FORM.products.map((product) =>
      product.name === 'Koszulka' ? { ...product, vatRate: '8' as const } : product,
    );
    renderForm({ ...PUBLIC_FORM, products, vatRate: '23' });
    expect(screen.queryByTestId('zapisy-price-vat-8')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Koszulka/ }));
    expect(screen.getByTestId('zapisy-price-net').textContent).toBe('1 050,00 zł');
    expect(screen.getByTestId('zapisy-price-vat-23').textContent).toBe('230,00 zł');
    expect(screen.getByTestId('zapisy-price-vat-8').textContent).toBe('4,00 zł');
    expect(screen.getByTestId('zapisy-price-vat').textContent).toBe('234,00 zł');
    expect(screen.getByText('VAT razem')).toBeTruthy();
    expect(screen.getByTestId('zapisy-price-total').textContent).toBe('1 284,00 zł');
  });

  it('submits the visible values with an idempotency key and shows the completion page variant (201)', async () => {
    const calls = stubFetch((url, init) =>
      url === `${API}/registrations/ev1` && init?.method === 'POST'
        ? {
            status: 201,
            body: {
              registrationId: 'reg1',
              status: 'processed',
              participants: [{ _id: 'p1', status: 'registered', onWaitingList: false }],
              completion: 'registration',
            },
          }
        : undefined,
    );
    renderForm();
    fillRequired();
    const transport = screen.getByRole('group', { name: /Potrzebuję transportu/ });
    fireEvent.click(within(transport).getByRole('radio', { name: 'Nie' }));
    fireEvent.click(screen.getByRole('radio', { name: /Koszulka/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    await screen.findByTestId('zapisy-completion');
    const [post] = registrationPosts(calls);
    const body = JSON.parse(String(post?.init?.body));
    expect(body).toEqual({
      data: {
        first_name: 'Anna',
        last_name: 'Nowak',
        email_main: 'anna@example.pl',
        needs_transport: false,
        product: 'tshirt',
      },
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_.:-]{8,128}$/),
    });
    expect(screen.getByTestId('zapisy-completion').getAttribute('data-variant')).toBe('registration');
    expect(screen.getByTestId('zapisy-completion-title').textContent).toBe('Dziękujemy za zgłoszenie!');
    expect(document.activeElement).toBe(screen.getByTestId('zapisy-completion-title'));
    // No website of the project: no 'Wróć na stronę wydarzenia' leading back to an empty form (issue 14).
    expect(screen.queryByTestId('zapisy-completion-button')).toBeNull();
    expect(screen.getByTestId('zapisy-completion-again').textContent).toBe('Wyślij kolejne zgłoszenie');
  });

  it('answers 202 by polling GET /registrations/{eventId}/{registrationId} until processed (transfer variant)', async () => {
    let polls = 0;
    stubFetch((url, init) => {
      if (url === `${API}/registrations/ev1` && init?.method === 'POST') {
        return { status: 202, body: { registrationId: 'reg9', status: 'processing' } };
      }
      if (url === `${API}/registrations/ev1/reg9`) {
        polls += 1;
        return polls < 2
          ? { status: 200, body: { registrationId: 'reg9', status: 'processing' } }
          : {
              status: 200,
              body: {
                registrationId: 'reg9',
                status: 'processed',
                outcome: {
                  statusCode: 201,
                  body: {
                    registrationId: 'reg9',
                    status: 'processed',
                    participants: [{ _id: 'p1', status: 'registered', onWaitingList: false }],
                    completion: 'transfer',
                    quote: { total: 100_000, grossTotal: 123_000, installments: [] },
                  },
                },
              },
            };
      }
      return undefined;
    });
    render(
      <FormWidgetView
        state={{ status: 'form', form: PUBLIC_FORM, strings: FORM_STRINGS }}
        apiBase={API}
        now={NOW}
      />,
    );
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    const completion = await screen.findByTestId('zapisy-completion', {}, { timeout: 5000 });
    expect(polls).toBe(2);
    expect(completion.getAttribute('data-variant')).toBe('transfer');
    expect(screen.getByTestId('zapisy-completion-title').textContent).toBe(
      'Zgłoszenie przyjęte — zapłać przelewem',
    );
    // The amount the server charged, not the widget's own figure.
    expect(screen.getByTestId('zapisy-completion-amount').textContent).toBe('Kwota do zapłaty: 1 230,00 zł');
  });

  it("maps the server's 400 errors onto the fields they name (spec §5: errors arrive as a list)", async () => {
    stubFetch((url, init) =>
      url === `${API}/registrations/ev1` && init?.method === 'POST'
        ? {
            status: 400,
            body: {
              status: 400,
              code: 'VALIDATION',
              message: 'Dane są nieprawidłowe',
              errors: ['body.data.email_main: Nieprawidłowy adres e-mail.', 'Coś jeszcze poszło nie tak'],
            },
          }
        : undefined,
    );
    renderForm();
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const errorsId = (email.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .find((id) => id.endsWith('-errors'));
    expect(document.getElementById(errorsId ?? '')?.textContent).toBe('Nieprawidłowy adres e-mail.');
    expect(screen.getByTestId('zapisy-form-alert').textContent).toBe(
      'Dane są nieprawidłowe Coś jeszcze poszło nie tak',
    );
    await waitFor(() => expect(document.activeElement).toBe(email));
    // Editing the field clears the server's message.
    type(/^E-mail/, 'anna@example.com');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the same idempotency key when a failed attempt is retried, and shows the 409 message in Polish', async () => {
    let attempt = 0;
    const calls = stubFetch((url, init) => {
      if (url !== `${API}/registrations/ev1` || init?.method !== 'POST') return undefined;
      attempt += 1;
      if (attempt === 1) return new TypeError('Failed to fetch');
      return {
        status: 409,
        body: { status: 409, code: 'FULL', message: 'Brak wolnych miejsc.', errors: [] },
      };
    });
    renderForm();
    fillRequired();
    const submit = screen.getByRole('button', { name: 'Wyślij zgłoszenie' });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(screen.getByTestId('zapisy-form-alert').textContent).toMatch(/Nie udało się wysłać/),
    );
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(screen.getByTestId('zapisy-form-alert').textContent).toBe('Brak wolnych miejsc.'),
    );
    const keys = registrationPosts(calls).map((c) => JSON.parse(String(c.init?.body)).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('group registration: "Dodaj kolejną osobę" adds a removable block of first_name, last_name and the non-customer fields', async () => {
    const calls = stubFetch((url, init) =>
      url === `${API}/registrations/ev1` && init?.method === 'POST'
        ? {
            status: 201,
            body: { registrationId: 'r', status: 'processed', participants: [], completion: 'registration' },
          }
        : undefined,
    );
    renderForm();
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj kolejną osobę' }));
    const second = screen.getByRole('group', { name: 'Osoba 2' });
    expect(within(second).queryByLabelText(/^E-mail/)).toBeNull();
    expect(within(second).queryByText('obowiązuje')).toBeNull();
    fireEvent.change(within(second).getByLabelText(/^Imię/), { target: { value: 'Jan' } });
    fireEvent.change(within(second).getByLabelText(/^Nazwisko/), { target: { value: 'Nowak' } });
    fireEvent.click(within(second).getByRole('radio', { name: /Koszulka/ }));
    // Both people are priced: 2 × 1 000,00 zł + a T-shirt.
    expect(screen.getByTestId('zapisy-price-total').textContent).toBe('2 050,00 zł');
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj kolejną osobę' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Osoba 3' })).getByRole('button', { name: /Usuń osobę/ }),
    );
    expect(screen.queryByRole('group', { name: 'Osoba 3' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    await screen.findByTestId('zapisy-completion');
    const body = JSON.parse(String(registrationPosts(calls)[0]?.init?.body));
    expect(body.participants).toEqual([
      { data: { first_name: 'Jan', last_name: 'Nowak', product: 'tshirt' } },
    ]);
  });

  it("places a group member's 400 error (participants[0].data.x) on that person's field", async () => {
    stubFetch((url, init) =>
      url === `${API}/registrations/ev1` && init?.method === 'POST'
        ? {
            status: 400,
            body: {
              status: 400,
              code: 'VALIDATION',
              message: 'Dane są nieprawidłowe',
              errors: ['participants[0].data.last_name: Nazwisko jest za krótkie.'],
            },
          }
        : undefined,
    );
    renderForm();
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj kolejną osobę' }));
    const second = screen.getByRole('group', { name: 'Osoba 2' });
    fireEvent.change(within(second).getByLabelText(/^Imię/), { target: { value: 'Jan' } });
    fireEvent.change(within(second).getByLabelText(/^Nazwisko/), { target: { value: 'N' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    const memberLast = within(second).getByLabelText(/^Nazwisko/);
    await waitFor(() => expect(memberLast.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen
        .getByLabelText(/^Nazwisko/, { selector: '[data-participant="0"] *' })
        .getAttribute('aria-invalid'),
    ).toBeNull();
    expect(within(second).getByText('Nazwisko jest za krótkie.').closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(memberLast));
  });

  it('second document §4 "Registration open": a closed form shows the project\'s message instead of the form', () => {
    renderForm({
      ...PUBLIC_FORM,
      availability: { open: false, waitingList: false, placesLeft: 0, message: null },
    });
    expect(screen.getByTestId('zapisy-form-closed-message').textContent).toBe(
      'Zapisy na to wydarzenie są zamknięte.',
    );
    expect(screen.queryByRole('button', { name: 'Wyślij zgłoszenie' })).toBeNull();
  });

  it('second document §4 "Waiting list": warns before submitting that the registration goes to the waiting list', () => {
    renderForm({
      ...PUBLIC_FORM,
      availability: { open: true, waitingList: true, placesLeft: 0, message: null },
    });
    expect(screen.getByTestId('zapisy-form-waiting-list').textContent).toMatch(/listę rezerwową/);
  });

  it('loads the public form, prefills from data- attributes and pings form-enter once per page view', async () => {
    const calls = stubFetch(
      (url) =>
        url === `${API}/forms/public/oboz?type=registration` ? { status: 200, body: PUBLIC_FORM } : undefined,
      (url) => (url === `${API}/strings/domain/oboz` ? { status: 200, body: FORM_STRINGS } : undefined),
      (url) => (url.endsWith('/form-enter') ? { status: 204, body: {} } : undefined),
    );
    const options = {
      email: 'ola@example.pl',
      firstName: 'Ola',
      fieldNotes: 'Wegetarianka',
      fieldUnknown: 'x',
    };
    const { unmount } = render(<FormWidget project="oboz" apiBase={API} options={options} />);
    const first = (await screen.findByLabelText(/^Imię/)) as HTMLInputElement;
    expect(first.value).toBe('Ola');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('ola@example.pl');
    fireEvent.click(screen.getByRole('button', { name: /Dodatkowe informacje/ }));
    expect((screen.getByRole('textbox', { name: /^Uwagi/ }) as HTMLTextAreaElement).value).toBe(
      'Wegetarianka',
    );
    unmount();
    render(<FormWidget project="oboz" apiBase={API} />);
    await screen.findByLabelText(/^Imię/);
    await act(async () => {});
    const pings = calls.filter((c) => c.url === `${API}/webhooks/form-enter/ev1`);
    expect(pings).toHaveLength(1);
    expect(pings[0]?.init?.method).toBe('POST');
  });

  it('loads a draft preview from /forms/preview/{uid} with submitting disabled', async () => {
    const calls = stubFetch(
      (url) =>
        url === `${API}/forms/preview/abc123`
          ? { status: 200, body: { ...PUBLIC_FORM, preview: true } }
          : undefined,
      (url) => (url === `${API}/strings/domain/oboz` ? { status: 200, body: FORM_STRINGS } : undefined),
    );
    render(<FormWidget project="oboz" apiBase={API} preview="abc123" />);
    expect((await screen.findByTestId('zapisy-form-preview')).textContent).toMatch(/podgląd/i);
    expect((screen.getByRole('button', { name: 'Wyślij zgłoszenie' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(calls.some((c) => c.url.endsWith('/form-enter'))).toBe(false);
  });
});
