import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { PublicForm, PublicPage } from '@zapisy/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormWidgetView } from '../FormWidgetView.js';
import { stubFetch } from '../form/fetch-stub.js';
import { FORM_STRINGS, PUBLIC_FORM } from '../form/public-form.fixture.js';
import { resetFormEnterPings } from '../public-form-api.js';

const API = 'http://zapisy.test/services/api';
const NOW = () => new Date('2026-06-01T10:00:00Z');

const PAGE: PublicPage = {
  slogan: 'Biegamy razem',
  description: 'Trasa 10 km.\n\nStart przy ratuszu.',
  // 23:30 UTC on 27 November is already 28 November in Warsaw.
  from: '2026-11-27T23:30:00.000Z',
  to: '2026-11-29T12:00:00.000Z',
  place: 'Kraków, Rynek Główny',
  dateFormat: 'dd/MM/yyyy',
  websiteUrl: 'https://bieg.example.pl/',
  logo: { url: '/images/logo123', height: 40 },
  organizer: {
    name: 'Fundacja Biegam',
    emailAddress: 'biuro@biegam.pl',
    phoneNumber: '+48 600 100 200',
    address: 'ul. Długa 1, 31-001 Kraków',
    taxId: '6762461659',
    url: 'https://biegam.pl',
  },
  consents: [
    { id: 'terms', label: 'Akceptuję regulamin', text: '', url: 'https://bieg.example.pl/regulamin' },
    { id: 'privacy', label: 'Potwierdzam zapoznanie się z klauzulą', text: 'Administratorem…', url: null },
  ],
};
const FORM: PublicForm = { ...PUBLIC_FORM, page: PAGE };

function renderPage(props: { layout?: 'page' | 'embed'; affiliateId?: string; form?: PublicForm } = {}) {
  return render(
    <div className="zapisy-root">
      <FormWidgetView
        state={{ status: 'form', form: props.form ?? FORM, strings: FORM_STRINGS }}
        apiBase={API}
        now={NOW}
        layout={props.layout ?? 'page'}
        {...(props.affiliateId ? { affiliateId: props.affiliateId } : {})}
      />
    </div>,
  );
}

function fillRequired() {
  for (const [label, value] of [
    [/^Imię/, 'Anna'],
    [/^Nazwisko/, 'Nowak'],
    [/^E-mail/, 'anna@example.pl'],
  ] as const) {
    const input = screen.getByLabelText(label);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  }
  const transport = screen.getByRole('group', { name: /Potrzebuję transportu/ });
  fireEvent.click(within(transport).getByRole('radio', { name: 'Nie' }));
  fireEvent.click(screen.getByRole('radio', { name: /Koszulka/ }));
}

const done = {
  status: 201,
  body: {
    registrationId: 'reg1',
    status: 'processed',
    participants: [{ _id: 'p1', status: 'registered', onWaitingList: false }],
    completion: 'registration',
  },
};

describe('the participant page (issue 14): header, footer and consents around the hosted form', () => {
  beforeEach(() => {
    resetFormEnterPings();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the project's header: name, slogan, dates on the Polish day in the project's format, place, description, logo, organizer", () => {
    renderPage();
    const header = screen.getByTestId('zapisy-page-header');
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe(FORM.project.name);
    expect(screen.getByTestId('zapisy-page-slogan').textContent).toBe('Biegamy razem');
    expect(screen.getByTestId('zapisy-page-dates').textContent).toBe('28/11/2026 – 29/11/2026');
    expect(screen.getByTestId('zapisy-page-place').textContent).toBe('Kraków, Rynek Główny');
    expect(screen.getByTestId('zapisy-page-description').querySelectorAll('p')).toHaveLength(2);
    expect(screen.getByTestId('zapisy-page-logo').getAttribute('src')).toBe(
      'http://zapisy.test/images/logo123',
    );
    const organizer = screen.getByTestId('zapisy-page-organizer');
    expect(organizer.textContent).toContain('Organizator: Fundacja Biegam');
    expect(within(organizer).getByRole('link', { name: 'biuro@biegam.pl' }).getAttribute('href')).toBe(
      'mailto:biuro@biegam.pl',
    );
  });

  it('the dates follow the project setting (dd.MM.yyyy)', () => {
    renderPage({ form: { ...FORM, page: { ...PAGE, dateFormat: 'dd.MM.yyyy' } } });
    expect(screen.getByTestId('zapisy-page-dates').textContent).toBe('28.11.2026 – 29.11.2026');
  });

  it("shows the footer with the organizer's identity (name, address, NIP, contact)", () => {
    renderPage();
    const footer = screen.getByTestId('zapisy-page-footer');
    expect(footer.textContent).toContain('Fundacja Biegam');
    expect(footer.textContent).toContain('ul. Długa 1, 31-001 Kraków');
    expect(footer.textContent).toContain('NIP: 6762461659');
    expect(footer.textContent).toContain('tel. +48 600 100 200');
  });

  it('an embedded form (no page layout) has no header or footer, but still the consents', () => {
    renderPage({ layout: 'embed' });
    expect(screen.queryByTestId('zapisy-page-header')).toBeNull();
    expect(screen.queryByTestId('zapisy-page-footer')).toBeNull();
    expect(screen.getByTestId('zapisy-consents')).toBeTruthy();
  });

  it('the consents are required: unticked, nothing is sent and each says what to do', async () => {
    const calls = stubFetch((url) => (url.endsWith('/registrations/ev1') ? done : undefined));
    renderPage();
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await screen.findByText('Zaakceptuj regulamin, aby wysłać formularz.')).toBeTruthy();
    expect(
      screen.getByText('Potwierdź zapoznanie się z klauzulą informacyjną, aby wysłać formularz.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    expect(calls.filter((c) => c.url.endsWith('/registrations/ev1'))).toHaveLength(0);
    const terms = within(screen.getByTestId('zapisy-consent-terms')).getByRole('link');
    expect(terms.getAttribute('href')).toBe('https://bieg.example.pl/regulamin');
  });

  it('sends the ticked consents and the affiliate_id, then "Wróć na stronę wydarzenia" leads to the project website, not an empty form', async () => {
    const calls = stubFetch((url, init) =>
      url === `${API}/registrations/ev1` && init?.method === 'POST' ? done : undefined,
    );
    renderPage({ affiliateId: 'Ref5678efgh' });
    fillRequired();
    fireEvent.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /klauzulą/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    await screen.findByTestId('zapisy-completion');
    const post = calls.find((c) => c.url === `${API}/registrations/ev1`);
    const body = JSON.parse(String(post?.init?.body));
    expect(body.consents).toEqual({ terms: true, privacy: true });
    expect(body.affiliateId).toBe('Ref5678efgh');
    const back = screen.getByTestId('zapisy-completion-button');
    expect(back.tagName).toBe('A');
    expect(back.getAttribute('href')).toBe('https://bieg.example.pl/');
    expect(back.textContent).toBe('Wróć na stronę wydarzenia');
  });
});
