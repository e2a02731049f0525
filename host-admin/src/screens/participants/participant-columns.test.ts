import { describe, expect, it } from 'vitest';
import { formatCell } from '../../grid/column-model.js';
import {
  allParticipantColumns,
  defaultParticipantSort,
  participantStatusLabel,
} from './participant-columns.js';
import { toParticipantRow } from './participant-row.js';
import { exportPath, filterQuery, NO_PARTICIPANT_FILTERS } from './participants-api.js';

describe('participants grid columns', () => {
  it('first document §2 "Columns: row number, status, signed-up date, removed date, group, group index, time left, representative marker, invoice flag, waiting list marker, meeting number, survey link, form link, affiliate link, affiliation received, referred list, referral count, event name, installments description", then data fields, then the settlements money', () => {
    const columns = allParticipantColumns(
      [
        { field: 'status', header: 'Status' },
        { field: 'first_name', header: 'Imię' },
        { field: 'email_main', header: 'E-mail' },
      ],
      'Obóz',
    );
    expect(columns.map((c) => c.title)).toEqual([
      'Lp.',
      'Status',
      'Data zapisu',
      'Data usunięcia',
      'Grupa',
      'Numer w grupie',
      'Pozostały czas',
      'Przedstawiciel',
      'Faktura',
      'Lista rezerwowa',
      'Numer spotkania',
      'Link do ankiety',
      'Link do formularza',
      'Link polecający',
      'Polecenie otrzymane',
      'Poleceni',
      'Liczba poleceń',
      'Projekt',
      'Raty',
      'Imię',
      'E-mail',
      'Netto',
      'VAT',
      'Brutto',
      'Rabaty',
      'Wymagane wpłaty',
      'Zaległe wpłaty',
      'Pozostało do zapłaty',
    ]);
    expect(columns.filter((c) => c.kind === 'money').map((c) => c.id)).toEqual([
      'net',
      'vat',
      'gross',
      'rebates',
      'required',
      'overdue',
      'leftToPay',
    ]);
  });

  it('statuses show core\'s Polish labels (spec §4 "Polish labels: registered, confirmed, paid … waiting list")', () => {
    expect(participantStatusLabel('waiting')).toBe('Lista rezerwowa');
    expect(participantStatusLabel('overdue')).toBe('Opóźniony');
    expect(participantStatusLabel('nieznany')).toBe('nieznany');
  });

  it('a stored participant row (data as name/value pairs, calculated amounts) reads into the grid row', () => {
    const row = toParticipantRow({
      _id: 'x1',
      status: 'paid',
      createdOn: '2026-03-01T10:00:00.000Z',
      data: [{ name: 'first_name', value: 'Ala' }],
      calculated: { totalSum: 35_000, leftToPay: 5_000, leftToPayLate: 1_000, leftToPayRequired: 2_000 },
      net: 28_455,
    });
    expect(row.data).toEqual({ first_name: 'Ala' });
    expect(row.amounts).toMatchObject({
      net: 28_455,
      gross: 35_000,
      leftToPay: 5_000,
      overdue: 1_000,
      required: 2_000,
    });
    const [lp, status] = allParticipantColumns([], null);
    expect(lp?.value(row, 4)).toBe(5);
    expect(status?.value(row, 0)).toBe('Opłacony');
    const money = allParticipantColumns([], null).find((c) => c.id === 'leftToPay');
    expect(formatCell('money', money?.value(row, 0))).toBe('50,00 zł');
  });

  it('second document §3 dataSettings (participantsSortEnabled, participantsSortField, participantsSortAsc) give the default sort', () => {
    const settings = {
      showFromAllEvents: false,
      participantsSortEnabled: true,
      participantsSortField: 'last_name',
      participantsSortField2: '',
      participantsSortAsc: false,
      participantsSortAsc2: true,
    };
    expect(defaultParticipantSort(settings)).toEqual({ field: 'last_name', asc: false });
    expect(defaultParticipantSort({ ...settings, participantsSortEnabled: false })).toBeNull();
  });

  it('filters become the query of the list and of the exports', () => {
    const filters = {
      status: 'paid',
      search: ' Kowal ',
      sort: { field: 'createdOn', asc: false },
      product: '',
    };
    expect(filterQuery(filters)).toEqual({
      status: 'paid',
      search: 'Kowal',
      sort: 'createdOn',
      order: 'desc',
    });
    expect(exportPath('p1', 'xlsx', filters)).toBe(
      '/participants/p1/export.xlsx?status=paid&search=Kowal&sort=createdOn&order=desc',
    );
    expect(exportPath('p1', 'csv', NO_PARTICIPANT_FILTERS)).toBe('/participants/p1/export.csv');
  });
});
