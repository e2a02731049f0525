/** JSON Schemas of the participants grid: `GET /project/all-data/{id}` query and its paged answer. */
import { projectView } from '../projects/schemas.js';

export const GRID_PAGE_MAX = 5000;

export const gridQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    offset: { type: 'integer', minimum: 0, description: 'Pierwszy wiersz strony (od 0)' },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: GRID_PAGE_MAX,
      description: `Liczba wierszy strony (najwyżej ${GRID_PAGE_MAX})`,
    },
    status: {
      type: 'string',
      maxLength: 300,
      pattern: '^[A-Za-z,]*$',
      description: 'Statusy uczestników rozdzielone przecinkami (np. registered,paid)',
    },
    search: { type: 'string', maxLength: 200, description: 'Imię, nazwisko, e-mail lub telefon' },
  },
} as const;

export interface GridQuery {
  offset?: number;
  limit?: number;
  status?: string;
  search?: string;
}

export const gridColumnSchema = {
  type: 'object',
  required: ['field', 'header'],
  properties: {
    field: { type: 'string' },
    header: { type: 'string' },
    kind: { type: 'string', enum: ['number', 'text', 'date', 'boolean', 'money'] },
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
        'createdOn, removedOn, group, groupIndex, representative, invoice, onWaitingList, customerId, name, ' +
        'email, phone, data, settlements {net, vat, gross, rebates, required, overdue, leftToPay} w groszach}',
      items: { type: 'object', additionalProperties: true },
    },
    columns: { type: 'array', items: gridColumnSchema },
    total: { type: 'integer', description: 'Wszystkie pasujące wiersze (przy stronicowaniu)' },
    offset: { type: 'integer' },
    limit: { type: 'integer' },
  },
} as const;
