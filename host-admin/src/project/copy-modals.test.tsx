import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../api/session.js';
import { EnvProvider } from '../app/env-context.js';
import { createAppServices, ServicesProvider } from '../app/services.js';
import { apiError, fakeFetch, makeToken } from '../testing/fake-api.js';
import { SCHOOL_NOUNS } from '../testing/school-nouns.js';
import { DuplicateModal, NewEditionModal } from './CopyProjectModals.js';
import { DEFAULT_NOUNS } from './default-nouns.js';
import type { Nouns } from './project-context.js';

const project = { eventId: 'p1', event: { name: 'Obóz 2026', domainName: 'oboz' } };
const summary = (name: string, domainName: string, eventId: string) => ({
  eventId,
  organizationId: 'o1',
  active: true,
  createdAt: null,
  event: { name, domainName, translationType: 'default', from: null, to: null },
});

/** The school vocabulary: rok szkolny (m). */
const school: Nouns = { ...DEFAULT_NOUNS, project: SCHOOL_NOUNS.project };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  localStorage.clear();
  localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ role: 'admin', organizationId: 'o1' }, 3600));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderModal(
  kind: 'duplicate' | 'edition',
  routes: Record<string, unknown>,
  nouns: Nouns | null = null,
) {
  const fake = fakeFetch(routes);
  const services = createAppServices({ fetchImpl: fake.fetch, navigateTo: vi.fn(), reload: vi.fn() });
  const onDone = vi.fn();
  const tab = { navigate: vi.fn(), close: vi.fn() };
  const openTab = vi.fn(() => tab);
  render(
    <ServicesProvider services={services}>
      <EnvProvider value={{ environment: 'test', host: 'zapisy.test' }}>
        {kind === 'duplicate' ? (
          <DuplicateModal
            project={project}
            nouns={nouns}
            onClose={vi.fn()}
            onDone={onDone}
            openTab={openTab}
          />
        ) : (
          <NewEditionModal project={project} nouns={nouns} onClose={vi.fn()} onDone={onDone} />
        )}
      </EnvProvider>
    </ServicesProvider>,
  );
  return { calls: fake.calls, onDone, tab, openTab };
}

const elapse = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

/** The message under a field (its aria-describedby error line), or null. */
function errorUnder(label: RegExp): string | null {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.className === 'za-field__error');
  return error?.textContent ?? null;
}

