import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_PAYMENT_INTEGRATIONS } from '../payments/payment-accounts.js';
import { SURVEY_ANSWERS, SURVEY_COLUMNS } from '../surveys/index.js';
import { CUSTOMERS, PARTICIPANTS, PROJECTS } from './store.js';
import { createProjectTestContext, type FullProject, type ProjectTestContext } from './testing.js';

describe('duplicate and new edition (end to end on the embedded store)', () => {
  let c: ProjectTestContext;
  beforeAll(async () => {
    c = await createProjectTestContext([translationTypes]);
  });
  afterAll(() => c?.t.close());

  /** A project with two customers and three participants (one without a customer). */
  async function projectWithPeople(name: string, translationType = 'default'): Promise<FullProject> {
    const project = await c.create({ name, translationType });
    const id = project.eventId;

    await c.docs(CUSTOMERS).insertMany([
      { _id: `${id}-c1`, organizationId: 'org-a', eventIds: [id, 'other'], firstName: 'Anna' },
      { _id: `${id}-c2`, organizationId: 'org-a', eventId: id, firstName: 'Jan' },
      { _id: `${id}-c3`, organizationId: 'org-a', eventIds: ['other'], firstName: 'Obcy' },
    ]);
    await c.docs(PARTICIPANTS).insertMany([
      {
        _id: `${id}-p1`,
        organizationId: 'org-a',
        eventId: id,
        customerId: `${id}-c1`,
        status: 'paid',
        data: [{ name: 'first_name', value: 'Ala' }],
      },
      { _id: `${id}-p2`, organizationId: 'org-a', eventId: id, customerId: `${id}-c2`, status: 'registered' },
      { _id: `${id}-p3`, organizationId: 'org-a', eventId: id, status: 'waiting' },
    ]);
    await c.call('POST', `/strings/${id}`, { token: c.admin, payload: { registrationClosed: 'Zamknięte!' } });
    return project;
  }

  const count = (collection: string, filter: object) => c.docs(collection).countDocuments(filter);

  it('"Duplicate modal: participant and customer data IS copied"; the answer carries event.eventId', async () => {
    const source = await projectWithPeople('Kurs');
    const res = await c.call('POST', `/project/duplicate/${source.eventId}/false`, {
      token: c.admin,
      payload: { name: 'Kurs - Duplikat', domain: 'kurs-duplikat' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const copyId = body.event.eventId as string;
    expect(copyId).not.toBe(source.eventId);
    expect(body).toMatchObject({ copiedParticipants: 3, copiedCustomers: 2 });
    expect(body.event).toMatchObject({
      active: true,
      event: { name: 'Kurs - Duplikat', domainName: 'kurs-duplikat' },
    });
    expect(body.original).toMatchObject({
      eventId: source.eventId,
      active: true,
      event: { domainName: 'kurs' },
    });

    const participants = await c.docs(PARTICIPANTS).find({ eventId: copyId }).toArray();
    expect(participants).toHaveLength(3);
    const customers = await c
      .docs(CUSTOMERS)
      .find({ $or: [{ eventId: copyId }, { eventIds: copyId }] })
      .toArray();
    expect(customers.map((x) => x.firstName).sort()).toEqual(['Anna', 'Jan']);
    const anna = customers.find((x) => x.firstName === 'Anna');
    expect(anna?.eventIds).toEqual([copyId, 'other']);
    const ala = participants.find((p) => p.status === 'paid');
    expect(ala?.customerId).toBe(anna?._id);
    expect(ala?.data).toEqual([{ name: 'first_name', value: 'Ala' }]);
    // The originals are untouched.
    expect(await count(PARTICIPANTS, { eventId: source.eventId })).toBe(3);
    expect(await count(CUSTOMERS, { _id: `${source.eventId}-c1`, eventIds: source.eventId })).toBe(1);

    const copy = await c.call('GET', `/project/${copyId}`, { token: c.admin });
    expect(copy.json().payments).toEqual(source.payments);
    const strings = await c.call('GET', `/strings/${copyId}`);
    expect(strings.json().messages.registrationClosed).toBe('Zamknięte!');
  });

  it('"New edition: set old project inactive with its new domain, then duplicate"; no participant data', async () => {
    const source = await projectWithPeople('Festiwal', 'event');
    const res = await c.call('POST', `/project/duplicate/${source.eventId}/true`, {
      token: c.admin,
      payload: { name: 'Festiwal 2027' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const newId = body.event.eventId as string;
    expect(body.event).toMatchObject({
      active: true,
      baseEventId: source.eventId,
      event: { name: 'Festiwal 2027', domainName: 'festiwal' },
    });
    expect(body.original).toMatchObject({
      active: false,
      event: { name: 'Festiwal', domainName: 'festiwal-stare' },
    });
    expect(body).toMatchObject({ copiedParticipants: 0, copiedCustomers: 0 });
    expect(await count(PARTICIPANTS, { eventId: newId })).toBe(0);

    // The current address now serves the new edition.
    const byDomain = await c.call('POST', '/project/domain', { payload: { domainName: 'festiwal' } });
    expect(byDomain.json().eventId).toBe(newId);

    const third = await c.call('POST', `/project/duplicate/${newId}/true`, {
      token: c.admin,
      payload: { name: 'Festiwal 2028', domain: 'festiwal-2027' },
    });
    expect(third.json().event.baseEventId).toBe(source.eventId);
    const editions = await c.call('GET', `/project/by-base/${source.eventId}`, { token: c.admin });
    expect(editions.json().map((p: FullProject) => p.event.domainName)).toEqual([
      'festiwal-stare',
      'festiwal-2027',
      'festiwal',
    ]);
  });

  it("the project's payment override (own module and keys, still encrypted) goes with the copy and the new edition", async () => {
    const source = await c.create({ name: 'Szkoła' });
    const override = {
      _id: source.eventId,
      organizationId: 'org-a',
      eventId: source.eventId,
      paymentModule: 'paynow',
      accounts: { paynow: { apiKey: 'v1:szyfr-1', signatureKey: 'v1:szyfr-2' } },
      updatedAt: new Date(),
    };
    await c.docs(PROJECT_PAYMENT_INTEGRATIONS).insertOne(override);
    for (const [flag, domain] of [
      ['false', 'szkola-kopia'],
      ['true', 'szkola-2027'],
    ] as const) {
      const res = await c.call('POST', `/project/duplicate/${source.eventId}/${flag}`, {
        token: c.admin,
        payload: { name: `Szkoła ${domain}`, domain },
      });
      expect(res.statusCode, res.body).toBe(200);
      const copyId = res.json().event.eventId as string;
      expect(await c.docs(PROJECT_PAYMENT_INTEGRATIONS).findOne({ _id: copyId })).toMatchObject({
        organizationId: 'org-a',
        eventId: copyId,
        paymentModule: 'paynow',
        accounts: override.accounts,
      });
    }
    expect(await c.docs(PROJECT_PAYMENT_INTEGRATIONS).findOne({ _id: source.eventId })).toMatchObject({
      paymentModule: 'paynow',
    });
  });

  it('survey columns go with both; survey answers (participant data) only with Duplikuj, under the copied participants', async () => {
    const source = await projectWithPeople('Ankietowany');
    const id = source.eventId as string;
    const now = new Date();
    await c
      .docs(SURVEY_COLUMNS)
      .insertOne({ _id: id, organizationId: 'org-a', eventId: id, fields: ['ocena'], updatedAt: now });
    const answer = { organizationId: 'org-a', eventId: id, isSurvey: true, createdOn: now, updatedOn: now };
    await c.docs(SURVEY_ANSWERS).insertMany([
      {
        _id: `${id}:${id}-p1`,
        participantId: `${id}-p1`,
        data: [{ name: 'ocena', value: 'dobrze' }],
        ...answer,
      },
      { _id: `anonim-${id}`, participantId: null, data: [{ name: 'ocena', value: 'źle' }], ...answer },
    ]);
    const duplicate = await c.call('POST', `/project/duplicate/${id}/false`, {
      token: c.admin,
      payload: { name: 'Ankietowany B', domain: 'ankietowany-b' },
    });
    const copyId = duplicate.json().event.eventId as string;
    expect(await c.docs(SURVEY_COLUMNS).findOne({ _id: copyId })).toMatchObject({ fields: ['ocena'] });
    const copied = await c.docs(PARTICIPANTS).findOne({ eventId: copyId, status: 'paid' });
    const answers = await c.docs(SURVEY_ANSWERS).find({ eventId: copyId }).toArray();
    expect(answers).toHaveLength(2);
    expect(answers.find((a) => a.participantId !== null)).toMatchObject({
      _id: `${copyId}:${copied?._id}`,
      participantId: copied?._id,
      data: [{ name: 'ocena', value: 'dobrze' }],
    });
    expect(answers.find((a) => a.participantId === null)?._id).not.toBe(`anonim-${id}`);

    const edition = await c.call('POST', `/project/duplicate/${id}/true`, {
      token: c.admin,
      payload: { name: 'Ankietowany 2', domain: 'ankietowany-stare' },
    });
    const editionId = edition.json().event.eventId as string;
    expect(await c.docs(SURVEY_COLUMNS).findOne({ _id: editionId })).toMatchObject({ fields: ['ocena'] });
    expect(await count(SURVEY_ANSWERS, { eventId: editionId })).toBe(0);
    expect(await count(SURVEY_ANSWERS, { eventId: id })).toBe(2);
  });

  it('the spec validation messages, in the project vocabulary, and nothing created', async () => {
    const source = await c.create({ name: 'Impreza', translationType: 'event' });
    const projectsBefore = await count(PROJECTS, {});
    const cases: [string, object, string[]][] = [
      [
        'true',
        { name: ' ', domain: '' },
        [
          'Musisz podać nazwę dla nowej edycji wydarzenia.',
          'Musisz podać nazwę domeny dla starej edycji wydarzenia.',
        ],
      ],
      [
        'true',
        { name: 'N', domain: 'impreza' },
        ['Wydarzenie o podanej domenie już istnieje. Znajdź unikalną, nową domenę.'],
      ],
      [
        'false',
        {},
        ['Musisz podać nazwę dla nowego wydarzenia.', 'Musisz podać nazwę domeny dla nowego wydarzenia.'],
      ],
      [
        'false',
        { name: 'N', domain: 'IMPREZA' },
        ['Domeny dla oryginalnego i nowego wydarzenia nie mogą być takie same.'],
      ],
    ];
    for (const [flag, payload, errors] of cases) {
      const res = await c.call('POST', `/project/duplicate/${source.eventId}/${flag}`, {
        token: c.admin,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    const advanced = await c.call('POST', `/project/duplicate-advanced/${source.eventId}/false`, {
      token: c.admin,
      payload: { newName: 'A' },
    });
    expect(advanced.json().errors).toEqual([
      'Musisz podać nazwę domeny dla nowego wydarzenia.',
      'Musisz podać nazwę dla oryginalnego wydarzenia.',
      'Musisz podać nazwę domeny dla oryginalnego wydarzenia.',
    ]);
    expect(await count(PROJECTS, {})).toBe(projectsBefore);
  });

  it('a taken domain is caught by the unique index: 400 and the transaction leaves nothing half-done', async () => {
    const source = await projectWithPeople('Zjazd');
    await c.create({ name: 'Zajęte', domainName: 'zajete' });
    const projectsBefore = await count(PROJECTS, {});
    const participantsBefore = await count(PARTICIPANTS, {});
    const customersBefore = await count(CUSTOMERS, {});
    // New edition: the original would move to 'zajete' (taken) — its rename must be rolled back too.
    const edition = await c.call('POST', `/project/duplicate/${source.eventId}/true`, {
      token: c.admin,
      payload: { name: 'Zjazd 2', domain: 'zajete' },
    });
    expect(edition.statusCode).toBe(400);
    expect(edition.json().errors).toEqual([
      'Projekt o podanej domenie już istnieje. Znajdź unikalną, nową domenę.',
    ]);
    const duplicate = await c.call('POST', `/project/duplicate/${source.eventId}/false`, {
      token: c.admin,
      payload: { name: 'Zjazd 2', domain: 'zajete' },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(await count(PROJECTS, {})).toBe(projectsBefore);
    expect(await count(PARTICIPANTS, {})).toBe(participantsBefore);
    expect(await count(CUSTOMERS, {})).toBe(customersBefore);
    const original = await c.docs(PROJECTS).findOne({ _id: source.eventId });
    expect(original).toMatchObject({ active: true, event: { domainName: 'zjazd', name: 'Zjazd' } });
  });

  it('duplicate-advanced renames and moves the original as asked', async () => {
    const source = await projectWithPeople('Warsztaty');
    const res = await c.call('POST', `/project/duplicate-advanced/${source.eventId}/false`, {
      token: c.admin,
      payload: {
        newName: 'Warsztaty B',
        newDomain: 'warsztaty-b',
        oldName: 'Warsztaty A',
        oldDomain: 'warsztaty-a',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().event.event).toMatchObject({ name: 'Warsztaty B', domainName: 'warsztaty-b' });
    expect(res.json().original).toMatchObject({
      active: true,
      event: { name: 'Warsztaty A', domainName: 'warsztaty-a' },
    });
    expect(res.json().copiedParticipants).toBe(3);
    const edition = await c.call('POST', `/project/duplicate-advanced/${source.eventId}/true`, {
      token: c.admin,
      payload: {
        newName: 'Warsztaty C',
        newDomain: 'warsztaty-a',
        oldName: 'Warsztaty A',
        oldDomain: 'warsztaty-a-stare',
      },
    });
    expect(edition.statusCode, edition.body).toBe(200);
    expect(edition.json().original).toMatchObject({
      active: false,
      event: { domainName: 'warsztaty-a-stare' },
    });
    expect(edition.json().event).toMatchObject({
      baseEventId: source.eventId,
      event: { domainName: 'warsztaty-a' },
    });
  });

  it('is for admins of the project', async () => {
    const source = await c.create({ name: 'Tylko admin' });
    const res = await c.call('POST', `/project/duplicate/${source.eventId}/false`, {
      token: c.employee,
      payload: { name: 'x', domain: 'x-kopia' },
    });
    expect(res.statusCode).toBe(403);
  });
});
