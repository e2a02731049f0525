import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { FORMS, formId } from './store.js';
import { personalCells, testCell, testFormFieldKindsPlugin, testFormValue } from './testing.js';

let c: ProjectTestContext;
let payments: string;
let guest: string;
let seq = 0;

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes, testFormFieldKindsPlugin]);
  payments = (await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'payments' })).token;
  guest = (await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'guest' })).token;
});
afterAll(async () => c.t.close());

async function project(): Promise<string> {
  return (await c.create({ domainName: `formularze-${++seq}` })).eventId;
}

function save(eventId: string, payload: Record<string, unknown>, type = 'registration', token = c.admin) {
  return c.call('PUT', `/forms/${eventId}/${type}`, { token, payload });
}

function publish(eventId: string, revision: number, type = 'registration', token = c.admin) {
  return c.call('POST', `/forms/${eventId}/${type}/publish`, { token, payload: { revision } });
}

describe('GET /forms/{eventId}/{type}', () => {
  it('a project without a form gets an empty draft at revision 0 and a preview id', async () => {
    const eventId = await project();
    const res = await c.call('GET', `/forms/${eventId}/registration`, { token: c.employee });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      type: 'registration',
      draft: {
        eventId,
        isSurvey: false,
        metadata: {},
        definition: [],
        data: { id: expect.any(String), version: 1, rows: [] },
      },
      published: null,
      revision: 0,
      publishedRevision: null,
      previewUid: expect.stringMatching(/^[A-Za-z0-9]{24}$/),
      updatedAt: null,
      publishedAt: null,
    });
    const again = await c.call('GET', `/forms/${eventId}/registration`, { token: payments });
    expect(again.json().previewUid).toBe(res.json().previewUid);
    const survey = await c.call('GET', `/forms/${eventId}/survey`, { token: c.admin });
    expect(survey.json().draft.isSurvey).toBe(true);
  });

  it('a guest, another organization and an anonymous caller are refused; an unknown type is a 400', async () => {
    const eventId = await project();
    expect((await c.call('GET', `/forms/${eventId}/registration`, { token: guest })).statusCode).toBe(403);
    expect((await c.call('GET', `/forms/${eventId}/registration`, { token: c.stranger })).statusCode).toBe(
      403,
    );
    expect((await c.call('GET', `/forms/${eventId}/registration`)).statusCode).toBe(401);
    expect((await c.call('GET', `/forms/${eventId}/inny`, { token: c.admin })).statusCode).toBe(400);
  });
});

