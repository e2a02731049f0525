/**
 * The participants grid columns filled from data (first document §2 "Participants grid": time left, survey
 * link, form link, affiliate link, affiliation received, referred list, referral count, event name,
 * installments description) and the project's dataSettings.showFromAllEvents (second document §3), over
 * `GET /project/all-data/{id}` paged and NDJSON, and the exports.
 */
import {
  formatProjectDate,
  type ParticipantGridRow,
  participantGridDecoder,
  participantTimeLeftDays,
} from '@zapisy/core';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { gridCacheKey } from './all-data.js';
import type { GridProjectRecord } from './grid-query.js';
import { BILLINGS } from './store.js';

const PARTICIPANTS = 'participants';
const PROJECTS = 'projects';
const DAY = 86_400_000;

let c: ProjectTestContext;
let main: string;
let sibling: string;
let foreign: string;
let requiredDate: Date;

function participant(
  _id: string,
  organizationId: string,
  eventId: string,
  first: string,
  extra: { name: string; value: unknown }[] = [],
  rest: Record<string, unknown> = {},
) {
  return {
    _id,
    organizationId,
    eventId,
    status: 'registered',
    createdOn: new Date(Date.UTC(2026, 0, 1) + Number(_id.replace(/\D/g, '') || 0) * 60_000),
    data: [{ name: 'first_name', value: first }, { name: 'last_name', value: 'Testowa' }, ...extra],
    calculated: { totalSum: 12300, leftToPay: 12300, leftToPayLate: 0, leftToPayRequired: 6150, payments: 0 },
    ...rest,
  };
}

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes]);
  main = (await c.create({ name: 'Obóz letni', domainName: 'oboz' })).eventId;
  sibling = (await c.create({ name: 'Półkolonie', domainName: 'polkolonie' })).eventId;
  const other = await c.call('PUT', '/project', {
    token: c.stranger,
    payload: { organizationId: 'org-b', event: { name: 'Cudzy projekt', domainName: 'cudzy' } },
  });
  expect(other.statusCode).toBe(201);
  foreign = other.json().eventId;
  await c.docs(PROJECTS).updateOne(
    { _id: main },
    {
      $set: {
        'event.survey.enabled': true,
        'event.registration.affiliateEnabled': true,
        'payments.installments.configurations': [
          { ...defaultPlan(), definitionId: 'dwie', name: 'Dwie raty', count: 2 },
        ],
      },
    },
  );
  // Noon in Poland, 5 days ahead: the earliest unpaid billing's required date.
  const today = new Date();
  requiredDate = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 5, 10));
  const later = new Date(requiredDate.getTime() + 30 * DAY);
  const installments = [
    { installmentId: 'i1', date: requiredDate, amount: 5000, vat: 1150, grossAmount: 6150 },
    { installmentId: 'i2', date: later, amount: 5000, vat: 1150, grossAmount: 6150 },
  ];
  await c.docs(PARTICIPANTS).insertMany([
    participant('p1', 'org-a', main, 'Alicja', [{ name: 'installments_select', value: 'dwie' }], {
      installments,
    }),
    participant('p2', 'org-a', main, 'Bogna', [{ name: 'affiliate_id', value: 'p1' }]),
    participant('p3', 'org-a', main, 'Celina', [{ name: 'affiliate_id', value: 'p1' }], {
      status: 'waiting',
    }),
    participant('p4', 'org-a', sibling, 'Dorota', [{ name: 'affiliate_id', value: 'p1' }]),
    participant('p5', 'org-b', foreign, 'Obca'),
    // Another organization's participant that names an org-a project: the tenant filter keeps it out.
    participant('p6', 'org-b', sibling, 'Podrzucona'),
  ]);
  const billing = (id: string, date: Date, status: string) => ({
    _id: id,
    organizationId: 'org-a',
    eventId: main,
    customerId: 'c1',
    sourceId: 'p1',
    amount: 5000,
    vat: 1150,
    grossAmount: 6150,
    leftToPay: 6150,
    status,
    createdDate: new Date(),
    requiredDate: date,
    payments: [],
  });
  await c
    .docs(BILLINGS)
    .insertMany([billing('b1', requiredDate, 'active'), billing('b2', later, 'upcoming')]);
}, 60_000);
afterAll(async () => c.t.close());

function defaultPlan() {
  return {
    name: '',
    definitionId: '',
    type: 'constantNumber',
    count: 1,
    multiplier: 1,
    calculationType: 'totalAmount',
    constantNumber: { frequency: 'monthly', every: 1, on: 1, count: 2 },
  };
}

