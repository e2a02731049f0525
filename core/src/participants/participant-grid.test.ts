import { describe, expect, it } from 'vitest';
import { LUCJA_CONTACT_DATA } from './participant-grid.fixture.js';
import { participantGridColumns } from './participant-grid-columns.js';
import { participantGridComparator, participantGridSearch } from './participant-grid-order.js';
import { type ParticipantGridSource, participantGridRow } from './participant-grid-row.js';
import {
  participantGridDecoder,
  participantGridKeys,
  participantGridLine,
} from './participant-grid-stream.js';

const base = (over: Partial<ParticipantGridSource> = {}): ParticipantGridSource => ({
  _id: 'p1',
  status: 'registered',
  createdOn: new Date('2026-01-02T10:00:00Z'),
  data: LUCJA_CONTACT_DATA,
  calculated: {
    totalSum: 12300,
    leftToPay: 12300,
    leftToPayRequired: 12300,
    leftToPayLate: 500,
    payments: 0,
    details: { amount: 10000, vat: 2300, grossAmount: 12300, rebate: 1500 },
  },
  ...over,
});

describe('participantGridRow', () => {
  it('projects the grid columns: status, signed-up date, group, representative, name/e-mail/phone, data', () => {
    const row = participantGridRow(base({ group: 'g1', groupIndex: 1, representative: true }), [], 7);
    expect(row).toMatchObject({
      _id: 'p1',
      rowNumber: 7,
      status: 'registered',
      createdOn: Date.parse('2026-01-02T10:00:00.000Z'),
      removedOn: null,
      group: 'g1',
      // Stored 0-based (the representative is 0); shown to people from 1.
      groupIndex: 2,
      representative: true,
      invoice: false,
      onWaitingList: false,
      name: 'Łucja Żółkiewska',
      email: 'lucja@example.pl',
      phone: '600 100 200',
    });
    expect(row.data.last_name).toBe('Żółkiewska');
  });

  it('settlements from billings (not cancelled) in grosze; rebates from the rules', () => {
    const row = participantGridRow(base(), [
      { amount: 5000, vat: 1150, grossAmount: 6150, status: 'active' },
      { amount: 5000, vat: 1150, grossAmount: 6150, status: 'upcoming', invoiceId: 'f1' },
      { amount: 9999, vat: 1, grossAmount: 10000, status: 'cancelled' },
    ]);
    expect(row.settlements).toEqual({
      net: 10000,
      vat: 2300,
      gross: 12300,
      surcharges: 0,
      rebates: 1500,
      required: 12300,
      overdue: 500,
      leftToPay: 12300,
    });
    expect(row.invoice).toBe(true);
  });

  it('"For refunded, cancelled or waiting participants, required and late left-to-pay are set to zero"', () => {
    const row = participantGridRow(base({ status: 'waiting' }), []);
    expect(row.settlements).toMatchObject({ net: 10000, gross: 12300, required: 0, overdue: 0 });
    expect(row.onWaitingList).toBe(true);
  });
});

describe('participantGridComparator (dataSettings)', () => {
  const rows = [
    participantGridRow(base({ _id: 'a', data: [{ name: 'last_name', value: 'Żak' }] }), []),
    participantGridRow(base({ _id: 'b', data: [{ name: 'last_name', value: 'Adamski' }] }), []),
    participantGridRow(base({ _id: 'c', data: [{ name: 'last_name', value: 'Zając' }] }), []),
    participantGridRow(base({ _id: 'd', data: [] }), []),
  ];
  it('participantsSortField/Asc: Polish order, empty last', () => {
    const sorted = [...rows].sort(
      participantGridComparator({
        participantsSortEnabled: true,
        participantsSortField: 'last_name',
        participantsSortAsc: true,
      }),
    );
    expect(sorted.map((r) => r._id)).toEqual(['b', 'c', 'a', 'd']);
    const desc = [...rows].sort(
      participantGridComparator({
        participantsSortEnabled: true,
        participantsSortField: 'last_name',
        participantsSortAsc: false,
      }),
    );
    expect(desc.map((r) => r._id)).toEqual(['a', 'c', 'b', 'd']);
  });
  it('sorting disabled: signed-up date, then id', () => {
    const sorted = [...rows].sort(participantGridComparator({ participantsSortEnabled: false }));
    expect(sorted.map((r) => r._id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('participantGridSearch', () => {
  it('is diacritics- and case-insensitive over name, e-mail and phone', () => {
    const row = participantGridRow(base(), []);
    expect(participantGridSearch('zolkiewska')(row)).toBe(true);
    expect(participantGridSearch('LUCJA@')(row)).toBe(true);
    expect(participantGridSearch('600100')(row)).toBe(true);
    expect(participantGridSearch('kowalski')(row)).toBe(false);
  });
});

describe('participantGridColumns', () => {
  it('Polish headers, form labels for data fields', () => {
    const columns = participantGridColumns(['first_name', 'uwagi'], { first_name: 'Imię' });
    expect(columns.find((c) => c.field === 'data.first_name')?.header).toBe('Imię');
    expect(columns.find((c) => c.field === 'data.uwagi')?.header).toBe('uwagi');
    expect(columns.find((c) => c.field === 'settlements.leftToPay')?.header).toBe('Pozostało do zapłaty');
  });
});

describe('participantGridLine / participantGridDecoder (the compact stream)', () => {
  it('a row survives the line format: keys once in the head, values in order, grosze and epoch ms', () => {
    const row = participantGridRow(
      base({
        group: 'g1',
        groupIndex: 2,
        currentMeeting: 1,
        data: [...(base().data ?? []), { name: 'city', value: 'Łódź' }],
      }),
      [{ amount: 10000, vat: 2300, grossAmount: 12300, status: 'active', invoiceId: 'f1' }],
      3,
    );
    const fields = ['first_name', 'last_name', 'email_main', 'phone_number', 'city'];
    const keys = participantGridKeys(fields);
    const values = JSON.parse(participantGridLine(row, fields)) as unknown[];
    expect(values).toHaveLength(keys.length);
    expect(values[keys.indexOf('createdOn')]).toBe(Date.parse('2026-01-02T10:00:00Z'));
    expect(values[keys.indexOf('settlements.gross')]).toBe(12300);
    expect(participantGridDecoder(keys)(values, 3)).toEqual(row);
  });

  it('keys the decoder does not know are skipped, missing ones are empty', () => {
    const decode = participantGridDecoder(['_id', 'future', 'status', 'data.city']);
    const row = decode(['p9', 42, 'paid', 'Kraków'], 1);
    expect(row).toMatchObject({ _id: 'p9', status: 'paid', data: { city: 'Kraków' }, createdOn: null });
    expect(row.settlements.gross).toBe(0);
  });
});

describe('participantGridComparator (explicit sort)', () => {
  it('a header click sort ("data.city", desc) wins over dataSettings; ties by signed-up date', () => {
    const rows = ['Kraków', 'Łódź', 'Gdańsk'].map((city, i) =>
      participantGridRow(base({ _id: `p${i}`, data: [{ name: 'city', value: city }] }), []),
    );
    const sorted = [...rows].sort(
      participantGridComparator(
        { participantsSortEnabled: true, participantsSortField: 'last_name', participantsSortAsc: true },
        { field: 'data.city', asc: false },
      ),
    );
    expect(sorted.map((r) => r.data.city)).toEqual(['Łódź', 'Kraków', 'Gdańsk']);
    const byNet = [...rows].sort(participantGridComparator(null, { field: 'settlements.net', asc: true }));
    expect(byNet.map((r) => r._id)).toEqual(['p0', 'p1', 'p2']);
  });
});
