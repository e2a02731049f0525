import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_STRINGS, PUBLIC_FORM } from './form/public-form.fixture.js';
import { mount, REGISTERED_EVENT } from './mount.js';
import { resetFormEnterPings } from './public-form-api.js';

const API = 'http://zapisy.test/services/api';
const ANSWER = {
  registrationId: 'reg1',
  status: 'processed',
  participants: [{ _id: 'pa1', status: 'registered', onWaitingList: false }],
  completion: 'registration',
};
const CLOSED_FORM = {
  ...PUBLIC_FORM,
  availability: { open: false, waitingList: false, placesLeft: null, message: 'Zapisy zakończone.' },
};

function stubApi() {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, ...(init ? { init } : {}) });
    const reply = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url === `${API}/forms/public/oboz?type=registration`) return reply(200, CLOSED_FORM);
    if (url === `${API}/strings/domain/oboz`) return reply(200, FORM_STRINGS);
    if (url === `${API}/participants/ev1` && init?.method === 'POST') return reply(201, ANSWER);
    return reply(404, { message: 'nie ma' });
  });
  return calls;
}

function host(): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  return el;
}

describe('form widget: organizer mode (admin /admin/zapisany/nowy)', () => {
  beforeEach(() => {
    resetFormEnterPings();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('the organizer adds a participant after registration closed: a notice instead of the closed card, no form-enter ping, POST /participants/{eventId} with x-auth-token, zapisy:registered on the element', async () => {
    const calls = stubApi();
    const el = host();
    const parent = el.parentElement as HTMLElement;
    const registered = vi.fn();
    parent.addEventListener(REGISTERED_EVENT, (event) => registered((event as CustomEvent).detail));
    const unmount = mount(el, { project: 'oboz', apiBase: API, organizer: { token: 'tok-1' } });
    const shadow = within(el.shadowRoot as unknown as HTMLElement);

    const notice = await shadow.findByTestId('zapisy-form-organizer-closed', {}, { timeout: 2000 });
    expect(notice.textContent).toMatch(/Jako organizator możesz mimo to dodać uczestnika/);
    expect(shadow.queryByTestId('zapisy-form-closed')).toBeNull();
    expect(calls.some((c) => c.url.includes('form-enter'))).toBe(false);

    const type = (label: RegExp, value: string) => {
      const input = shadow.getByLabelText(label);
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    };
    type(/^Imię/, 'Anna');
    type(/^Nazwisko/, 'Nowak');
    type(/^E-mail/, 'anna@example.pl');
    const transport = shadow.getByRole('group', { name: /Potrzebuję transportu/ });
    fireEvent.click(within(transport).getByRole('radio', { name: 'Nie' }));
    fireEvent.click(shadow.getByRole('radio', { name: /Koszulka/ }));
    fireEvent.click(shadow.getByRole('button', { name: 'Wyślij zgłoszenie' }));

    await waitFor(() => expect(registered).toHaveBeenCalledTimes(1));
    expect(registered.mock.calls[0]?.[0]).toEqual(ANSWER);
    const post = calls.find((c) => c.init?.method === 'POST' && c.url.endsWith('/ev1'));
    expect(post?.url).toBe(`${API}/participants/ev1`);
    expect(new Headers(post?.init?.headers).get('x-auth-token')).toBe('tok-1');
    expect(JSON.parse(String(post?.init?.body)).data).toMatchObject({
      first_name: 'Anna',
      last_name: 'Nowak',
    });
    expect(calls.some((c) => c.url.includes('/registrations/'))).toBe(false);
    unmount();
  });

  it('without the organizer option a closed registration still shows the closed card (public visitors)', async () => {
    stubApi();
    const el = host();
    mount(el, { project: 'oboz', apiBase: API });
    const shadow = within(el.shadowRoot as unknown as HTMLElement);
    await shadow.findByTestId('zapisy-form-closed', {}, { timeout: 2000 });
    expect(shadow.queryByTestId('zapisy-form-organizer-closed')).toBeNull();
  });
});