async function page(eventId: string, query = 'offset=0&limit=100') {
  const res = await c.call('GET', `/project/all-data/${eventId}?${query}`, { token: c.admin });
  expect(res.statusCode).toBe(200);
  return res.json() as { participants: ParticipantGridRow[]; columns: { field: string; header: string }[] };
}

async function stream(eventId: string, token = c.admin) {
  const res = await c.t.app.inject({
    method: 'GET',
    url: `${API}/project/all-data/${eventId}`,
    headers: { 'x-auth-token': token, accept: 'application/x-ndjson' },
  });
  expect(res.statusCode).toBe(200);
  const [head, ...lines] = res.body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const decode = participantGridDecoder(head.keys, head.projects, head.eventId);
  return { head, rows: lines.map((values: unknown[], i: number) => decode(values, i + 1)) };
}

async function setShowFromAllEvents(value: boolean) {
  await c.docs(PROJECTS).updateOne({ _id: main }, { $set: { 'dataSettings.showFromAllEvents': value } });
}

const byId = (rows: readonly ParticipantGridRow[], id: string) => rows.find((row) => row._id === id);

describe('participants grid columns from data (first document §2 "Participants grid")', () => {
  const expectedTimeLeft = () =>
    participantTimeLeftDays('registered', [{ status: 'active', leftToPay: 1, requiredDate }], new Date());

  it('"time left, survey link, form link, affiliate link, affiliation received, referred list, referral count, event name, installments description" in the paged answer', async () => {
    const body = await page(main);
    expect(body.columns.map((column) => column.field)).toEqual(
      expect.arrayContaining([
        'timeLeft',
        'surveyLink',
        'formLink',
        'affiliateLink',
        'affiliationReceived',
        'referred',
        'referralCount',
        'eventName',
        'installmentsDescription',
      ]),
    );
    const p1 = byId(body.participants, 'p1');
    // 5 days ahead in UTC: 5 in Poland, or 4 late in the evening when Poland is already on the next day.
    expect([4, 5]).toContain(expectedTimeLeft());
    // In the project's date format (the default dd/MM/yyyy), on the Polish day.
    const dates = [requiredDate, new Date(requiredDate.getTime() + 30 * DAY)].map((d) =>
      formatProjectDate(d),
    );
    expect(p1).toMatchObject({
      timeLeft: expectedTimeLeft(),
      eventId: main,
      eventName: 'Obóz letni',
      formLink: 'http://oboz.zapisy.test:3000/formularz?p=p1',
      surveyLink: 'http://oboz.zapisy.test:3000/ankieta?p=p1',
      affiliateLink: 'http://oboz.zapisy.test:3000/formularz?affiliate_id=p1',
      affiliationReceived: false,
      // Only this project's participants are listed: p4 (another project) is not counted.
      referred: 'Bogna Testowa, Celina Testowa',
      referralCount: 2,
      installmentsDescription: `Dwie raty — 2 raty: 61,50 zł do ${dates[0]}, 61,50 zł do ${dates[1]}`,
    });
    expect(byId(body.participants, 'p2')).toMatchObject({
      affiliationReceived: true,
      referralCount: 0,
      referred: null,
      timeLeft: null,
      installmentsDescription: null,
    });
  });

  it("the NDJSON stream gives the same rows (name and links rebuilt from the head's projects)", async () => {
    const { head, rows } = await stream(main);
    expect(head.projects[main]).toEqual({
      eventId: main,
      name: 'Obóz letni',
      origin: 'http://oboz.zapisy.test:3000',
      surveyEnabled: true,
      affiliateEnabled: true,
    });
    const paged = (await page(main)).participants;
    expect(rows.map((row) => ({ ...row, createdOn: new Date(row.createdOn ?? 0).toISOString() }))).toEqual(
      paged.map((row) => ({ ...row, removedOn: null })),
    );
    // A paged stream (offset/limit) carries the head's projects too.
    const res = await c.t.app.inject({
      method: 'GET',
      url: `${API}/project/all-data/${main}?offset=1&limit=1`,
      headers: { 'x-auth-token': c.admin, accept: 'application/x-ndjson' },
    });
    const [top, line] = res.body
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text));
    expect(participantGridDecoder(top.keys, top.projects, top.eventId)(line, 2).formLink).toBe(
      'http://oboz.zapisy.test:3000/formularz?p=p2',
    );
  });

  it('links follow the project settings: survey and affiliate links disappear when disabled (the kept stream is not reused)', async () => {
    await c.docs(PROJECTS).updateOne(
      { _id: main },
      {
        $set: {
          'event.survey.enabled': false,
          'event.registration.affiliateEnabled': false,
          updatedAt: new Date(),
        },
      },
    );
    const { rows } = await stream(main);
    expect(byId(rows, 'p1')).toMatchObject({
      surveyLink: null,
      affiliateLink: null,
      formLink: expect.any(String),
    });
    await c.docs(PROJECTS).updateOne(
      { _id: main },
      {
        $set: {
          'event.survey.enabled': true,
          'event.registration.affiliateEnabled': true,
          updatedAt: new Date(),
        },
      },
    );
  });
});

