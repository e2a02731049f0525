import { describe, expect, it } from 'vitest';
import { OBOZ_GRID_PROJECT } from './participant-grid.fixture.js';
import {
  participantGridComparator,
  participantGridLineReader,
  sortParticipantGrid,
  sortParticipantGridRows,
} from './participant-grid-order.js';
import type { ParticipantGridProject } from './participant-grid-project.js';
import {
  type ParticipantGridBilling,
  type ParticipantGridSource,
  participantGridRow,
  participantGridValues,
} from './participant-grid-row.js';
import { participantGridLine } from './participant-grid-stream.js';
import { ParticipantReferrals } from './participant-referrals.js';

const project: ParticipantGridProject = { ...OBOZ_GRID_PROJECT, installmentPlans: { plan: 'Dwie raty' } };
const FIRST = ['Łucja', 'Anna', 'Żaneta', 'anna', '', 'Ewa'];
const LAST = ['Żak', 'Adamska', 'Zając', 'Ąbacka', 'Nowak'];
const CITIES = ['Kraków', 'Łódź', 'Gdańsk', null, 'łódź', 12];

function participant(i: number): ParticipantGridSource {
  const data = [
    { name: 'first_name', value: FIRST[i % FIRST.length] },
    { name: 'last_name', value: LAST[(i * 3) % LAST.length] },
    { name: 'city', value: CITIES[i % CITIES.length] },
    ...(i % 4 === 0 ? [{ name: 'email_main', value: `p${i}@example.pl` }] : []),
    ...(i % 5 === 0 ? [{ name: 'invoice', value: 'Tak' }] : []),
    ...(i % 7 === 0 ? [{ name: 'affiliate_id', value: 'p1' }] : []),
    ...(i % 6 === 0 ? [{ name: 'installments_select', value: 'plan' }] : []),
    ...(i % 9 === 0 ? [{ name: 'tags', value: ['a', 'b'] }] : []),
  ];
  return {
    _id: `p${i}`,
    status: ['registered', 'paid', 'waiting', 'cancelled', 'overdue'][i % 5] as string,
    createdOn: i % 8 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + (i % 4))),
    removedOn: i % 5 === 3 ? '2026-02-01T10:00:00.000Z' : null,
    group: i % 3 === 0 ? `g${i % 2}` : null,
    groupIndex: i % 3 === 0 ? i % 2 : null,
    representative: i % 2 === 0,
    eventId: 'e1',
    customerId: i % 2 ? `c${i}` : null,
    data,
    installments:
      i % 6 === 0
        ? [
            { date: new Date(Date.UTC(2026, 1, 15)), grossAmount: 10_000 },
            { date: new Date(Date.UTC(2026, 2, 15)), grossAmount: 12_345 },
          ]
        : null,
    calculated: { totalSum: 1000 * i, leftToPay: 100 * i, leftToPayRequired: 50 * i, leftToPayLate: i },
  };
}

function billingsOf(i: number): ParticipantGridBilling[] {
  if (i % 3 === 2) return [];
  return [
    {
      amount: 1000 + i,
      vat: 230,
      grossAmount: 1230 + i,
      status: i % 4 === 0 ? 'cancelled' : 'active',
      leftToPay: i % 2 ? 500 : 0,
      requiredDate: new Date(Date.UTC(2026, 0, 10 + (i % 20))),
      invoiceId: i % 11 === 0 ? 'inv' : null,
    },
  ];
}

const participants = Array.from({ length: 60 }, (_, i) => participant(i));
const referrals = new ParticipantReferrals();
referrals.add('p1', 'p7', 'Ewa Nowak');
const context = { project, now: new Date(Date.UTC(2026, 0, 20, 12)), referrals };
const fieldNames = [
  'first_name',
  'last_name',
  'city',
  'email_main',
  'invoice',
  'affiliate_id',
  'tags',
  'missing',
];

describe('participantGridValues (the whole-grid stream without row objects)', () => {
  it('is the line of participantGridRow for every participant ("compact line format": same keys, same values)', () => {
    participants.forEach((p, i) => {
      const row = participantGridRow(p, billingsOf(i), 0, context);
      expect(JSON.stringify(participantGridValues(p, billingsOf(i), fieldNames, context))).toBe(
        participantGridLine(row, fieldNames),
      );
    });
  });
});

describe('sortParticipantGrid over lines (grid order: "participantsSortField … participantsSortAsc")', () => {
  const rows = participants.map((p, i) => participantGridRow(p, billingsOf(i), 0, context));
  const lines = participants.map((p, i) => participantGridValues(p, billingsOf(i), fieldNames, context));
  const value = participantGridLineReader(fieldNames, { e1: project });
  const sorts = [
    'last_name',
    'data.city',
    'city',
    'name',
    'email',
    'status',
    'createdOn',
    'removedOn',
    'group',
    'groupIndex',
    'representative',
    'invoice',
    'timeLeft',
    'eventName',
    'formLink',
    'affiliateLink',
    'referralCount',
    'installmentsDescription',
    'net',
    'settlements.leftToPay',
    'tags',
    'missing',
    'constructor',
  ];
  for (const field of sorts)
    for (const asc of [true, false])
      it(`orders by ${field} ${asc ? 'ascending' : 'descending'} as the row comparator does`, () => {
        const sort = { field, asc };
        const expected = [...rows].reverse().sort(participantGridComparator(null, sort));
        const byRows = sortParticipantGridRows([...rows].reverse(), null, sort);
        const byLines = sortParticipantGrid([...lines].reverse(), null, sort, {
          value,
          createdOn: (line) => line[3] as number | null,
          id: (line) => line[0] as string,
        });
        expect(byRows.map((row) => row._id)).toEqual(expected.map((row) => row._id));
        expect(byLines.map((line) => line[0])).toEqual(expected.map((row) => row._id));
      });

  it('two dataSettings fields: the first, then the second, then the signed-up date', () => {
    const settings = {
      participantsSortEnabled: true,
      participantsSortField: 'last_name',
      participantsSortField2: 'gross',
      participantsSortAsc2: false,
    };
    const expected = [...rows].sort(participantGridComparator(settings));
    expect(sortParticipantGridRows([...rows], settings).map((row) => row._id)).toEqual(
      expected.map((row) => row._id),
    );
  });
});
