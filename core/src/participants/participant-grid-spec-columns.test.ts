import { describe, expect, it } from 'vitest';
import { PARTICIPANT_GRID_BASE_COLUMNS, participantGridColumns } from './participant-grid-columns.js';
import {
  participantGridComparator,
  participantGridValue,
  sortParticipantGridRows,
} from './participant-grid-order.js';
import type { ParticipantGridProject } from './participant-grid-project.js';
import {
  gridDateIso,
  type ParticipantGridSource,
  participantGridName,
  participantGridRow,
} from './participant-grid-row.js';
import {
  participantGridDecoder,
  participantGridKeys,
  participantGridLine,
} from './participant-grid-stream.js';
import { ParticipantReferrals } from './participant-referrals.js';

const project: ParticipantGridProject = {
  eventId: 'e1',
  name: 'Obóz letni',
  origin: 'https://oboz.zapisy.pl',
  surveyEnabled: true,
  affiliateEnabled: true,
  installmentPlans: { dwie: 'Dwie raty' },
};
const now = new Date('2026-03-10T11:00:00Z');

const referrer: ParticipantGridSource = {
  _id: 'p1',
  eventId: 'e1',
  status: 'registered',
  createdOn: new Date('2026-03-01T10:00:00Z'),
  data: [
    { name: 'first_name', value: 'Ala' },
    { name: 'last_name', value: 'Kot' },
    { name: 'installments_select', value: 'dwie' },
  ],
  installments: [
    { date: new Date('2026-03-15T09:00:00Z'), amount: 5000, grossAmount: 6150 },
    { date: new Date('2026-04-15T09:00:00Z'), amount: 5000, grossAmount: 6150 },
  ],
  calculated: { totalSum: 12300, leftToPay: 12300, leftToPayLate: 0, leftToPayRequired: 6150, payments: 0 },
};
const billings = [
  {
    amount: 5000,
    vat: 1150,
    grossAmount: 6150,
    status: 'active',
    leftToPay: 6150,
    requiredDate: '2026-03-15T09:00:00Z',
  },
  {
    amount: 5000,
    vat: 1150,
    grossAmount: 6150,
    status: 'upcoming',
    leftToPay: 6150,
    requiredDate: '2026-04-15T09:00:00Z',
  },
];
const referred: ParticipantGridSource = {
  _id: 'p2',
  status: 'registered',
  data: [
    { name: 'first_name', value: 'Ola' },
    { name: 'last_name', value: 'Mysz' },
    { name: 'affiliate_id', value: 'p1' },
  ],
};

function rowsOf() {
  const referrals = new ParticipantReferrals();
  referrals.add('p1', 'p2', participantGridName(referred));
  const context = { project, now, referrals };
  return [participantGridRow(referrer, billings, 1, context), participantGridRow(referred, [], 2, context)];
}

