import { type SettlementsRow, settlementsColumns, settlementsDecoder } from '@zapisy/core';
import formFieldsPlugin from '@zapisy/plugin-form-fields';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { BILLINGS } from '../participants/store.js';
import { PAYMENT_RULES } from '../payment-rules/store.js';
import { paymentDepsOf } from '../payments/app-flow.js';
import { payerLinkOf } from '../payments/payer-key.js';
import { PAYMENTS } from '../payments/store.js';
import { createPayingProject } from '../payments/testing/paying-project.js';
import { PARTICIPANTS, PROJECTS, type ProjectRecord } from '../projects/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';

let c: ProjectTestContext;
let reception: string;
let manager: string;
let eventId: string;
let jan: { participantId: string; customerId: string };
let anna: { participantId: string; customerId: string };

async function register(first: string, last: string, productId: string) {
  const res = await c.call('POST', `/registrations/${eventId}`, {
    payload: {
      data: {
        email_main: `${first.toLowerCase()}@example.pl`,
        first_name: first,
        last_name: last,
        phone_number: '600 100 200',
        product: productId,
      },
      idempotencyKey: `settlements-${first}-${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(res.statusCode).toBe(201);
  const participantId = res.json().participants[0]._id as string;
  const participant = await c.docs(PARTICIPANTS).findOne({ _id: participantId });
  return { participantId, customerId: participant?.customerId as string };
}

const page = (query = '', token = c.admin) => c.call('GET', `/settlements/${eventId}${query}`, { token });
const rowOf = (rows: SettlementsRow[], id: string) => rows.find((row) => row._id === id) as SettlementsRow;

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes, formFieldsPlugin]);
  reception = (await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'reception' })).token;
  manager = (await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'payments' })).token;
  const project = await createPayingProject(c, 'rozliczenia', {
    'payments.cash': true,
    'invoicing.useVat': true,
    'invoicing.vatPercent': '23',
  });
  eventId = project.eventId;
  await c.docs(PAYMENT_RULES).insertOne({
    _id: eventId,
    organizationId: 'org-a',
    eventId,
    rules: [
      { id: 'turnus', name: 'Turnus', amount: 20_000 },
      { id: 'bus', name: 'Autokar', category: 'Transport', amount: 5_000 },
      { id: 'early', name: 'Wczesny zapis', category: 'Rabaty', percent: -10 },
    ],
    updatedAt: new Date(),
  });
  jan = await register('Jan', 'Kowalski', project.productId);
  anna = await register('Anna', 'Żółkiewska', project.productId);
  const paid = await c.call('POST', `/payments/${eventId}/cash`, {
    token: c.admin,
    payload: { participantId: jan.participantId, amount: 10_000 },
  });
  expect(paid.statusCode).toBe(201);
  // A manual markup on Anna's billing (the participants grid's row action sets it the same way).
  await c.docs(BILLINGS).updateOne({ sourceId: anna.participantId }, { $set: { manualDiscount: 1_500 } });
  // Another organization's participant in a project with the same id must never be listed.
  await c.docs(PARTICIPANTS).insertOne({
    _id: 'foreign',
    organizationId: 'org-b',
    eventId,
    customerId: 'foreign-customer',
    status: 'registered',
    data: [{ name: 'first_name', value: 'Obcy' }],
  });
}, 120_000);
afterAll(async () => c.t.close());

describe('GET /settlements/{eventId} (first document §2 "Settlements grid")', () => {
  it('figures to the grosz: per-category cost or percent, rebates, net, VAT, gross, manual markup, required, payments sum, left to pay, payment status', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.categories).toEqual(['Cennik', 'Transport']);
    expect(body.columns.map((column: { header: string }) => column.header)).toEqual(
      expect.arrayContaining([
        'Metoda płatności',
        'Link do płatności',
        'Cennik',
        'Transport',
        'Dopłaty za opcje',
        'Rabaty',
        'Ręczna dopłata',
        'Suma wpłat',
        'Status płatności',
      ]),
    );
    // 100 zł product + 200 zł 'Cennik' + 50 zł 'Transport' = 350 zł; -10 % = -35 zł → 315 zł net, 23 % VAT.
    const janRow = rowOf(body.rows, jan.participantId);
    // The −10 % rule is a rebate: in 'Rabaty' only, never again as a category column (issue 14).
    expect(Object.keys(janRow.categories)).toEqual(['Cennik', 'Transport']);
    expect(janRow).toMatchObject({
      name: 'Jan Kowalski',
      email: 'jan@example.pl',
      status: 'upToDate',
      categories: {
        Cennik: { amount: 20_000, percent: null },
        Transport: { amount: 5_000, percent: null },
      },
      rebates: 3_500,
      net: 31_500,
      vat: 7_245,
      gross: 38_745,
      manualMarkup: 0,
      payments: 10_000,
      leftToPay: 28_745,
      required: 28_745,
      overdue: 0,
      paymentMethod: 'Gotówka',
      paymentStatus: 'COMPLETED',
      paymentStatusLabel: 'Wpłacono',
    });
    expect(Date.parse(janRow.createdOn as unknown as string)).not.toBeNaN();
    const annaRow = rowOf(body.rows, anna.participantId);
    expect(annaRow).toMatchObject({
      name: 'Anna Żółkiewska',
      manualMarkup: 1_500,
      payments: 0,
      paymentMethod: '—',
      paymentStatus: null,
      paymentStatusLabel: '',
    });
  });

  it("the participants grid's settlements figures equal the settlements grid's for the same participant", async () => {
    const grid = await c.call('GET', `/project/all-data/${eventId}?offset=0&limit=100`, { token: c.admin });
    const settlements: SettlementsRow[] = (await page()).json().rows;
    for (const participant of grid.json().participants) {
      const row = rowOf(settlements, participant._id);
      const { surcharges, rebates, net, vat, gross, required, overdue, leftToPay } = row;
      expect({ surcharges, rebates, net, vat, gross, required, overdue, leftToPay }).toEqual(
        participant.settlements,
      );
    }
  });

  it("payment link: the payer link '/l?k=…' on the project's domain opens the payer's due", async () => {
    const row = rowOf((await page()).json().rows, jan.participantId);
    const link = new URL(row.paymentLink as string);
    expect(link.hostname).toBe('rozliczenia.zapisy.test');
    expect(link.pathname).toBe('/l');
    const k = link.searchParams.get('k') as string;
    const due = await c.call('GET', `/payments/public/${eventId}/due?k=${encodeURIComponent(k)}`);
    expect(due.statusCode).toBe(200);
    expect(due.json().payer).toEqual({ name: 'Jan Kowalski' });
    expect(due.json().totals.all).toBe(28_745);
    const project = (await c.docs(PROJECTS).findOne({ _id: eventId })) as unknown as ProjectRecord;
    expect(row.paymentLink).toBe(await payerLinkOf(paymentDepsOf(c.t.app), project, jan.customerId));
  });

  it('streams a head {columns, keys, categories, total} then one JSON array per row, decoding to the page rows', async () => {
    const res = await c.t.app.inject({
      method: 'GET',
      url: `/services/api/settlements/${eventId}`,
      headers: { 'x-auth-token': c.admin, accept: 'application/x-ndjson' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const [headLine, ...lines] = res.body.trimEnd().split('\n');
    const head = JSON.parse(headLine as string);
    expect(head).toMatchObject({ total: 2, categories: ['Cennik', 'Transport'] });
    const decode = settlementsDecoder(head.keys);
    const streamed = lines.map((line, index) => decode(JSON.parse(line), index + 1));
    const paged: SettlementsRow[] = (await page()).json().rows;
    expect(
      streamed.map((row) => ({ ...row, createdOn: new Date(row.createdOn as number).toISOString() })),
    ).toEqual(paged);
  });

  it('the whole stream is built while it is sent: the same rows as the page, also out of stored order and filtered', async () => {
    const stream = async (query: string) => {
      const res = await c.t.app.inject({
        method: 'GET',
        url: `/services/api/settlements/${eventId}${query}`,
        headers: { 'x-auth-token': c.admin, accept: 'application/x-ndjson' },
      });
      const [headLine, ...lines] = res.body.trimEnd().split('\n');
      const head = JSON.parse(headLine as string);
      const decode = settlementsDecoder(head.keys);
      return lines.map((line, index) => {
        const row = decode(JSON.parse(line), head.offset + index + 1);
        return { ...row, createdOn: new Date(row.createdOn as number).toISOString() };
      });
    };
    // Anna signed up "before" Jan, though stored after him.
    const janRow = await c.docs(PARTICIPANTS).findOne({ _id: jan.participantId });
    const earlier = new Date(new Date(janRow?.createdOn as Date).getTime() - 60_000);
    await c.docs(PARTICIPANTS).updateOne({ _id: anna.participantId }, { $set: { createdOn: earlier } });
    const all = await stream('');
    expect(all.map((row) => row._id)).toEqual([anna.participantId, jan.participantId]);
    expect(all).toEqual((await page()).json().rows);
    const status = all[0]?.status as string;
    expect(await stream(`?status=${status}`)).toEqual((await page(`?status=${status}`)).json().rows);
    // A streamed slice (offset/limit) is built from the loaded rows: the page's slice.
    const slice = await stream('?offset=1&limit=1');
    expect(slice.map((row) => row._id)).toEqual([jan.participantId]);
    expect(slice).toEqual((await page('?offset=1&limit=1')).json().rows);
  });

  it('search (diacritics-insensitive), status filter, sort and paging', async () => {
    expect((await page('?search=zolkiewska')).json().rows.map((r: SettlementsRow) => r._id)).toEqual([
      anna.participantId,
    ]);
    expect((await page('?status=paid')).json().total).toBe(0);
    const sorted = (await page('?sort=payments&order=desc&limit=1')).json();
    expect(sorted).toMatchObject({ total: 2, offset: 0, limit: 1 });
    expect(sorted.rows.map((r: SettlementsRow) => [r._id, r.rowNumber])).toEqual([[jan.participantId, 1]]);
  });

  it("another organization's participants are never listed; its users and a role without access gets 403", async () => {
    const ids = (await page()).json().rows.map((r: SettlementsRow) => r._id);
    expect(ids).not.toContain('foreign');
    expect((await page('', c.stranger)).statusCode).toBe(403);
    expect((await page('', reception)).statusCode).toBe(403);
    expect((await page('', manager)).statusCode).toBe(200);
    expect((await page('', c.employee)).statusCode).toBe(200);
    expect((await page('?limit=0')).statusCode).toBe(400);
  });

  it("GET /settlements/{eventId}/export.csv: UTF-8 BOM, ';', Polish headers and labels, money as '1 234,56'", async () => {
    const res = await c.call('GET', `/settlements/${eventId}/export.csv?sort=name`, { token: manager });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/rozliczenia-rozliczenia-\d{4}-\d{2}-\d{2}\.csv/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, annaLine, janLine] = res.body
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(';'));
    // The core columns' headers (core settlements.test.ts spells them out) for the project's categories.
    expect(header).toEqual(settlementsColumns(['Cennik', 'Transport']).map((column) => column.header));
    const cells = (line: string[] | undefined) =>
      Object.fromEntries((header ?? []).map((h, i) => [`${i}:${h}`, line?.[i]]));
    expect(cells(janLine)).toMatchObject({
      '1:Imię i nazwisko': 'Jan Kowalski',
      '4:Status': 'Na bieżąco',
      '7:Metoda płatności': 'Gotówka',
      '9:Cennik': '200,00',
      '10:Transport': '50,00',
      '11:Dopłaty za opcje': '0,00',
      '12:Rabaty': '35,00',
      '13:Netto': '315,00',
      '15:Brutto': '387,45',
      '19:Suma wpłat': '100,00',
      '20:Pozostało do zapłaty': '287,45',
      '21:Status płatności': 'Wpłacono',
    });
    expect(janLine?.[8]).toMatch(/^https?:\/\/rozliczenia\.zapisy\.test(:\d+)?\/l\?k=/);
    expect(cells(annaLine)).toMatchObject({
      '7:Metoda płatności': '—',
      '16:Ręczna dopłata': '15,00',
      '21:Status płatności': '',
    });
  });
});

describe('method and status come from the money actually received', () => {
  it('a participant who paid in cash after an abandoned online attempt reads Gotówka, Wpłacono (not Płatność online, Nowe)', async () => {
    const project = await createPayingProject(c, 'rozliczenia-gotowka', { 'payments.cash': true });
    const res = await c.call('POST', `/registrations/${project.eventId}`, {
      payload: {
        data: {
          email_main: 'ewa@example.pl',
          first_name: 'Ewa',
          last_name: 'Nowak',
          product: project.productId,
        },
        idempotencyKey: `settlements-ewa-${Math.random().toString(36).slice(2)}`,
      },
    });
    expect(res.statusCode).toBe(201);
    const participantId = res.json().participants[0]._id as string;
    const paid = await c.call('POST', `/payments/${project.eventId}/cash`, {
      token: c.admin,
      payload: { participantId, amount: 10_000 },
    });
    expect(paid.statusCode).toBe(201);
    const cash = await c.docs(PAYMENTS).findOne({ _id: paid.json()._id });
    // The payer then tried online and left the gateway: a later NEW payment whose money never came.
    const later = new Date(Date.now() + 60_000);
    await c.docs(PAYMENTS).insertOne({
      ...cash,
      _id: 'porzucona-online',
      paymentId: 'porzucona-online',
      method: 'online',
      provider: 'test-gateway',
      status: 'NEW',
      amount: 35_000,
      date: later,
      createdAt: later,
    } as never);
    await c.docs(PAYMENTS).updateOne({ _id: 'porzucona-online' }, { $unset: { settlement: '' } });
    const body = (await c.call('GET', `/settlements/${project.eventId}`, { token: c.admin })).json();
    expect(rowOf(body.rows, participantId)).toMatchObject({
      paymentMethod: 'Gotówka',
      paymentStatus: 'COMPLETED',
      paymentStatusLabel: 'Wpłacono',
      payments: 10_000,
    });
  });
});
