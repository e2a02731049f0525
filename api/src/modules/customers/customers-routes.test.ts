import translationTypes from '@zapisy/plugin-translation-types';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { ORGANIZATIONS } from '../organizations/index.js';
import { seedParticipants } from '../participants/bench-fixture.js';
import { BILLINGS } from '../participants/store.js';
import { CUSTOMERS, PARTICIPANTS } from '../projects/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';

let c: ProjectTestContext;
let payments: string;
let eventId: string;
let projectName: string;

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes]);
  payments = (await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'payments' })).token;
  const project = await c.create({ name: 'Obóz letni', domainName: 'klienci' });
  eventId = project.eventId;
  projectName = project.event.name;
  await seedParticipants(c.t.store, { organizationId: 'org-a', eventId }, 30);
  await c.docs(CUSTOMERS).insertOne({ _id: 'cudzy', organizationId: 'org-b', firstName: 'Obcy' });
}, 60_000);
afterAll(async () => c.t.close());

async function customerOf(participantIndex: number): Promise<string> {
  const p = await c
    .docs(PARTICIPANTS)
    .findOne({ eventId, _id: { $regex: `^p${String(participantIndex).padStart(7, '0')}` } });
  return p?.customerId as string;
}

describe('GET /customers/{organizationId}', () => {
  it('grid rows with billing figures and "Customer status" from billings; paged and sorted', async () => {
    const res = await c.call('GET', '/customers/org-a?limit=10&offset=0&sort=-amount', { token: payments });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(30);
    expect(body.settings).toEqual({ twoPeople: false, hasGuardian: false });
    expect(body.customers).toHaveLength(10);
    const amounts = body.customers.map((row: { amount: number }) => row.amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    for (const row of body.customers) {
      expect(row).toMatchObject({ billingsCount: expect.any(Number), leftToPay: expect.any(Number) });
      expect(['registered', 'overdue', 'overpaid', 'paid']).toContain(row.status);
      expect(row.eventsNames).toBe(projectName);
    }
    expect(body.customers.some((row: { organizationId: string }) => row.organizationId !== 'org-a')).toBe(
      false,
    );
  });

  it('search is case- and diacritics-insensitive (name, e-mail, phone)', async () => {
    const res = await c.call('GET', `/customers/org-a?search=${encodeURIComponent('EWA wisniewska')}`, {
      token: c.employee,
    });
    const rows = res.json().customers;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(`${row.firstName} ${row.lastName}`).toBe('Ewa Wiśniewska');
  });

  it('another organization → 403', async () => {
    const res = await c.call('GET', '/customers/org-a', { token: c.stranger });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /customers/{organizationId}/export.csv|xlsx', () => {
  const labelled = {
    _id: 'oQHTfvJwyH',
    organizationId: 'org-a',
    eventIds: ['ev-internal-id'],
    type: 'manual',
    firstName: 'Zofia',
    lastName: 'Eksportowa',
    active: true,
    allowEmail: false,
    birthDate: '2010-05-04',
    firstName2: 'Marek',
    guardian: { firstName: 'Halina', phoneNumber: '600100200' },
    billingDefaults: { billingAmount: 123_456 },
  };
  const csvRow = (body: string) => {
    const [header = '', ...lines] = body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const names = header.split(';');
    const line = lines.find((l) => l.includes('Eksportowa'))?.split(';') ?? [];
    return { names, cell: (name: string) => line[names.indexOf(name)] };
  };
  const setFlags = (customerSettings: Record<string, boolean>) =>
    c.docs(ORGANIZATIONS).updateOne({ _id: 'org-a' }, { $set: { customerSettings } }, { upsert: true });

  beforeAll(async () => {
    await c.docs(CUSTOMERS).insertOne(labelled);
  });

  it('CSV like the participants export (BOM, ";", money "1 234,56"), labels not raw values, no internal id', async () => {
    await setFlags({ twoPeople: false, hasGuardian: false });
    const res = await c.call('GET', '/customers/org-a/export.csv?search=Eksportowa', { token: payments });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="klienci-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.body.startsWith('\uFEFFImię;Nazwisko;Status;E-mail;Telefon;Aktywny;Kwota')).toBe(true);
    expect(res.body).not.toContain('oQHTfvJwyH');
    expect(res.body).not.toContain('ev-internal-id');
    const row = csvRow(res.body);
    expect(row.cell('Typ')).toBe('Dodany ręcznie');
    expect(row.cell('Aktywny')).toBe('Tak');
    expect(row.cell('Zgoda na e-maile')).toBe('Nie');
    expect(row.cell('Status')).toBe('Na bieżąco');
    expect(row.cell('Domyślna kwota')).toBe('1 234,56');
    expect(row.cell('Data urodzenia')).toBe('04/05/2010');
    expect(row.names).not.toContain('Imię (2. osoba)');
    expect(row.names).not.toContain('Imię opiekuna');
  });

  it('"Settings flags twoPeople and hasGuardian show or hide second-person and guardian columns" in the export too', async () => {
    await setFlags({ twoPeople: true, hasGuardian: true });
    const res = await c.call('GET', '/customers/org-a/export.csv?search=Eksportowa', { token: payments });
    const row = csvRow(res.body);
    expect(row.cell('Imię (2. osoba)')).toBe('Marek');
    expect(row.cell('Imię opiekuna')).toBe('Halina');
    expect(row.cell('Telefon opiekuna')).toBe('600100200');
    await setFlags({ twoPeople: false, hasGuardian: false });
  });

  it('XLSX opens with exceljs: a sheet "Klienci" with the same header and rows, money as złoty numbers', async () => {
    const res = await c.call('GET', '/customers/org-a/export.xlsx', { token: c.employee });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Klienci');
    if (!sheet) throw new Error('no sheet "Klienci"');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Imię', 'Nazwisko', 'Status']);
    expect(header).not.toContain('Id klienta');
    const all = await c.call('GET', '/customers/org-a?limit=1', { token: c.employee });
    expect(sheet.rowCount).toBe(all.json().total + 1);
    let found = false;
    sheet.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      if (values[1] !== 'Eksportowa') return;
      found = true;
      expect(values[header.indexOf('Domyślna kwota')]).toBe(1234.56);
      expect(values[header.indexOf('Typ')]).toBe('Dodany ręcznie');
    });
    expect(found).toBe(true);
  });

  it('another organization → 403', async () => {
    const res = await c.call('GET', '/customers/org-a/export.csv', { token: c.stranger });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET|PATCH /customers/{organizationId}/{customerId}', () => {
  it('the card answers the declared fields and keeps what it does not declare (invoiceData._id, metadata)', async () => {
    const stored = {
      _id: 'pelny',
      organizationId: 'org-a',
      type: 'manual',
      firstName: 'Jan',
      lastName: 'Nowak',
      invoiceData: { _id: 'inv1', fullName: 'Jan Nowak', address: { city: 'Kraków', region: 'małopolskie' } },
      billingDefaults: { billingAmount: 35_000, note: 'stała' },
      metadata: { source: 'import' },
    };
    await c.docs(CUSTOMERS).insertOne(stored);
    const res = await c.call('GET', '/customers/org-a/pelny', { token: payments });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(stored);
  });

  it('card, edit with the twoPeople/hasGuardian toggles', async () => {
    const id = await customerOf(1);
    expect((await c.call('GET', `/customers/org-a/${id}`, { token: payments })).json()._id).toBe(id);
    const res = await c.call('PATCH', `/customers/org-a/${id}`, {
      token: c.employee,
      payload: {
        twoPeople: true,
        hasGuardian: true,
        firstName2: 'Ewa',
        guardian: { firstName: 'Anna', phoneNumber: '600100200' },
        invoiceData: { taxId: '526-000-12-46', personalId: '44051401359' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ twoPeople: true, hasGuardian: true, firstName2: 'Ewa' });
    const cross = await c.call('GET', '/customers/org-a/cudzy', { token: c.admin });
    expect(cross.statusCode).toBe(404);
  });

  it('"Phone: 9 digits…", "NIP … checksum", "PESEL … check digit", e-mail: 400 with the Polish list, nothing saved', async () => {
    const id = await customerOf(2);
    const res = await c.call('PATCH', `/customers/org-a/${id}`, {
      token: c.admin,
      payload: {
        email: 'zly-adres',
        phoneNumber: '12345',
        nationalNo: '44051401358',
        invoiceData: { taxId: '1234567890' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      'email: nieprawidłowy adres e-mail',
      'phoneNumber: nieprawidłowy numer telefonu (9 cyfr albo numer międzynarodowy zaczynający się od +)',
      expect.stringMatching(/^nationalNo: /),
      'invoiceData.taxId: nieprawidłowy NIP',
    ]);
    expect((await c.docs(CUSTOMERS).findOne({ _id: id }))?.email).not.toBe('zly-adres');
    const denied = await c.call('PATCH', `/customers/org-a/${id}`, {
      token: payments,
      payload: { firstName: 'X' },
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('POST /customers/{organizationId}/merge', () => {
  it('"the first non-empty value wins"; participants and billings move to the target; sources removed', async () => {
    const target = await customerOf(3);
    const source = await customerOf(4);
    await c.docs(CUSTOMERS).updateOne({ _id: target }, { $set: { description: 'stały klient' } });
    await c.docs(CUSTOMERS).updateOne({ _id: source }, { $set: { description: 'VIP', passportNo: 'AB123' } });
    const res = await c.call('POST', '/customers/org-a/merge', {
      token: c.admin,
      payload: { targetId: target, sourceIds: [source] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: target, description: 'stały klient VIP', passportNo: 'AB123' });
    expect(res.json().email2).toMatch(/@example\.pl$/);
    expect(await c.docs(CUSTOMERS).findOne({ _id: source })).toBeNull();
    expect(await c.docs(PARTICIPANTS).countDocuments({ customerId: source })).toBe(0);
    expect(await c.docs(BILLINGS).countDocuments({ customerId: source })).toBe(0);
    expect(await c.docs(PARTICIPANTS).countDocuments({ customerId: target })).toBe(2);
  });

  it('merging into itself → 400; a customer of another organization → 404 and nothing moves', async () => {
    const target = await customerOf(5);
    const self = await c.call('POST', '/customers/org-a/merge', {
      token: c.admin,
      payload: { targetId: target, sourceIds: [target] },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual(['Nie można połączyć klienta z nim samym.']);
    const foreign = await c.call('POST', '/customers/org-a/merge', {
      token: c.admin,
      payload: { targetId: target, sourceIds: ['cudzy'] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await c.docs(CUSTOMERS).findOne({ _id: 'cudzy' })).not.toBeNull();
  });
});