describe('dataSettings.showFromAllEvents (second document §3)', () => {
  it("true: the participants of all the organization's projects, each with its project's name; never another organization's", async () => {
    await setShowFromAllEvents(false);
    expect((await stream(main)).rows.map((row) => row._id).sort()).toEqual(['p1', 'p2', 'p3']);
    await setShowFromAllEvents(true);
    const { rows, head } = await stream(main);
    expect(rows.map((row) => row._id).sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(Object.keys(head.projects).sort()).toEqual([main, sibling].sort());
    expect(byId(rows, 'p4')).toMatchObject({
      eventId: sibling,
      eventName: 'Półkolonie',
      formLink: 'http://polkolonie.zapisy.test:3000/formularz?p=p4',
      surveyLink: null,
    });
    // Referrals count across the listed projects now.
    expect(byId(rows, 'p1')).toMatchObject({ referralCount: 3 });
    const paged = await page(main);
    expect(paged.participants.map((row) => row._id).sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(
      paged.participants.some((row) => row.name.startsWith('Obca') || row.name.startsWith('Podrzucona')),
    ).toBe(false);
    const full = await c.call('GET', `/project/all-data/${main}`, { token: c.admin });
    expect(
      full
        .json()
        .participants.map((p: { _id: string }) => p._id)
        .sort(),
    ).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it("the exports list all the organization's projects with the project column", async () => {
    await setShowFromAllEvents(true);
    const res = await c.call('GET', `/participants/${main}/export.csv`, { token: c.admin });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Projekt');
    expect(res.body).toContain('Półkolonie');
    expect(res.body).toContain('Dorota');
    expect(res.body).not.toContain('Obca');
    expect(res.body).not.toContain('Podrzucona');
  });

  it("the other organization's grid with showFromAllEvents sees only its own", async () => {
    await c.docs(PROJECTS).updateOne({ _id: foreign }, { $set: { 'dataSettings.showFromAllEvents': true } });
    const { rows } = await stream(foreign, c.stranger);
    expect(rows.map((row) => row._id)).toEqual(['p5']);
    await setShowFromAllEvents(false);
  });
});

describe('the kept stream is keyed by the listed projects and the day', () => {
  it('a renamed plan in another listed project is seen (its updatedAt is in the key)', async () => {
    await setShowFromAllEvents(true);
    await stream(main);
    await c.docs(PROJECTS).updateOne(
      { _id: main },
      {
        $set: {
          'payments.installments.configurations': [
            { ...defaultPlan(), definitionId: 'dwie', name: 'Raty A' },
          ],
          updatedAt: new Date(),
        },
      },
    );
    const { rows } = await stream(main);
    expect(byId(rows, 'p1')?.installmentsDescription).toMatch(/^Raty A — 2 raty/);
    await setShowFromAllEvents(false);
  });
});

describe('gridCacheKey', () => {
  const project = { organizationId: 'org-a', eventId: 'e1', dataSettings: undefined } as never;
  const at = (iso: string) => new Date(iso);

  it('one key per day in Poland (the time left counts whole days) and per listed projects as last changed', () => {
    const listed: GridProjectRecord[] = [
      { organizationId: 'org-a', eventId: 'e1', updatedAt: at('2026-03-01T10:00:00Z') },
    ];
    const key = (now: string, projects = listed) => gridCacheKey(project, {}, projects, at(now));
    expect(key('2026-03-10T08:00:00Z')).toBe(key('2026-03-10T22:30:00Z'));
    // 23:30 UTC is already the next day in Poland.
    expect(key('2026-03-10T22:30:00Z')).not.toBe(key('2026-03-10T23:30:00Z'));
    expect(key('2026-03-10T08:00:00Z')).not.toBe(
      key('2026-03-10T08:00:00Z', [
        { organizationId: 'org-a', eventId: 'e1', updatedAt: at('2026-03-02T10:00:00Z') },
      ]),
    );
    expect(key('2026-03-10T08:00:00Z')).not.toBe(
      key('2026-03-10T08:00:00Z', [...listed, { organizationId: 'org-a', eventId: 'e2' }]),
    );
  });
});
