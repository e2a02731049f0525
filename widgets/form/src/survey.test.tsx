import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PublicForm } from '@zapisy/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormWidgetView } from './FormWidgetView.js';
import { PUBLIC_FORM } from './form/public-form.fixture.js';
import { SURVEY_FORM, SURVEY_STRINGS } from './form/survey.fixture.js';
import { participantLinkOf } from './participant-link.js';

const API = 'http://zapisy.test/services/api';

function stubFetch(status: number, body: unknown) {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), ...(init ? { init } : {}) });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderSurvey(surveyParticipant: string | null, form: PublicForm = SURVEY_FORM) {
  return render(
    <div className="zapisy-root">
      <FormWidgetView
        state={{ status: 'form', form, strings: SURVEY_STRINGS }}
        apiBase={API}
        surveyParticipant={surveyParticipant}
      />
    </div>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the survey (/ankieta) in the form widget', () => {
  it('posts the answers with the participant of the survey link to /surveys/{eventId}, not to the registration endpoint', async () => {
    const calls = stubFetch(201, {
      answerId: 'ev1:p1',
      participantId: 'p1',
      replaced: false,
      completion: 'survey',
    });
    renderSurvey('p1');
    expect(screen.getByRole('heading', { name: 'Ankieta' })).toBeTruthy();
    expect(screen.queryByTestId('zapisy-add-participant')).toBeNull();
    fireEvent.click(screen.getByLabelText('Dobrze'));
    fireEvent.change(screen.getByLabelText('Uwagi'), { target: { value: 'Było super' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij odpowiedzi' }));
    await waitFor(() => expect(screen.getByText('Dziękujemy za wypełnienie ankiety!')).toBeTruthy());
    expect(screen.getByText('Twoje odpowiedzi zostały zapisane.')).toBeTruthy();
    const posts = calls.filter((call) => call.init?.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual([`${API}/surveys/ev1`]);
    expect(JSON.parse(String(posts[0]?.init?.body))).toEqual({
      data: { rating: 'good', comment: 'Było super' },
      p: 'p1',
    });
  });

  it('never shows a price summary, even when the project has a price list and products', () => {
    // The public survey carries the project's payment rules and products like the registration form does.
    renderSurvey('p1', {
      ...SURVEY_FORM,
      products: PUBLIC_FORM.products,
      paymentRules: PUBLIC_FORM.paymentRules,
    });
    expect(screen.getByLabelText('Dobrze')).toBeTruthy();
    expect(screen.queryByTestId('zapisy-price-summary')).toBeNull();
    expect(screen.queryByText('Podsumowanie')).toBeNull();
    expect(screen.queryByText(/Do zapłaty/)).toBeNull();
  });

  it('checks required questions before sending anything', async () => {
    const calls = stubFetch(201, {});
    renderSurvey('p1');
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij odpowiedzi' }));
    await waitFor(() => expect(screen.getAllByText('To pole jest wymagane.').length).toBeGreaterThan(0));
    expect(calls).toHaveLength(0);
  });

  it("shows the server's Polish message (closed survey, invalid link) and keeps the answers", async () => {
    stubFetch(404, { message: 'Link do ankiety jest nieprawidłowy albo nieaktualny.' });
    renderSurvey('zly');
    fireEvent.click(screen.getByLabelText('Źle'));
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij odpowiedzi' }));
    await waitFor(() =>
      expect(screen.getByTestId('zapisy-form-alert').textContent).toContain(
        'Link do ankiety jest nieprawidłowy',
      ),
    );
    expect((screen.getByLabelText('Źle') as HTMLInputElement).checked).toBe(true);
  });

  it('a survey that needs the personal link, opened without one, explains that instead of showing questions', () => {
    renderSurvey(null);
    expect(screen.getByTestId('zapisy-survey-link-required').textContent).toContain(
      'Ta ankieta jest dostępna tylko z osobistego linku uczestnika',
    );
    expect(screen.queryByLabelText('Dobrze')).toBeNull();
  });

  it('an anonymous survey opened without a link is filled in and sent without p', async () => {
    const calls = stubFetch(201, {
      answerId: 'a1',
      participantId: null,
      replaced: false,
      completion: 'survey',
    });
    renderSurvey(null, {
      ...SURVEY_FORM,
      availability: { ...SURVEY_FORM.availability, participantLinkRequired: false },
    });
    fireEvent.click(screen.getByLabelText('Dobrze'));
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij odpowiedzi' }));
    await waitFor(() => expect(screen.getByText('Dziękujemy za wypełnienie ankiety!')).toBeTruthy());
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ data: { rating: 'good' } });
  });
});

describe('participantLinkOf — the p of the survey link', () => {
  it('reads data-p first, then ?p= of the page; blank is anonymous', () => {
    expect(participantLinkOf({ p: 'x1' }, '?p=y2')).toBe('x1');
    expect(participantLinkOf({}, '?a=1&p=y2')).toBe('y2');
    expect(participantLinkOf({}, '?p=%20')).toBeNull();
    expect(participantLinkOf({}, '')).toBeNull();
  });
});
