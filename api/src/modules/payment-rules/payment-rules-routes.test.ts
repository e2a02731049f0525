import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { emptyStoredForm, FORMS, formId } from '../forms/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { PAYMENT_RULES } from './store.js';

let c: ProjectTestContext;
let guest: string;
let seq = 0;

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes]);
  guest = (await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'guest' })).token;
});
afterAll(async () => c.t.close());

/** A project whose registration form has `student` in its draft and `city` only in the published form. */
async function project(): Promise<string> {
  const eventId = (await c.create({ domainName: `cennik-${++seq}` })).eventId;
  const empty = emptyStoredForm(eventId, 'registration');
  await c.docs(FORMS).insertOne({
    _id: formId(eventId, 'registration'),
    organizationId: 'org-a',
    eventId,
    type: 'registration',
    draft: { ...empty, definition: [{ field_name: 'student' }, { field_name: 'birth_date' }] },
    published: { ...empty, definition: [{ field_name: 'city' }] },
    revision: 2,
    publishedRevision: 1,
    previewUid: `uid-${seq}`,
    updatedAt: new Date(),
    publishedAt: new Date(),
  });
  return eventId;
}

const studentRebate = {
  id: 'r1',
  name: 'Zniżka dla studentów',
  amount: -5000,
  rule: { type: 'group', children1: [{ type: 'rule', properties: { field: 'student' } }] },
  jsonRule: { '==': [{ var: 'student' }, true] },
  humanRule: 'student = Tak',
};

describe('price list API', () => {
  it('answers an empty price list before the first save', async () => {
    const eventId = await project();
    const res = await c.call('GET', `/payment-rules/${eventId}`, { token: c.employee });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ eventId, rules: [], updatedAt: null });
  });

  it('saves rules over draft and published form fields and the age pseudo-field, and reads them back', async () => {
    const eventId = await project();
    const rules = [
      studentRebate,
      {
        id: 'r2',
        name: 'Dopłata dla seniorów z Krakowa',
        amount: 2000,
        rule: { type: 'group', children1: [{ type: 'rule', properties: { field: 'city' } }] },
        jsonRule: {
          and: [{ '==': [{ var: 'city' }, 'Kraków'] }, { '>=': [{ age: [{ var: 'birth_date' }] }, 65] }],
        },
      },
      { id: 'r3', category: 'Cennik', name: 'Opłata podstawowa', amount: 10_000 },
    ];
    const res = await c.call('PUT', `/payment-rules/${eventId}`, { token: c.admin, payload: { rules } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ eventId, rules });
    const stored = await c.docs(PAYMENT_RULES).findOne({ _id: eventId });
    expect(stored).toMatchObject({ organizationId: 'org-a', eventId, rules });
    const read = await c.call('GET', `/payment-rules/${eventId}`, { token: c.admin });
    expect(read.json()).toMatchObject({ eventId, rules, updatedAt: expect.any(String) });
  });

  it('"rules that reference missing fields" → 400 naming the rule and the field, nothing saved', async () => {
    const eventId = await project();
    await c.call('PUT', `/payment-rules/${eventId}`, { token: c.admin, payload: { rules: [studentRebate] } });
    const res = await c.call('PUT', `/payment-rules/${eventId}`, {
      token: c.admin,
      payload: {
        rules: [
          { ...studentRebate, jsonRule: { '==': [{ var: 'studnet' }, true] } },
          {
            name: 'Zniżka rodzinna',
            amount: -1000,
            jsonRule: { '>': [{ var: ['rodzina', 0] }, 1] },
            rule: studentRebate.rule,
          },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      'Reguła „Zniżka dla studentów” odwołuje się do nieistniejącego pola „studnet”.',
      'Reguła „Zniżka rodzinna” odwołuje się do nieistniejącego pola „rodzina”.',
    ]);
    const stored = await c.docs(PAYMENT_RULES).findOne({ _id: eventId });
    expect(stored?.rules).toEqual([studentRebate]);
  });

  it('a rule that cannot be evaluated (amount and percent together, a forbidden operator) → 400 with the Polish list', async () => {
    const eventId = await project();
    const res = await c.call('PUT', `/payment-rules/${eventId}`, {
      token: c.admin,
      payload: {
        rules: [
          { name: 'Podwójna', amount: 100, percent: 10 },
          { ...studentRebate, name: 'Kod', jsonRule: { method: [{ var: 'student' }, 'toString'] } },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors.some((e: string) => e.startsWith('Reguła „Podwójna”'))).toBe(true);
    expect(errors.some((e: string) => e.startsWith('Reguła „Kod”'))).toBe(true);
  });

  it('"amount" is integer grosze: a fraction or an unknown property → 400', async () => {
    const eventId = await project();
    for (const rule of [
      { name: 'x', amount: 12.5 },
      { name: 'x', colour: 'red' },
    ]) {
      const res = await c.call('PUT', `/payment-rules/${eventId}`, {
        token: c.admin,
        payload: { rules: [rule] },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('only the admin saves; a guest and another organization cannot read', async () => {
    const eventId = await project();
    const put = (token: string) =>
      c.call('PUT', `/payment-rules/${eventId}`, { token, payload: { rules: [] } });
    expect((await put(c.employee)).statusCode).toBe(403);
    expect((await put(c.stranger)).statusCode).toBe(403);
    expect((await c.call('GET', `/payment-rules/${eventId}`, { token: guest })).statusCode).toBe(403);
    expect((await c.call('GET', `/payment-rules/${eventId}`, { token: c.stranger })).statusCode).toBe(403);
    expect((await put(c.admin)).statusCode).toBe(200);
  });
});
