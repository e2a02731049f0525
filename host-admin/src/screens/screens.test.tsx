import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { defaultProject } from '@zapisy/core';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../api/session.js';
import { ROUTER_FUTURE } from '../app/App.js';
import { AppRoutes } from '../app/AppRoutes.js';
import { EnvProvider } from '../app/env-context.js';
import { createAppServices, ServicesProvider } from '../app/services.js';
import { fakeFetch, json, makeToken } from '../testing/fake-api.js';

const now = new Date('2026-03-01T10:00:00.000Z');
const project = defaultProject({
  organizationId: 'o1',
  eventId: 'p1',
  name: 'Szkoła 2026',
  domainName: 'szkola',
  now,
});
project.event.translationType = 'school';
const projectJson = JSON.parse(JSON.stringify(project));
const summary = {
  eventId: 'p1',
  organizationId: 'o1',
  active: true,
  createdAt: now.toISOString(),
  event: { name: 'Szkoła 2026', domainName: 'szkola', translationType: 'school', from: null, to: null },
};
const nouns = {
  project: {
    gender: 'm',
    nominative: 'rok szkolny',
    genitive: 'roku szkolnego',
    dative: 'rokowi szkolnemu',
    accusative: 'rok szkolny',
    instrumental: 'rokiem szkolnym',
    locative: 'roku szkolnym',
    plural: 'lata szkolne',
    pluralGenitive: 'lat szkolnych',
  },
  participant: {
    gender: 'm',
    nominative: 'uczeń',
    genitive: 'ucznia',
    dative: 'uczniowi',
    accusative: 'ucznia',
    instrumental: 'uczniem',
    locative: 'uczniu',
    plural: 'uczniowie',
    pluralGenitive: 'uczniów',
  },
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    TOKEN_STORAGE_KEY,
    makeToken({ sub: 'u1', role: 'admin', organizationId: 'o1' }, 3600),
  );
  localStorage.setItem(
    USER_STORAGE_KEY,
    JSON.stringify({
      userId: 'u1',
      email: 'anna@szkola.pl',
      firstName: 'Anna',
      lastName: 'Nowak',
      role: 'admin',
      organizationId: 'o1',
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderAdmin(path: string, extra: Record<string, unknown> = {}) {
  const fake = fakeFetch({
    'GET /project/organization/o1': [summary],
    'GET /project/p1': projectJson,
    'GET /strings/p1': { translationType: 'school', label: 'Szkoła', nouns, messages: {} },
    ...extra,
  });
  const services = createAppServices({ fetchImpl: fake.fetch, navigateTo: vi.fn(), reload: vi.fn() });
  render(
    <ServicesProvider services={services}>
      <EnvProvider value={{ environment: 'test', host: 'zapisy.test' }}>
        <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
          <AppRoutes />
        </MemoryRouter>
      </EnvProvider>
    </ServicesProvider>,
  );
  return fake.calls;
}

describe("'Wybór' and the project switcher", () => {
  it("lists the organization's projects; choosing one makes it current in the header, in its vocabulary", async () => {
    renderAdmin('/glowna/wybor');
    const choose = await screen.findByRole('button', { name: 'Wybierz: Szkoła 2026' });
    expect(screen.getByText(`${location.protocol}//szkola.zapisy.test/`)).toBeTruthy();
    fireEvent.click(choose);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Wybierz: Szkoła 2026' }).textContent).toBe('Wybrany'),
    );
    const switcher = await screen.findByLabelText('Rok szkolny');
    expect((switcher as HTMLSelectElement).value).toBe('szkola');
    expect(localStorage.getItem('zapisy:project')).toBe('szkola');
  });
});

describe('/admin/ustawienia/projekt', () => {
  it('draws the form from projectSchema, checks it with the server rules, then PATCHes the whole project', async () => {
    let saved: unknown;
    const calls = renderAdmin('/ustawienia/projekt?projekt=szkola', {
      'PATCH /project/p1': (call: { body: unknown }) => {
        saved = call.body;
        return json({ ...projectJson, ...(call.body as object) });
      },
    });
    const days = (await screen.findByLabelText(/Dni opóźnienia/)) as HTMLInputElement;
    expect(days.value).toBe('2');
    expect(screen.getByRole('heading', { level: 2, name: 'Płatności' })).toBeTruthy();
    // Vocabulary of the school type in labels.
    expect(await screen.findByLabelText('Rozliczenie w ramach roku szkolnego')).toBeTruthy();
    fireEvent.change(days, { target: { value: '400' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    });
    expect(document.getElementById(days.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Wartość musi być mniejsza lub równa 365.',
    );
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.change(days, { target: { value: '5' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    });
    await waitFor(() => expect(saved).toBeDefined());
    expect((saved as { payments: { daysLate: number } }).payments.daysLate).toBe(5);
    expect((saved as { event: { name: string } }).event.name).toBe('Szkoła 2026');
    expect(await screen.findByText('Zapisano zmiany')).toBeTruthy();
  });

  it('opens the duplicate modal with the vocabulary word', async () => {
    renderAdmin('/ustawienia/projekt?projekt=szkola');
    await screen.findByLabelText(/Dni opóźnienia/);
    await screen.findByLabelText('Rozliczenie w ramach roku szkolnego');
    fireEvent.click(screen.getByRole('button', { name: 'Duplikuj' }));
    const dialog = screen.getByRole('dialog', { name: 'Duplikuj rok szkolny' });
    expect(within(dialog).getByText(/Dane uczniów i/)).toBeTruthy();
  });
});
