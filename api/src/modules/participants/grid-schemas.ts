/** JSON Schemas of the participants grid: `GET /project/all-data/{id}` query and its paged answer. */
import { projectView } from '../projects/index.js';

export const GRID_PAGE_MAX = 5000;

/** Paging of a grid's page answer (the participants and the settlements grid). */
export const gridPageProperties = {
  offset: { type: 'integer', minimum: 0, description: 'Pierwszy wiersz strony (od 0)' },
  limit: {
    type: 'integer',
    minimum: 1,
    maximum: GRID_PAGE_MAX,
    description: `Liczba wierszy strony (najwyżej ${GRID_PAGE_MAX})`,
  },
} as const;

/** The participants' status and search filters, shared by the grids over participants. */
export const participantFilterProperties = {
  status: {
    type: 'string',
    maxLength: 300,
    pattern: '^[A-Za-z,]*$',
    description: 'Statusy uczestników rozdzielone przecinkami (np. registered,paid)',
  },
  search: { type: 'string', maxLength: 200, description: 'Imię, nazwisko, e-mail lub telefon' },
} as const;

export const sortOrderProperty = {
  type: 'string',
  enum: ['asc', 'desc'],
  description: 'Kierunek sortowania (domyślnie asc)',
} as const;

export const gridQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...gridPageProperties,
    ...participantFilterProperties,
    product: {
      type: 'string',
      maxLength: 100,
      description: 'Tylko uczestnicy z tym produktem (pole formularza product)',
    },
    sort: {
      type: 'string',
      maxLength: 100,
      pattern: '^[A-Za-z0-9_.]+$',
      description:
        'Kolumna sortowania (pole kolumny, np. status, createdOn, data.last_name, settlements.net); bez niej ' +
        'kolejność z dataSettings projektu',
    },
    order: sortOrderProperty,
  },
} as const;

export interface GridQuery {
  offset?: number;
  limit?: number;
  status?: string;
  search?: string;
  product?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

export const gridColumnSchema = {
  type: 'object',
  required: ['field', 'header'],
  properties: {
    field: { type: 'string' },
    header: { type: 'string' },
    kind: { type: 'string', enum: ['number', 'text', 'date', 'boolean', 'money'] },
    texts: {
      type: 'array',
      description:
        'Pole formularza: zapisane wartości z tekstem, który widzi organizator (etykieta opcji, nazwa produktu ' +
        'lub planu rat), jako pary [wartość, tekst]',
      items: { type: 'array', items: {} },
    },
  },
} as const;

/**
 * `GET /project/all-data/{id}`: without paging the full participants and data columns, as before; with
 * `offset`/`limit`/`status`/`search` one page of grid rows (`participants`), the grid columns and the total.
 */
export const allDataAnswerSchema = {
  type: 'object',
  required: ['project', 'participants', 'columns'],
  properties: {
    project: projectView,
    participants: {
      type: 'array',
      description:
        'Bez stronicowania: dokumenty uczestników. Przy stronicowaniu: wiersze siatki {_id, rowNumber, status, ' +
        'createdOn, removedOn (ISO), group, groupIndex, timeLeft (dni do najbliższego terminu płatności, ujemne ' +
        'po terminie), currentMeeting, representative, invoice, onWaitingList, eventId, eventName, surveyLink, ' +
        'formLink, affiliateLink, affiliationReceived, referred, referralCount, installmentsDescription, ' +
        'customerId, name, email, phone, data, settlements {net, vat, gross, rebates, required, overdue, ' +
        'leftToPay} w groszach}. Z dataSettings.showFromAllEvents: uczestnicy wszystkich projektów organizacji. ' +
        'Strumień (Accept: application/x-ndjson): pierwsza linia {project, columns, keys, projects, total, ' +
        'offset}, potem każdy wiersz jako tablica JSON wartości w kolejności keys (daty w ms od epoki, kwoty w ' +
        'groszach); nazwę projektu i linki wiersza odtwarza się z projects[eventId] (core participantGridDecoder).',
      items: { type: 'object', additionalProperties: true },
    },
    columns: { type: 'array', items: gridColumnSchema },
    total: { type: 'integer', description: 'Wszystkie pasujące wiersze (przy stronicowaniu)' },
    offset: { type: 'integer' },
    limit: { type: 'integer' },
  },
} as const;
