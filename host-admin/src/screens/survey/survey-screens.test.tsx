import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../../testing/fake-api.js';
import { renderAdmin, withAdminSession } from '../../testing/render-admin.js';

withAdminSession();

beforeAll(() => {
  // recharts' ResponsiveContainer measures its box; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const RESULTS = {
  eventId: 'p1',
  published: true,
  open: true,
  enabled: true,
  anonymousAllowed: false,
  from: null,
  to: '2026-06-30T16:00:00.000Z',
  total: 3,
  fromParticipants: 3,
  anonymous: 0,
  lastAnsweredAt: '2026-06-01T10:00:00.000Z',
  questions: [
    {
      fieldName: 'rating',
      label: 'Jak oceniasz zajęcia?',
      kind: 'choice',
      answered: 3,
      options: [
        { value: 'good', label: 'Dobrze', count: 2 },
        { value: 'bad', label: 'Źle', count: 1 },
      ],
      average: null,
      texts: [],
    },
    {
      fieldName: 'comment',
      label: 'Uwagi',
      kind: 'text',
      answered: 1,
      options: [],
      average: null,
      texts: ['Więcej zajęć w terenie'],
    },
  ],
};

describe('/admin/ankieta/wyniki — first document §2 "Survey: /ankieta/podglad, /wyniki"', () => {
  it('shows the results per question with labels, counts and shares, never the stored option values', async () => {
    renderAdmin('/ankieta/wyniki?projekt=szkola', { 'GET /surveys/p1/results': RESULTS });
    const rating = await screen.findByTestId('survey-question-rating');
    expect(within(rating).getByRole('heading').textContent).toBe('Jak oceniasz zajęcia?');
    const rows = within(rating)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Dobrze267%', 'Źle133%']);
    expect(rating.textContent).not.toContain('good');
    expect(screen.getByTestId('survey-chart-rating')).toBeTruthy();
    expect(screen.getByTestId('survey-question-comment').textContent).toContain('Więcej zajęć w terenie');
    expect(screen.getByTestId('survey-total').textContent).toBe('3');
    expect(screen.getByTestId('survey-state').textContent).toMatch(/^Otwarta do 30\/06\/2026/);
    expect(screen.getByTestId('survey-export-csv')).toBeTruthy();
    expect(screen.getByTestId('survey-export-xlsx')).toBeTruthy();
  });

  it('empty states: an unpublished survey links to the editor; no answers yet says so', async () => {
    renderAdmin('/ankieta/wyniki?projekt=szkola', {
      'GET /surveys/p1/results': { ...RESULTS, published: false, total: 0, questions: [] },
    });
    const none = await screen.findByTestId('survey-not-published');
    expect(within(none).getByRole('link').getAttribute('href')).toBe('/glowne/edycja/ankiety?projekt=szkola');
  });

  it('no answers yet: the questions show with zero counts and an explanation where the answers come from', async () => {
    renderAdmin('/ankieta/wyniki?projekt=szkola', {
      'GET /surveys/p1/results': { ...RESULTS, total: 0, fromParticipants: 0, questions: [] },
    });
    expect((await screen.findByTestId('survey-empty')).textContent).toContain(
      'Nikt jeszcze nie wypełnił ankiety',
    );
  });
});

describe('/admin/ustawienia/kolumny-ankiety', () => {
  const COLUMNS = {
    eventId: 'p1',
    questions: [
      { fieldName: 'rating', label: 'Jak oceniasz zajęcia?', kind: 'choice' },
      { fieldName: 'again', label: 'Wrócisz?', kind: 'toggle' },
    ],
    fields: [],
    updatedAt: null,
  };

  it('chooses the survey questions shown in the participants grid and saves them with PUT', async () => {
    const calls = renderAdmin('/ustawienia/kolumny-ankiety?projekt=szkola', {
      'GET /surveys/p1/columns': COLUMNS,
      'PUT /surveys/p1/columns': (call: { body: unknown }) =>
        json({
          ...COLUMNS,
          fields: (call.body as { fields: string[] }).fields,
          updatedAt: '2026-06-01T10:00:00.000Z',
        }),
    });
    const save = await screen.findByTestId('survey-columns-save');
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Jednokrotny wybór')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Pokaż kolumnę Wrócisz?'));
    fireEvent.click(screen.getByLabelText('Pokaż kolumnę Jak oceniasz zajęcia?'));
    expect((save as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ fields: ['again', 'rating'] });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));
  });

  it('a survey without questions explains what to do first', async () => {
    renderAdmin('/ustawienia/kolumny-ankiety?projekt=szkola', {
      'GET /surveys/p1/columns': { ...COLUMNS, questions: [] },
    });
    expect((await screen.findByTestId('survey-columns-empty')).textContent).toContain('nie ma jeszcze pytań');
  });
});
