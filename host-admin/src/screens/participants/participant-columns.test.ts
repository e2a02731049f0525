import { participantGridColumns, participantGridRow } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { formatCell } from '../../grid/column-model.js';
import {
  allParticipantColumns,
  dataFields,
  defaultParticipantSort,
  participantStatusLabel,
} from './participant-columns.js';
import { withStoredParticipant } from './participant-row.js';
import { exportPath, filterQuery, NO_PARTICIPANT_FILTERS, streamPath } from './participants-api.js';

const serverColumns = participantGridColumns(['first_name', 'email_main'], {
  first_name: 'Imię',
  email_main: 'E-mail uczestnika',
});

const row = participantGridRow(
  {
    _id: 'x1',
    status: 'paid',
    createdOn: new Date('2026-03-01T10:00:00.000Z'),
    customerId: 'c1',
    data: [{ name: 'first_name', value: 'Ala' }],
    calculated: { totalSum: 35_000, leftToPay: 5_000, leftToPayLate: 1_000, leftToPayRequired: 2_000 },
  },
  [{ amount: 28_455, vat: 6_545, grossAmount: 35_000, status: 'active' }],
);

describe('participants grid columns', () => {
  it("a form field column with the server's texts shows the label of the stored value (the exports' text), the row keeps the value", () => {
    const columns = allParticipantColumns(
      participantGridColumns(['product', 'workshop', 'plan']).map((column) =>
        column.field === 'data.product'
          ? { ...column, texts: [['132TLA99KX', 'Udział w wydarzeniu']] as const }
          : column.field === 'data.workshop'
            ? { ...column, texts: [['photo', 'Warsztaty fotograficzne']] as const }
            : column.field === 'data.plan'
              ? { ...column, texts: [['lr8sfme8evdt7opy44yef7umco', 'Płatność jednorazowa']] as const }
              : column,
      ),
      'Obóz',
    );
    const labelled = participantGridRow(
      {
        _id: 'x2',
        data: [
          { name: 'product', value: '132TLA99KX' },
          { name: 'workshop', value: 'photo' },
          { name: 'plan', value: 'lr8sfme8evdt7opy44yef7umco' },
        ],
      },
      [],
    );
    const cell = (field: string) => {
      const column = columns.find((c) => c.id === field);
      return column ? formatCell(column.kind, column.value(labelled, 0)) : undefined;
    };
    expect(cell('data.product')).toBe('Udział w wydarzeniu');
    expect(cell('data.workshop')).toBe('Warsztaty fotograficzne');
    expect(cell('data.plan')).toBe('Płatność jednorazowa');
    expect(labelled.data.workshop).toBe('photo');
  });

  it('first document §2 "Participants grid" columns are the API\'s grid columns (row number, status, signed-up date, removed date, group, group index, time left, representative marker, invoice flag, waiting list marker, meeting number, survey link, form link, affiliate link, affiliation received, referred list, referral count, event name, installments description), the form fields, then the settlements money', () => {
    const columns = allParticipantColumns(serverColumns, 'Obóz');
    expect(columns.map((c) => c.title)).toEqual([
      'Lp.',
      'Imię i nazwisko',
      'E-mail',
      'Telefon',
      'Status',
      'Data zapisu',
      'Data usunięcia',
      'Grupa',
      'Numer w grupie',
      'Pozostały czas (dni)',
      'Reprezentant',
      'Faktura',
      'Lista rezerwowa',
      'Numer spotkania',
      'Link do ankiety',
      'Link do formularza',
      'Link afiliacyjny',
      'Z polecenia',
      'Poleceni',
      'Liczba poleceń',
      'Projekt',
      'Opis rat',
      'Imię',
      // email_main is the 'E-mail' column already: one column per field (issue 14).
      'Dopłaty za opcje',
      'Rabaty',
      'Netto',
      'VAT',
      'Brutto',
      'Wymagane wpłaty',
      'Zaległe wpłaty',
      'Pozostało do zapłaty',
    ]);
    expect(columns.filter((c) => c.kind === 'money').map((c) => c.id)).toEqual([
      'settlements.surcharges',
      'settlements.rebates',
      'settlements.net',
      'settlements.vat',
      'settlements.gross',
      'settlements.required',
      'settlements.overdue',
      'settlements.leftToPay',
    ]);
    expect(dataFields(serverColumns)).toEqual([{ name: 'first_name', title: 'Imię' }]);
  });

  it('statuses show core\'s Polish labels (spec §4 "Polish labels: registered, confirmed, paid … waiting list")', () => {
    expect(participantStatusLabel('waiting')).toBe('Lista rezerwowa');
    expect(participantStatusLabel('overdue')).toBe('Zaległa płatność');
    expect(participantStatusLabel('nieznany')).toBe('nieznany');
  });

  it('cells read the API row: row number by position, status label, epoch-ms date, grosze, data fields', () => {
    const columns = allParticipantColumns(serverColumns, 'Obóz');
    const cell = (id: string, index = 0) => {
      const column = columns.find((c) => c.id === id);
      return column ? formatCell(column.kind, column.value(row, index)) : 'brak kolumny';
    };
    expect(cell('rowNumber', 4)).toBe('5');
    expect(cell('status')).toBe('Opłacono');
    expect(cell('createdOn')).toBe('01/03/2026, 11:00');
    expect(cell('data.first_name')).toBe('Ala');
    expect(cell('settlements.net')).toBe('284,55 zł');
    expect(cell('settlements.leftToPay')).toBe('50,00 zł');
    // A row without its project's name (older stream) shows the current project's.
    expect(cell('eventName')).toBe('Obóz');
  });

  it("the filled columns show the row's values: its own project (showFromAllEvents), links, referrals, time left, installments", () => {
    const columns = allParticipantColumns(serverColumns, 'Obóz');
    const filled = {
      ...row,
      eventName: 'Półkolonie',
      formLink: 'https://polkolonie.zapisy.pl/formularz?p=x1',
      affiliationReceived: true,
      referred: 'Ola Mysz',
      referralCount: 1,
      timeLeft: -3,
      installmentsDescription: '1 rata: 350,00 zł do 15.03.2026',
    };
    const cell = (id: string) => {
      const column = columns.find((c) => c.id === id);
      return column ? formatCell(column.kind, column.value(filled, 0)) : 'brak kolumny';
    };
    expect(cell('eventName')).toBe('Półkolonie');
    expect(cell('formLink')).toBe('https://polkolonie.zapisy.pl/formularz?p=x1');
    expect(cell('surveyLink')).toBe('');
    expect(cell('affiliationReceived')).toBe('Tak');
    expect(cell('referred')).toBe('Ola Mysz');
    expect(cell('referralCount')).toBe('1');
    expect(cell('timeLeft')).toBe('-3');
    expect(cell('installmentsDescription')).toBe('1 rata: 350,00 zł do 15.03.2026');
  });

  it('an action answering the stored participant updates status, customer and data, keeping the figures', () => {
    const next = withStoredParticipant(row, {
      _id: 'x1',
      eventId: 'p1',
      status: 'present',
      customerId: 'c9',
      data: [{ name: 'first_name', value: 'Alicja' }],
    });
    expect(next).toMatchObject({ status: 'present', customerId: 'c9', data: { first_name: 'Alicja' } });
    expect(next.settlements).toEqual(row.settlements);
  });

  it("second document §3 dataSettings (participantsSortEnabled, participantsSortField, participantsSortAsc) give the default sort, shown on that field's column", () => {
    const settings = {
      showFromAllEvents: false,
      participantsSortEnabled: true,
      participantsSortField: 'first_name',
      participantsSortField2: '',
      participantsSortAsc: false,
      participantsSortAsc2: true,
    };
    const columns = allParticipantColumns(serverColumns, null);
    expect(defaultParticipantSort(settings, columns)).toEqual({ field: 'data.first_name', asc: false });
    expect(defaultParticipantSort({ ...settings, participantsSortField: 'net' }, columns)).toEqual({
      field: 'settlements.net',
      asc: false,
    });
    expect(defaultParticipantSort({ ...settings, participantsSortEnabled: false }, columns)).toBeNull();
  });

  it("filters become the query of the stream and of the exports (the API's status, search, product, sort, order)", () => {
    const filters = {
      status: 'paid',
      search: ' Kowal ',
      sort: { field: 'data.last_name', asc: false },
      product: '',
    };
    expect(filterQuery(filters)).toEqual({
      status: 'paid',
      search: 'Kowal',
      sort: 'data.last_name',
      order: 'desc',
    });
    expect(exportPath('p1', 'xlsx', filters)).toBe(
      '/participants/p1/export.xlsx?status=paid&search=Kowal&sort=data.last_name&order=desc',
    );
    expect(exportPath('p1', 'csv', NO_PARTICIPANT_FILTERS)).toBe('/participants/p1/export.csv');
    expect(streamPath('p1', { ...NO_PARTICIPANT_FILTERS, product: 'obiady' })).toBe(
      '/project/all-data/p1?product=obiady',
    );
  });
});
