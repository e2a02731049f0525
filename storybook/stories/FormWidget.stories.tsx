import type { Meta, StoryObj } from '@storybook/react-vite';
// The widget's public source entry: the fetch-free view, its CSS text and its types.
import { FORM_STRINGS, PUBLIC_FORM } from '../../widgets/form/src/form/public-form.fixture.js';
import { type FormViewState, FormWidgetView } from '../../widgets/form/src/index.js';
import { renderFormWidget } from './FormWidgetFrame.js';

const eventProject: FormViewState = {
  status: 'ready',
  project: { name: 'Obozy letnie 2026', domainName: 'obozy-2026', translationType: 'event', active: true },
  strings: {
    translationType: 'event',
    nouns: {
      participant: { nominative: 'uczestnik', accusative: 'uczestnika', gender: 'm' },
      event: { nominative: 'wydarzenie', accusative: 'wydarzenie', gender: 'n' },
      project: { nominative: 'wydarzenie', accusative: 'wydarzenie', gender: 'n' },
    },
  },
};

const schoolProject: FormViewState = {
  status: 'ready',
  project: { name: 'Szkoła Podstawowa nr 7', domainName: 'sp7', translationType: 'school', active: false },
  strings: {
    translationType: 'school',
    nouns: {
      participant: { nominative: 'uczeń', accusative: 'ucznia', gender: 'm' },
      project: { nominative: 'szkoła', accusative: 'szkołę', gender: 'f' },
    },
  },
};

const meta = {
  title: 'Widżety/Formularz zapisu',
  id: 'widzety-formularz-zapisu',
  component: FormWidgetView,
  parameters: { layout: 'padded' },
  render: renderFormWidget,
} satisfies Meta<typeof FormWidgetView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wydarzenie: Story = { args: { state: eventProject } };

export const Szkola: Story = { name: 'Szkoła (zapisy zamknięte)', args: { state: schoolProject } };

export const Wczytywanie: Story = { args: { state: { status: 'loading' } } };

export const NieZnaleziono: Story = {
  name: 'Nie znaleziono projektu',
  args: { state: { status: 'error', kind: 'not-found', project: 'nie-ma-takiego' } },
};

export const SerwerNiedostepny: Story = {
  name: 'Serwer niedostępny',
  args: { state: { status: 'error', kind: 'unavailable', project: 'obozy-2026' }, onRetry: () => {} },
};

/** A published form as `GET /forms/public/{domain}` gives it: fields, a product, price rules, installments. */
const publishedForm: FormViewState = { status: 'form', form: PUBLIC_FORM, strings: FORM_STRINGS };

export const Formularz: Story = {
  name: 'Opublikowany formularz z cennikiem',
  args: { state: publishedForm, apiBase: 'http://localhost:3000/services/api' },
};

export const ListaRezerwowa: Story = {
  name: 'Lista rezerwowa',
  args: {
    state: {
      ...publishedForm,
      form: { ...PUBLIC_FORM, availability: { open: true, waitingList: true, placesLeft: 0, message: null } },
    },
    apiBase: 'http://localhost:3000/services/api',
  },
};

export const Zamkniety: Story = {
  name: 'Zapisy zamknięte',
  args: {
    state: {
      ...publishedForm,
      form: {
        ...PUBLIC_FORM,
        availability: {
          open: false,
          waitingList: false,
          placesLeft: null,
          message: 'Zapisy na to wydarzenie są zamknięte.',
        },
      },
    },
  },
};
