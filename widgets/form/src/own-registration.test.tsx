import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormWidget } from './FormWidget.js';
import { stubFetch } from './form/fetch-stub.js';
import { FORM_STRINGS, PUBLIC_FORM } from './form/public-form.fixture.js';

const API = 'http://zapisy.test/services/api';
const OWN_URL = `${API}/participants/public/ev1/part-1`;

const OWN = {
  participantId: 'part-1',
  name: 'Anna Kowalska',
  status: 'registered',
  statusLabel: 'Zapis przyjęty',
  data: {
    first_name: 'Anna',
    last_name: 'Kowalska',
    email_main: 'anna@example.pl',
    needs_transport: true,
    pickup_city: 'Kraków',
  },
  locked: ['needs_transport', 'product'],
  member: false,
};

const form = (url: string) =>
  url.startsWith(`${API}/forms/public/oboz`) ? { status: 200, body: PUBLIC_FORM } : undefined;
const strings = (url: string) =>
  url.startsWith(`${API}/strings/domain/`) ? { status: 200, body: FORM_STRINGS } : undefined;
const ping = (url: string) => (url.includes('/webhooks/') ? { status: 204, body: {} } : undefined);

function renderWidget(options: Record<string, unknown>) {
  return render(
    <div className="zapisy-root">
      <FormWidget project="oboz" apiBase={API} options={options} />
    </div>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the form link /formularz?p= (issue 14: "a participant can reopen their own data")', () => {
  it("opens the participant's registration prefilled, the organizer's fields disabled with a note, no group, consents or price", async () => {
    stubFetch(form, strings, ping, (url, init) =>
      url === OWN_URL && !init?.method ? { status: 200, body: OWN } : undefined,
    );
    renderWidget({ p: 'part-1' });
    expect(await screen.findByRole('heading', { name: 'Twoje zgłoszenie' })).toBeTruthy();
    expect(screen.getByTestId('zapisy-own-name').textContent).toBe('Anna Kowalska');
    expect(screen.getByTestId('zapisy-own-status').textContent).toBe('Status zgłoszenia: Zapis przyjęty');
    expect((screen.getByLabelText(/Imię/) as HTMLInputElement).value).toBe('Anna');
    expect((screen.getByLabelText(/Miejsce odbioru/) as HTMLInputElement).value).toBe('Kraków');
    const transport = screen.getByRole('group', { name: /Potrzebuję transportu/ });
    const yes = within(transport).getByRole('radio', { name: 'Tak' }) as HTMLInputElement;
    expect(yes.checked).toBe(true);
    expect(yes.closest('fieldset[data-locked]')).not.toBeNull();
    expect(yes.matches(':disabled')).toBe(true);
    expect(screen.getAllByText('Zmianę tego pola ustala organizator.').length).toBe(2);
    expect((screen.getByLabelText(/Imię/) as HTMLInputElement).closest('fieldset[data-locked]')).toBeNull();
    expect(screen.queryByTestId('zapisy-add-participant')).toBeNull();
    expect(screen.queryByTestId('zapisy-price-summary')).toBeNull();
    expect(screen.getByRole('button', { name: 'Zapisz zmiany' })).toBeTruthy();
  });

  it("sends only the changes as PATCH (an emptied answer as ''), never a new registration, and says only what happened", async () => {
    const calls = stubFetch(form, strings, ping, (url, init) => {
      if (url !== OWN_URL) return undefined;
      if (init?.method === 'PATCH') {
        const { data } = JSON.parse(String(init.body));
        return { status: 200, body: { ...OWN, data: { ...OWN.data, ...data } } };
      }
      return { status: 200, body: OWN };
    });
    renderWidget({ p: 'part-1' });
    const last = (await screen.findByLabelText(/Nazwisko/)) as HTMLInputElement;
    fireEvent.change(last, { target: { value: 'Kowalska-Nowak' } });
    fireEvent.change(screen.getByLabelText(/Miejsce odbioru/), { target: { value: 'Tarnów' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Zapisaliśmy zmiany w Twoim zgłoszeniu.')).toBeTruthy();
    expect(screen.queryByText(/e-mail/i)).toBeNull();
    const writes = calls.filter((call) => call.init?.method && call.init.method !== 'GET');
    expect(writes.map((call) => `${call.init?.method} ${call.url}`)).toEqual([`PATCH ${OWN_URL}`]);
    expect(JSON.parse(String(writes[0]?.init?.body))).toEqual({
      data: { last_name: 'Kowalska-Nowak', pickup_city: 'Tarnów' },
    });
    fireEvent.click(screen.getByTestId('zapisy-own-back'));
    expect((screen.getByLabelText(/Nazwisko/) as HTMLInputElement).value).toBe('Kowalska-Nowak');
  });

  it('saving with nothing changed sends nothing and says nothing changed (never claims a save)', async () => {
    const calls = stubFetch(form, strings, ping, (url) =>
      url === OWN_URL ? { status: 200, body: OWN } : undefined,
    );
    renderWidget({ p: 'part-1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText(/Nic się nie zmieniło/)).toBeTruthy();
    expect(screen.queryByText('Zapisaliśmy zmiany w Twoim zgłoszeniu.')).toBeNull();
    expect(calls.filter((call) => call.init?.method === 'PATCH')).toEqual([]);
  });

  it("shows the server's refusal on the form and keeps what was typed", async () => {
    stubFetch(form, strings, ping, (url, init) => {
      if (url !== OWN_URL) return undefined;
      if (init?.method === 'PATCH')
        return {
          status: 400,
          body: {
            message: 'email_main: Podaj poprawny adres e-mail.',
            errors: ['email_main: Podaj poprawny adres e-mail.'],
          },
        };
      return { status: 200, body: OWN };
    });
    renderWidget({ p: 'part-1' });
    fireEvent.change(await screen.findByLabelText(/Nazwisko/), { target: { value: 'Nowak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(screen.getAllByText(/Podaj poprawny adres e-mail/).length).toBeGreaterThan(0));
    expect(screen.queryByTestId('zapisy-own-saved')).toBeNull();
    expect((screen.getByLabelText(/Nazwisko/) as HTMLInputElement).value).toBe('Nowak');
  });

  it("a group member's link shows a member's block: no e-mail (the representative's)", async () => {
    const { email_main: _email, ...data } = OWN.data;
    stubFetch(form, strings, ping, (url) =>
      url === OWN_URL ? { status: 200, body: { ...OWN, data, member: true } } : undefined,
    );
    renderWidget({ p: 'part-1' });
    expect(await screen.findByRole('heading', { name: 'Twoje zgłoszenie' })).toBeTruthy();
    expect(screen.getByLabelText(/Nazwisko/)).toBeTruthy();
    expect(screen.queryByLabelText(/E-mail/)).toBeNull();
  });

  it('opens for corrections even when registration is closed (the closed card is for new registrations)', async () => {
    const closed = { ...PUBLIC_FORM, availability: { ...PUBLIC_FORM.availability, open: false } };
    stubFetch(
      (url) => (url.startsWith(`${API}/forms/public/oboz`) ? { status: 200, body: closed } : undefined),
      strings,
      ping,
      (url) => (url === OWN_URL ? { status: 200, body: OWN } : undefined),
    );
    renderWidget({ p: 'part-1' });
    expect(await screen.findByRole('heading', { name: 'Twoje zgłoszenie' })).toBeTruthy();
    expect(screen.queryByTestId('zapisy-form-closed')).toBeNull();
  });

  it('an unknown link says so in Polish and shows no empty form', async () => {
    stubFetch(form, strings, ping, (url) =>
      url.startsWith(`${API}/participants/public/`)
        ? { status: 404, body: { message: 'nie ma' } }
        : undefined,
    );
    renderWidget({ p: 'nie-ma' });
    const card = await screen.findByTestId('zapisy-own-link-invalid');
    expect(card.textContent).toContain('Ten link do zgłoszenia jest nieprawidłowy albo nieaktualny');
    expect(screen.queryByTestId('zapisy-form')).toBeNull();
  });

  it("reads ?p= from the page's own address when the element gives no data-p", async () => {
    stubFetch(form, strings, ping, (url) => (url === OWN_URL ? { status: 200, body: OWN } : undefined));
    window.history.replaceState(null, '', '/formularz?p=part-1');
    try {
      renderWidget({});
      expect(await screen.findByRole('heading', { name: 'Twoje zgłoszenie' })).toBeTruthy();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