describe('PUT /forms/{eventId}/{type}', () => {
  it('saves the draft with the definition recomputed from the cells, migrating older cell versions', async () => {
    const eventId = await project();
    const oldText = {
      ...testCell('TextInput', { label: 'Miasto' }),
      plugin: { id: 'TextInput', version: 1 },
      dataI18n: { default: { name: 'city', label: 'Miasto' } },
    };
    const container = {
      ...testCell('TwoColumnRow'),
      rows: [{ cells: [testCell('FirstName', { required: true })] }, { cells: [testCell('LastName')] }],
    };
    const data = testFormValue([
      container,
      oldText,
      testCell('Toggle', { field_name: 'student', hasPrice: false }),
    ]);
    const res = await save(eventId, { data, revision: 0, metadata: { theme: 'jasny' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.revision).toBe(1);
    expect(body.updatedAt).toEqual(expect.any(String));
    expect(body.draft.metadata).toEqual({ theme: 'jasny' });
    expect(body.draft.definition.map((f: { field_name: string }) => f.field_name)).toEqual([
      'first_name',
      'last_name',
      'city',
      'student',
    ]);
    expect(body.draft.definition[0]).toMatchObject({
      plugin: 'FirstName',
      cellId: expect.any(String),
      required: true,
    });
    const migrated = body.draft.data.rows[1].cells[0];
    expect(migrated.plugin).toEqual({ id: 'TextInput', version: 2 });
    expect(migrated.dataI18n.default).toEqual({ field_name: 'city', label: 'Miasto' });
    const stored = await c.docs(FORMS).findOne({ _id: formId(eventId, 'registration') });
    expect(stored).toMatchObject({ organizationId: 'org-a', eventId, revision: 1, published: null });
  });

  it('optimistic concurrency: a save from an older revision → 409 with a Polish message, nothing overwritten', async () => {
    const eventId = await project();
    const first = await save(eventId, { data: testFormValue([testCell('FirstName')]), revision: 0 });
    expect(first.json().revision).toBe(1);
    const stale = await save(eventId, { data: testFormValue([testCell('LastName')]), revision: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Formularz zmieniono w innym oknie/);
    const stored = await c.call('GET', `/forms/${eventId}/registration`, { token: c.admin });
    expect(stored.json().revision).toBe(1);
    expect(stored.json().draft.definition.map((f: { field_name: string }) => f.field_name)).toEqual([
      'first_name',
    ]);
  });

  it('two editors saving from the same revision at once: exactly one wins', async () => {
    const eventId = await project();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        save(eventId, { data: testFormValue([testCell('FirstName')]), revision: 0 }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const stored = await c.docs(FORMS).findOne({ _id: formId(eventId, 'registration') });
    expect(stored?.revision).toBe(1);
  });

  it('a bad structure, an unknown kind or a repeated field name → 400 with the Polish list, nothing saved', async () => {
    const eventId = await project();
    await save(eventId, { data: testFormValue([testCell('FirstName')]), revision: 0 });
    const unknown = await save(eventId, {
      data: testFormValue([{ ...testCell('FirstName'), plugin: { id: 'acme/Rating', version: 1 } }]),
      revision: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([expect.stringContaining('Nieznany rodzaj pola „acme/Rating”')]);
    const repeated = await save(eventId, {
      data: testFormValue([
        testCell('TextInput', { field_name: 'x' }),
        testCell('Toggle', { field_name: 'x' }),
      ]),
      revision: 1,
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors.join(' ')).toContain('„x”');
    const structure = await save(eventId, { data: { id: '', version: 1, rows: 'nie' }, revision: 1 });
    expect(structure.statusCode).toBe(400);
    expect(structure.json().errors.length).toBeGreaterThanOrEqual(2);
    const clientDefinition = await save(eventId, {
      data: testFormValue([]),
      definition: [{ field_name: 'hack' }],
      revision: 1,
    });
    expect(clientDefinition.statusCode).toBe(400);
    const stored = await c.docs(FORMS).findOne({ _id: formId(eventId, 'registration') });
    expect(stored?.revision).toBe(1);
  });

  it('only the admin saves and publishes', async () => {
    const eventId = await project();
    const data = testFormValue(personalCells());
    expect((await save(eventId, { data, revision: 0 }, 'registration', c.employee)).statusCode).toBe(403);
    expect((await save(eventId, { data, revision: 0 }, 'registration', payments)).statusCode).toBe(403);
    expect((await save(eventId, { data, revision: 0 }, 'registration', c.stranger)).statusCode).toBe(403);
    expect((await save(eventId, { data, revision: 0 })).statusCode).toBe(200);
    expect((await publish(eventId, 1, 'registration', c.employee)).statusCode).toBe(403);
    expect((await publish(eventId, 1, 'registration', c.stranger)).statusCode).toBe(403);
  });
});

describe('POST /forms/{eventId}/{type}/publish', () => {
  it('a registration form needs first_name, last_name and email_main: 400 naming the missing fields', async () => {
    const eventId = await project();
    await save(eventId, { data: testFormValue([testCell('FirstName')]), revision: 0 });
    const res = await publish(eventId, 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      'Formularz zapisów musi zawierać pole „Nazwisko” (last_name).',
      'Formularz zapisów musi zawierać pole „E-mail” (email_main).',
    ]);
    const stored = await c.docs(FORMS).findOne({ _id: formId(eventId, 'registration') });
    expect(stored?.published).toBeNull();
  });

  it('publishes the draft of the named revision; an older revision → 409, an unsaved form → 404', async () => {
    const eventId = await project();
    expect((await publish(eventId, 0)).statusCode).toBe(404);
    await save(eventId, { data: testFormValue(personalCells()), revision: 0 });
    await save(eventId, { data: testFormValue([...personalCells(), testCell('Toggle')]), revision: 1 });
    expect((await publish(eventId, 1)).statusCode).toBe(409);
    const res = await publish(eventId, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ revision: 2, publishedRevision: 2, publishedAt: expect.any(String) });
    expect(res.json().published.definition).toHaveLength(4);
    expect(res.json().published).toEqual(res.json().draft);
  });

  it('a survey needs no personal fields', async () => {
    const eventId = await project();
    await save(eventId, { data: testFormValue([testCell('Toggle')]), revision: 0 }, 'survey');
    const res = await publish(eventId, 1, 'survey');
    expect(res.statusCode).toBe(200);
    expect(res.json().published.isSurvey).toBe(true);
  });
});
