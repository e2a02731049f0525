import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PublicForm, PublicPage } from '@zapisy/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormWidgetView } from '../FormWidgetView.js';
import { resetFormEnterPings } from '../public-form-api.js';
import { stubFetch } from './fetch-stub.js';
import { FORM_STRINGS, PUBLIC_FORM } from './public-form.fixture.js';

const API = 'http://zapisy.test/services/api';
const NOW = () => new Date('2026-06-01T10:00:00Z');

const PAGE: PublicPage = {
  slogan: '',
  description: '',
  from: null,
  to: null,
  place: '',
  dateFormat: 'dd.MM.yyyy',
  websiteUrl: null,
  logo: null,
  organizer: { name: '', emailAddress: '', phoneNumber: '', address: '', taxId: '', url: '' },
  consents: [
    { id: 'terms', label: 'Akceptuję regulamin', text: '', url: null },
    { id: 'privacy', label: 'Potwierdzam zapoznanie się z klauzulą', text: '', url: null },
  ],
};
const FORM: PublicForm = { ...PUBLIC_FORM, page: PAGE };

function renderForm() {
  render(
    <div className="zapisy-root">
      <FormWidgetView state={{ status: 'form', form: FORM, strings: FORM_STRINGS }} apiBase={API} now={NOW} />
    </div>,
  );
}

const type = (label: RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
const summary = () => screen.getByTestId('zapisy-form-error-summary').textContent;
/** Every control marked invalid below the summary: fields and consent checkboxes. */
const marked = () => screen.getByTestId('zapisy-form').querySelectorAll('[aria-invalid="true"]').length;

describe('the error summary counts every field marked, consents included', () => {
  beforeEach(() => {
    resetFormEnterPings();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('an empty form: the three fields and both required consents, in the right Polish form as they are fixed', async () => {
    stubFetch();
    renderForm();
    submit();
    await waitFor(() => expect(summary()).toBe('Popraw 5 pól zaznaczonych poniżej.'));
    expect(marked()).toBe(5);
    fireEvent.click(within(screen.getByTestId('zapisy-consent-terms')).getByRole('checkbox'));
    expect(summary()).toBe('Popraw 4 pola zaznaczone poniżej.');
    expect(marked()).toBe(4);
    type(/^Imię/, 'Anna');
    type(/^Nazwisko/, 'Nowak');
    type(/^E-mail/, 'anna@example.pl');
    expect(summary()).toBe('Popraw 1 pole zaznaczone poniżej.');
    expect(marked()).toBe(1);
    fireEvent.click(within(screen.getByTestId('zapisy-consent-privacy')).getByRole('checkbox'));
    expect(summary()).toBe('');
    expect(marked()).toBe(0);
  });

  it('the fields are fine but the consents are not ticked: the summary says so', async () => {
    const calls = stubFetch();
    renderForm();
    type(/^Imię/, 'Anna');
    type(/^Nazwisko/, 'Nowak');
    type(/^E-mail/, 'anna@example.pl');
    submit();
    await waitFor(() => expect(summary()).toBe('Popraw 2 pola zaznaczone poniżej.'));
    expect(marked()).toBe(2);
    expect(calls.filter((call) => call.init?.method === 'POST')).toEqual([]);
  });
});