describe('participants grid columns of first document §2', () => {
  it('"Columns: row number, status, signed-up date, removed date, group, group index, time left, representative marker, invoice flag, waiting list marker, meeting number, survey link, form link, affiliate link, affiliation received, referred list, referral count, event name, installments description" — in that order after name, e-mail and phone', () => {
    expect(PARTICIPANT_GRID_BASE_COLUMNS.map((c) => c.field)).toEqual([
      'rowNumber',
      'name',
      'email',
      'phone',
      'status',
      'createdOn',
      'removedOn',
      'group',
      'groupIndex',
      'timeLeft',
      'representative',
      'invoice',
      'onWaitingList',
      'currentMeeting',
      'surveyLink',
      'formLink',
      'affiliateLink',
      'affiliationReceived',
      'referred',
      'referralCount',
      'eventName',
      'installmentsDescription',
    ]);
    const headers = Object.fromEntries(participantGridColumns([]).map((c) => [c.field, c.header]));
    expect(headers).toMatchObject({
      timeLeft: 'Pozostały czas (dni)',
      surveyLink: 'Link do ankiety',
      formLink: 'Link do formularza',
      affiliateLink: 'Link afiliacyjny',
      affiliationReceived: 'Z polecenia',
      referred: 'Poleceni',
      referralCount: 'Liczba poleceń',
      eventName: 'Projekt',
      installmentsDescription: 'Opis rat',
    });
  });

  it('a row fills time left, links, affiliation, referrals, event name and installments description', () => {
    const [first, second] = rowsOf();
    expect(first).toMatchObject({
      timeLeft: 5,
      eventId: 'e1',
      eventName: 'Obóz letni',
      surveyLink: 'https://oboz.zapisy.pl/ankieta?p=p1',
      formLink: 'https://oboz.zapisy.pl/formularz?p=p1',
      affiliateLink: 'https://oboz.zapisy.pl/formularz?affiliate_id=p1',
      affiliationReceived: false,
      referred: 'Ola Mysz',
      referralCount: 1,
      installmentsDescription: 'Dwie raty — 2 raty: 61,50 zł do 15/03/2026, 61,50 zł do 15/04/2026',
    });
    expect(second).toMatchObject({
      timeLeft: null,
      affiliationReceived: true,
      referred: null,
      referralCount: 0,
      installmentsDescription: null,
    });
  });

  it('without a context: the stored eventId, no project name, links, referrals; time left from the current time', () => {
    const row = participantGridRow(referrer, [{ status: 'active', leftToPay: 1, requiredDate: new Date() }]);
    expect(row).toMatchObject({
      eventId: 'e1',
      eventName: null,
      formLink: null,
      surveyLink: null,
      affiliateLink: null,
      referred: null,
      referralCount: 0,
      timeLeft: 0,
      installmentsDescription: '2 raty: 61,50 zł do 15/03/2026, 61,50 zł do 15/04/2026',
    });
  });

  it("the new columns sort by their row value (header click); dataSettings' second field orders ties", () => {
    const rows = rowsOf();
    const bySettings = sortParticipantGridRows([...rows], {
      participantsSortEnabled: true,
      participantsSortField: 'eventName',
      participantsSortField2: 'referralCount',
      participantsSortAsc2: false,
    });
    expect(bySettings.map((r) => r._id)).toEqual(['p1', 'p2']);
    expect(gridDateIso(null)).toBeNull();
    expect(gridDateIso(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(participantGridValue(rows[0] as never, 'referralCount')).toBe(1);
    const byReferrals = [...rows].sort(
      participantGridComparator(null, { field: 'referralCount', asc: false }),
    );
    expect(byReferrals.map((r) => r._id)).toEqual(['p1', 'p2']);
    const byTimeLeft = [...rows].sort(participantGridComparator(null, { field: 'timeLeft', asc: true }));
    expect(byTimeLeft.map((r) => r._id)).toEqual(['p1', 'p2']);
  });

  it("the compact stream: name and links rebuilt from the head's projects, the rest carried on the line", () => {
    const fields = ['first_name', 'last_name', 'installments_select', 'affiliate_id'];
    const keys = participantGridKeys(fields);
    expect(keys).not.toContain('formLink');
    expect(keys).not.toContain('eventName');
    const { installmentPlans: _plans, ...headProject } = project;
    const decode = participantGridDecoder(keys, { e1: headProject });
    for (const row of rowsOf()) {
      const values = JSON.parse(participantGridLine(row, fields)) as unknown[];
      expect(values).toHaveLength(keys.length);
      const decoded = decode(values, row.rowNumber);
      // p2 has no stored eventId: its row took the context's project (e1), which the line carries.
      expect(decoded).toEqual(row);
    }
  });

  it('a line of a project the head does not name: no project name and no links', () => {
    const [row] = rowsOf();
    const fields: string[] = [];
    const decoded = participantGridDecoder(participantGridKeys(fields))(
      JSON.parse(participantGridLine(row as never, fields)) as unknown[],
      1,
    );
    expect(decoded).toMatchObject({
      eventId: 'e1',
      eventName: null,
      formLink: null,
      referralCount: 1,
      timeLeft: 5,
    });
  });
});