describe('duplicate modal (second document §2, §5, §8)', () => {
  it("defaults: name plus ' - Duplikat', domain plus '-duplikat'; previews update 100 ms after typing", async () => {
    renderModal('duplicate', {});
    expect((screen.getByLabelText(/Nazwa duplikatu/) as HTMLInputElement).value).toBe('Obóz 2026 - Duplikat');
    expect((screen.getByLabelText(/Domena duplikatu/) as HTMLInputElement).value).toBe('oboz-duplikat');
    const preview = screen.getByTestId('preview-Adres duplikatu');
    expect(preview.textContent).toContain('oboz-duplikat.zapisy.test/');
    fireEvent.change(screen.getByLabelText(/Domena duplikatu/), { target: { value: 'Oboz-Zima' } });
    await elapse(99);
    expect(preview.textContent).toContain('oboz-duplikat.zapisy.test/');
    await elapse(1);
    expect(preview.textContent).toContain('//oboz-zima.zapisy.test/');
    fireEvent.change(screen.getByLabelText(/Domena duplikatu/), { target: { value: 'a' } });
    await elapse(60);
    fireEvent.change(screen.getByLabelText(/Domena duplikatu/), { target: { value: 'ab' } });
    await elapse(60);
    expect(preview.textContent).toContain('//oboz-zima.zapisy.test/');
    await elapse(40);
    expect(preview.textContent).toContain('//ab.zapisy.test/');
  });

  it("the spec's validation messages with the vocabulary word, each under its field; nothing is sent", async () => {
    const { calls } = renderModal('duplicate', {}, school);
    fireEvent.change(screen.getByLabelText(/Nazwa duplikatu/), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText(/Domena duplikatu/), { target: { value: 'oboz' } });
    fireEvent.change(screen.getByLabelText(/Nazwa oryginału/), { target: { value: 'x'.repeat(201) } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Utwórz duplikat' }));
    });
    expect(errorUnder(/Nazwa duplikatu/)).toBe('Musisz podać nazwę dla nowego roku szkolnego.');
    expect(errorUnder(/Domena duplikatu/)).toBe(
      'Domeny dla oryginalnego i nowego roku szkolnego nie mogą być takie same.',
    );
    // What the server's schema refuses, in the server's wording.
    expect(errorUnder(/Nazwa oryginału/)).toBe('za długie (maksimum 200 znaków)');
    expect(errorUnder(/Domena oryginału/)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('Escape closes the dialog; the main button is disabled while the copy is sent', async () => {
    const onClose = vi.fn();
    let answer!: (value: Response) => void;
    const fake = fakeFetch({
      'POST /project/duplicate-advanced/p1/false': () => new Promise<Response>((r) => (answer = r)),
    });
    const services = createAppServices({ fetchImpl: fake.fetch, navigateTo: vi.fn(), reload: vi.fn() });
    render(
      <ServicesProvider services={services}>
        <DuplicateModal
          project={project}
          nouns={null}
          onClose={onClose}
          onDone={vi.fn()}
          openTab={() => null}
        />
      </ServicesProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Utwórz duplikat' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect((screen.getByRole('button', { name: 'Tworzenie…' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      answer(apiError(409, 'BUSINESS', 'Zajęte'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect((screen.getByRole('button', { name: 'Utwórz duplikat' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it("success: the copy's address, the original unchanged (not 'moved'), and the new project opened in a new tab", async () => {
    const { calls, tab, openTab, onDone } = renderModal('duplicate', {
      'POST /project/duplicate-advanced/p1/false': {
        event: summary('Obóz 2026 - Duplikat', 'oboz-duplikat', 'p2'),
        original: summary('Obóz 2026', 'oboz', 'p1'),
        copiedParticipants: 3,
        copiedCustomers: 2,
      },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Utwórz duplikat' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls[0]?.body).toEqual({
      newName: 'Obóz 2026 - Duplikat',
      newDomain: 'oboz-duplikat',
      oldName: 'Obóz 2026',
      oldDomain: 'oboz',
    });
    expect(openTab).toHaveBeenCalledTimes(1);
    expect(tab.navigate).toHaveBeenCalledWith('/admin/glowna/kokpit?projekt=oboz-duplikat');
    expect(onDone).toHaveBeenCalled();
    expect(
      screen.getByRole('alertdialog', {
        name: `Duplikat projektu został utworzony pod adresem ${location.protocol}//oboz-duplikat.zapisy.test/. Oryginalny projekt działa bez zmian pod dotychczasowym adresem.`,
      }),
    ).toBeTruthy();
  });

  it("issue 14: a moved and renamed original — 'Oryginalny {project} przeniesiony pod adres {url}' and its new name", async () => {
    const { calls } = renderModal('duplicate', {
      'POST /project/duplicate-advanced/p1/false': {
        event: summary('Obóz 2026 - Duplikat', 'oboz-duplikat', 'p2'),
        original: summary('Obóz 2026 A', 'oboz-a', 'p1'),
        copiedParticipants: 0,
        copiedCustomers: 0,
      },
    });
    fireEvent.change(screen.getByLabelText(/Nazwa oryginału/), { target: { value: 'Obóz 2026 A' } });
    fireEvent.change(screen.getByLabelText(/Domena oryginału/), { target: { value: 'oboz-a' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Utwórz duplikat' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls[0]?.body).toMatchObject({ oldName: 'Obóz 2026 A', oldDomain: 'oboz-a' });
    const host = `${location.protocol}//`;
    expect(
      screen.getByRole('alertdialog', {
        name: `Duplikat projektu został utworzony pod adresem ${host}oboz-duplikat.zapisy.test/. Oryginalny projekt przeniesiony pod adres ${host}oboz-a.zapisy.test/. Oryginalny projekt nosi teraz nazwę „Obóz 2026 A”.`,
      }),
    ).toBeTruthy();
  });

  it("failure: 'Nieudane tworzenie {project}!'; the taken domain under the copy's domain, other lines listed; the blank tab is closed", async () => {
    const { tab } = renderModal(
      'duplicate',
      {
        'POST /project/duplicate-advanced/p1/false': () =>
          apiError(400, 'VALIDATION', 'x', [
            'Rok szkolny o podanej domenie już istnieje. Znajdź unikalną, nową domenę.',
            'body.newName: za długie (maksimum 200 znaków)',
            'Coś innego',
          ]),
      },
      school,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Utwórz duplikat' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Nieudane tworzenie roku szkolnego!');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['- Coś innego']);
    expect(errorUnder(/Domena duplikatu/)).toBe(
      'Rok szkolny o podanej domenie już istnieje. Znajdź unikalną, nową domenę.',
    );
    expect(errorUnder(/Nazwa duplikatu/)).toBe('za długie (maksimum 200 znaków)');
    expect(tab.close).toHaveBeenCalled();
  });
});

describe('new edition modal', () => {
  it("warns, defaults the old domain to current + '-stare', validates and reports the move", async () => {
    const { calls } = renderModal('edition', {
      'POST /project/duplicate/p1/true': {
        event: summary('Obóz 2027', 'oboz', 'p3'),
        original: summary('Obóz 2026', 'oboz-stare', 'p1'),
        copiedParticipants: 0,
        copiedCustomers: 0,
      },
    });
    expect(screen.getByRole('dialog').textContent).toContain('NIE zostaną skopiowane');
    const domain = screen.getByLabelText(/Domena starej edycji/) as HTMLInputElement;
    expect(domain.value).toBe('oboz-stare');
    fireEvent.change(domain, { target: { value: 'oboz' } });
    fireEvent.change(screen.getByLabelText(/Nazwa nowej edycji/), { target: { value: '' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Utwórz nową edycję' }));
    });
    expect(errorUnder(/Nazwa nowej edycji/)).toBe('Musisz podać nazwę dla nowej edycji projektu.');
    expect(errorUnder(/Domena starej edycji/)).toBe(
      'Projekt o podanej domenie już istnieje. Znajdź unikalną, nową domenę.',
    );
    fireEvent.change(domain, { target: { value: 'oboz-stare' } });
    fireEvent.change(screen.getByLabelText(/Nazwa nowej edycji/), { target: { value: 'Obóz 2027' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Utwórz nową edycję' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls[0]?.body).toEqual({ name: 'Obóz 2027', domain: 'oboz-stare' });
    expect(
      screen.getByRole('alertdialog', {
        name: `Nowa edycja projektu została utworzona. Stary projekt przeniesiony pod adres ${location.protocol}//oboz-stare.zapisy.test/`,
      }),
    ).toBeTruthy();
  });
});
