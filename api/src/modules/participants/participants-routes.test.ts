import {
  gridDateIso,
  PARTICIPANT_STATUS_LABELS,
  participantGridDecoder,
  participantGridKeys,
} from '@zapisy/core';
import translationTypes from '@zapisy/plugin-translation-types';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { CUSTOMERS, PARTICIPANTS, PROJECTS } from '../projects/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { seedParticipants } from './bench-fixture.js';
import { BILLINGS } from './store.js';

let c: ProjectTestContext;
let payments: string;
let eventId: string;
let bigEventId: string;
let ids: string[];

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes]);
  payments = (await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'payments' })).token;
  eventId = (await c.create({ domainName: 'uczestnicy' })).eventId;
  ids = (await seedParticipants(c.t.store, { organizationId: 'org-a', eventId }, 20)).participantIds;
  bigEventId = (await c.create({ domainName: 'duzy' })).eventId;
  await seedParticipants(c.t.store, { organizationId: 'org-a', eventId: bigEventId }, 2000);
}, 120_000);
afterAll(async () => c.t.close());

const id = (i: number) => ids[i] as string;

describe('GET /project/all-data/{id} paged and streamed', () => {
  it('2,000 rows in pages: order by signed-up date (dataSettings off), row numbers and the total agree', async () => {
    const seen: string[] = [];
    let total = 0;
    for (let offset = 0; offset < 2000; offset += 700) {
      const res = await c.call('GET', `/project/all-data/${bigEventId}?offset=${offset}&limit=700`, {
        token: c.employee,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      total = body.total;
      expect(body.offset).toBe(offset);
      expect(body.participants[0].rowNumber).toBe(offset + 1);
      seen.push(...body.participants.map((row: { createdOn: string }) => row.createdOn));
    }
    expect(total).toBe(2000);
    expect(seen).toHaveLength(2000);
    expect([...seen].sort()).toEqual(seen);
  });

  it('"Sorting by the project\'s dataSettings" (participantsSortField last_name, desc then createdOn)', async () => {
    await c.docs(PROJECTS).updateOne(
      { _id: bigEventId },
      {
        $set: {
          dataSettings: {
            showFromAllEvents: false,
            participantsSortEnabled: true,
            participantsSortField: 'last_name',
            participantsSortAsc: false,
            participantsSortField2: '',
            participantsSortAsc2: true,
          },
        },
      },
    );
    const res = await c.call('GET', `/project/all-data/${bigEventId}?offset=0&limit=2000`, {
      token: c.admin,
    });
    const names: string[] = res
      .json()
      .participants.map((r: { data: { last_name: string } }) => r.data.last_name);
    const collator = new Intl.Collator('pl', { sensitivity: 'base' });
    expect([...names].sort((a, b) => -collator.compare(a, b))).toEqual(names);
    expect(names[0]).toBe('Żak');
    await c
      .docs(PROJECTS)
      .updateOne({ _id: bigEventId }, { $set: { 'dataSettings.participantsSortEnabled': false } });
  });

  it('filter by status and diacritics-insensitive search; settlements in grosze', async () => {
    const res = await c.call('GET', `/project/all-data/${eventId}?status=waiting,paid&search=wisniewska`, {
      token: payments,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThan(0);
    for (const row of body.participants) {
      expect(['waiting', 'paid']).toContain(row.status);
      expect(row.name).toMatch(/Wiśniewska/);
      expect(Number.isInteger(row.settlements.gross)).toBe(true);
      if (row.status === 'waiting') expect(row.settlements).toMatchObject({ required: 0, overdue: 0 });
    }
    expect(body.columns.map((col: { header: string }) => col.header)).toEqual(
      expect.arrayContaining([
        'Lp.',
        'Status',
        'Data zapisu',
        'Netto',
        'VAT',
        'Brutto',
        'Pozostało do zapłaty',
      ]),
    );
    const full = body.participants[0];
    expect(full).not.toHaveProperty('calculated');
  });

  it('Accept: application/x-ndjson streams the head line (columns, keys, total) then one compact row per line (a JSON array in keys order, dates in epoch ms, money in grosze)', async () => {
    const res = await c.t.app.inject({
      method: 'GET',
      url: `/services/api/project/all-data/${bigEventId}`,
      headers: { 'x-auth-token': c.admin, accept: 'application/x-ndjson' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/x-ndjson/);
    const lines = res.body.trim().split('\n');
    const head = JSON.parse(lines[0] as string);
    expect(head).toMatchObject({ total: 2000, offset: 0 });
    expect(head.keys).toEqual(
      participantGridKeys(['first_name', 'last_name', 'email_main', 'phone_number', 'city']),
    );
    expect(lines).toHaveLength(2001);
    const decode = participantGridDecoder(head.keys, head.projects, head.eventId);
    const rows = lines.slice(1).map((line, i) => decode(JSON.parse(line), i + 1));
    const page = await c.call('GET', `/project/all-data/${bigEventId}?offset=1990&limit=10`, {
      token: c.admin,
    });
    // The stream and the paged answer agree row for row (the page keeps ISO dates).
    expect(
      rows.slice(1990).map((row) => ({
        ...row,
        createdOn: gridDateIso(row.createdOn),
        removedOn: gridDateIso(row.removedOn),
      })),
    ).toEqual(page.json().participants);
    expect(typeof rows[0]?.createdOn).toBe('number');
    expect(Number.isInteger(rows[0]?.settlements.gross)).toBe(true);
    const filtered = await c.t.app.inject({
      method: 'GET',
      url: `/services/api/project/all-data/${bigEventId}?status=paid&offset=10&limit=5`,
      headers: { 'x-auth-token': c.admin, accept: 'application/x-ndjson' },
    });
    const [top, ...paid] = filtered.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(top).toMatchObject({ total: 222, offset: 10 });
    const decodePaid = participantGridDecoder(top.keys, top.projects, top.eventId);
    expect(paid.map((values, i) => decodePaid(values, top.offset + i + 1)).map((row) => row.status)).toEqual(
      Array(5).fill('paid'),
    );
  });

  it('a repeated stream is answered from the kept lines, and any write to participants or billings is seen by the next one', async () => {
    const stream = async () => {
      const res = await c.t.app.inject({
        method: 'GET',
        url: `/services/api/project/all-data/${eventId}`,
        headers: { 'x-auth-token': c.admin, accept: 'application/x-ndjson' },
      });
      const [head, ...lines] = res.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      const decode = participantGridDecoder(head.keys, head.projects, head.eventId);
      return lines.map((values, i) => decode(values, i + 1));
    };
    const first = await stream();
    expect(await stream()).toEqual(first);
    const edited = await c.call('PATCH', `/participants/${eventId}/${id(2)}`, {
      token: c.admin,
      payload: { data: { city: 'Sopot' } },
    });
    expect(edited.statusCode).toBe(200);
    expect((await stream()).find((row) => row._id === id(2))?.data.city).toBe('Sopot');
    await c.docs(BILLINGS).updateMany({ sourceId: id(2) }, { $set: { amount: 1, vat: 0, grossAmount: 1 } });
    expect((await stream()).find((row) => row._id === id(2))?.settlements.gross).toBe(1);
  });

  it('a header click sorts on the server: sort=data.last_name&order=desc (Polish order) and sort=settlements.gross', async () => {
    const byName = await c.call(
      'GET',
      `/project/all-data/${bigEventId}?sort=data.last_name&order=desc&offset=0&limit=2000`,
      { token: c.admin },
    );
    expect(byName.statusCode).toBe(200);
    const names: string[] = byName
      .json()
      .participants.map((r: { data: { last_name: string } }) => r.data.last_name);
    const collator = new Intl.Collator('pl', { sensitivity: 'base' });
    expect([...names].sort((a, b) => -collator.compare(a, b))).toEqual(names);
    const byGross = await c.call('GET', `/project/all-data/${bigEventId}?sort=settlements.gross&limit=2000`, {
      token: c.admin,
    });
    const gross: number[] = byGross
      .json()
      .participants.map((r: { settlements: { gross: number } }) => r.settlements.gross);
    expect([...gross].sort((a, b) => a - b)).toEqual(gross);
    const bad = await c.call('GET', `/project/all-data/${bigEventId}?sort=a;b&order=up`, { token: c.admin });
    expect(bad.statusCode).toBe(400);
  });

  it('/admin/listy/{product}: product= keeps the participants whose form value names the product', async () => {
    await c
      .docs(PARTICIPANTS)
      .updateOne({ _id: id(3) }, { $push: { data: { name: 'product', value: ['obiady'] } } } as never);
    await c
      .docs(PARTICIPANTS)
      .updateOne({ _id: id(4) }, { $push: { data: { name: 'product', value: { obiady: 2 } } } } as never);
    const res = await c.call('GET', `/project/all-data/${eventId}?product=obiady`, { token: c.admin });
    expect(
      res
        .json()
        .participants.map((r: { _id: string }) => r._id)
        .sort(),
    ).toEqual([id(3), id(4)].sort());
  });

  it('without paging: the unchanged {project, participants, columns} answer', async () => {
    const res = await c.call('GET', `/project/all-data/${eventId}`, { token: c.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().participants).toHaveLength(20);
    expect(res.json().participants[0]).toHaveProperty('calculated');
  });

  it('cross-tenant → 403/404, bad paging → 400', async () => {
    const other = await c.call('GET', `/project/all-data/${eventId}?offset=0`, { token: c.stranger });
    expect([403, 404]).toContain(other.statusCode);
    const bad = await c.call('GET', `/project/all-data/${eventId}?limit=999999`, { token: c.admin });
    expect(bad.statusCode).toBe(400);
  });
});

describe('/participants/{eventId}/{participantId}', () => {
  it('GET answers the participant; another organization gets 403/404', async () => {
    const res = await c.call('GET', `/participants/${eventId}/${id(0)}`, { token: payments });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: id(0), eventId });
    // The declared answer keeps what the grid's row is refreshed from (customer, form data, figures).
    const stored = await c.t.store.db.collection('participants').findOne({ _id: id(0) } as object);
    expect(res.json()).toMatchObject({
      customerId: stored?.customerId,
      data: stored?.data,
      calculated: { leftToPay: stored?.calculated?.leftToPay },
    });
    const other = await c.call('GET', `/participants/${eventId}/${id(0)}`, { token: c.stranger });
    expect([403, 404]).toContain(other.statusCode);
    const missing = await c.call('GET', `/participants/${eventId}/brak`, { token: c.admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Nie znaleziono uczestnika „brak”');
  });

  it('PATCH edits data fields (null or empty removes one); the payments role may not write', async () => {
    const res = await c.call('PATCH', `/participants/${eventId}/${id(1)}`, {
      token: c.employee,
      payload: { data: { city: 'Łódź', uwagi: 'wegetarianin' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(
      expect.arrayContaining([
        { name: 'city', value: 'Łódź' },
        { name: 'uwagi', value: 'wegetarianin' },
      ]),
    );
    const removed = await c.call('PATCH', `/participants/${eventId}/${id(1)}`, {
      token: c.admin,
      payload: { data: { uwagi: null } },
    });
    expect(removed.json().data.map((e: { name: string }) => e.name)).not.toContain('uwagi');
    const denied = await c.call('PATCH', `/participants/${eventId}/${id(1)}`, {
      token: payments,
      payload: { data: { city: 'X' } },
    });
    expect(denied.statusCode).toBe(403);
    const bad = await c.call('PATCH', `/participants/${eventId}/${id(1)}`, {
      token: c.admin,
      payload: { data: { 'Złe-Pole': 'x' } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('DELETE: "removal = status cancelled + removedOn" and the place goes back to the counter', async () => {
    await c.docs(PROJECTS).updateOne({ _id: eventId }, { $set: { 'registrationCounters.participants': 5 } });
    const res = await c.call('DELETE', `/participants/${eventId}/${id(0)}`, { token: c.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', removedOn: expect.any(String) });
    expect((await c.docs(PROJECTS).findOne({ _id: eventId }))?.registrationCounters).toEqual({
      participants: 4,
    });
    const again = await c.call('DELETE', `/participants/${eventId}/${id(0)}`, { token: c.admin });
    expect(again.statusCode).toBe(409);
    expect((await c.docs(PROJECTS).findOne({ _id: eventId }))?.registrationCounters).toEqual({
      participants: 4,
    });
  });

  it('POST present: "counts as present … only if status is Present and the ticket is Validated"; cancelled → 409', async () => {
    const res = await c.call('POST', `/participants/${eventId}/${id(2)}/present`, {
      token: c.employee,
      payload: { meeting: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'present', ticketStatus: ['none', 'validated'] });
    const cancelled = await c.call('POST', `/participants/${eventId}/${id(0)}/present`, {
      token: c.employee,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(
      'Nie można oznaczyć obecności uczestnika o statusie „Zapis anulowany”.',
    );
  });

  it("reception ('Recepcja') may mark a participant present but not edit their data", async () => {
    const reception = (await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'reception' }))
      .token;
    const present = await c.call('POST', `/participants/${eventId}/${id(3)}/present`, {
      token: reception,
      payload: {},
    });
    expect(present.statusCode, present.body).toBe(200);
    const edit = await c.call('PATCH', `/participants/${eventId}/${id(3)}`, {
      token: reception,
      payload: { data: { first_name: 'Inna' } },
    });
    expect(edit.statusCode).toBe(403);
  });

  it('POST customer moves the participant and its billings to another customer of the organization', async () => {
    const target = (await c.docs(PARTICIPANTS).findOne({ _id: id(4) }))?.customerId as string;
    const res = await c.call('POST', `/participants/${eventId}/${id(3)}/customer`, {
      token: c.admin,
      payload: { customerId: target },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().customerId).toBe(target);
    expect(await c.docs(BILLINGS).countDocuments({ sourceId: id(3), customerId: target })).toBe(1);
    await c.docs(CUSTOMERS).insertOne({ _id: 'obcy-klient', organizationId: 'org-b' });
    const foreign = await c.call('POST', `/participants/${eventId}/${id(3)}/customer`, {
      token: c.admin,
      payload: { customerId: 'obcy-klient' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("GET links: form, payment and survey on the project domain; the payment link carries the customer's payer key", async () => {
    const res = await c.call('GET', `/participants/${eventId}/${id(5)}/links`, { token: payments });
    expect(res.statusCode).toBe(200);
    const links = res.json();
    expect(links.form).toMatch(
      new RegExp(`^https?://uczestnicy\\.zapisy\\.test(:\\d+)?/formularz\\?p=${id(5)}$`),
    );
    expect(links.payment).toMatch(
      /^https?:\/\/uczestnicy\.zapisy\.test(:\d+)?\/l\?k=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/,
    );
    expect(links.survey).toContain('/ankieta?p=');
  });
});

describe('exports', () => {
  it('CSV: UTF-8 BOM, ";" separator, Polish headers, money as "1 234,56"', async () => {
    const res = await c.call('GET', `/participants/${eventId}/export.csv?status=registered`, {
      token: c.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body.startsWith('\uFEFFLp.;Imię i nazwisko;E-mail;Telefon;Status;Data zapisu')).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[1]).toMatch(/;Zapis przyjęty;/);
    expect(lines[1]).toMatch(/;\d{1,3}( \d{3})*,\d{2}(;|$)/);
  });

  it('"participant status labels read correctly for any participant": exports write core\'s label, "Zapis przyjęty"', async () => {
    const res = await c.call('GET', `/participants/${eventId}/export.csv?status=registered`, {
      token: c.admin,
    });
    const rows = res.body.trim().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.split(';')).toContain(PARTICIPANT_STATUS_LABELS.registered);
      expect(row).not.toMatch(/;Zapisan[ya];/);
    }
    expect(PARTICIPANT_STATUS_LABELS.registered).toBe('Zapis przyjęty');
  });

  it('XLSX opens with exceljs: a sheet "Uczestnicy" with the same rows', async () => {
    const res = await c.call('GET', `/participants/${eventId}/export.xlsx`, { token: c.employee });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Uczestnicy');
    expect(sheet?.getRow(1).getCell(2).value).toBe('Imię i nazwisko');
    expect(sheet?.getRow(1).getCell(5).value).toBe('Status');
    expect(sheet?.rowCount).toBe(21);
  });
});
