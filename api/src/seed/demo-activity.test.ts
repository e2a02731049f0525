import formFieldsPlugin from '@zapisy/plugin-form-fields';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../auth/testing.js';
import { createTestApp, type TestApp } from '../http/testing.js';
import { formFieldKindsOf } from '../modules/forms/index.js';
import { DEMO_PEOPLE, demoEmail, seedDemoActivity } from './demo-activity.js';
import { seedDemo } from './index.js';

const silent = { info() {}, warn() {} } as never;
const NOW = new Date('2026-12-03T10:00:00.000Z');

describe('the demo seed\'s activity (README: "the demo seed rich enough that every area shows something on first start")', () => {
  let t: TestApp;
  let eventId: string;
  let token: string;
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url: `/services/api${url}`, headers: { 'x-auth-token': token } });

  beforeAll(async () => {
    t = await createTestApp({
      plugins: [translationTypes, formFieldsPlugin],
      config: { baseDomain: 'zapisy.test' },
    });
    const seed = await seedDemo(t.store, silent, { formFieldKinds: formFieldKindsOf(t.app) });
    if (!seed.demo) throw new Error('the demo form was not seeded');
    await seedDemoActivity(t.app, seed.demo, NOW);
    eventId = seed.demo.eventId;
    ({ token } = await createUserWithToken(t.app, {
      organizationId: seed.demo.organizationId,
      role: 'admin',
    }));
  }, 60_000);
  afterAll(() => t.close());

  it('registers every demo person through the flow: participants with customers and billings, over two weeks', async () => {
    const res = await get(`/project/all-data/${eventId}?offset=0&limit=100`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().participants as { email: string; createdOn: string; status: string }[];
    expect(rows.map((row) => row.email).sort()).toEqual(
      DEMO_PEOPLE.map((person) => demoEmail(person.first, person.last)).sort(),
    );
    const days = new Set(rows.map((row) => String(row.createdOn).slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(7);
    // Paid in full in cash: Anna (380,00 zł with the workshop and the student rebate), Jan, Magdalena.
    const paid = rows.filter((row) => row.status === 'paid').map((row) => row.email);
    expect(paid.sort()).toEqual([
      'anna.nowak@example.pl',
      'jan.kowalski@example.pl',
      'magdalena.kaminska@example.pl',
    ]);
  });

  it('writes Polish names as plain e-mail addresses on example.pl', () => {
    expect(demoEmail('Katarzyna', 'Wiśniewska')).toBe('katarzyna.wisniewska@example.pl');
    expect(demoEmail('Michał', 'Szymański')).toBe('michal.szymanski@example.pl');
  });

  it('gives Kokpit registrations per day, money received in cash and what is still due', async () => {
    const res = await get(`/dashboard/${eventId}?days=30`);
    expect(res.statusCode, res.body).toBe(200);
    const figures = res.json();
    const cash = DEMO_PEOPLE.reduce((sum, person) => sum + (person.cash ?? 0), 0);
    expect(figures.money.received).toBe(cash);
    expect(figures.money.receivedCount).toBe(DEMO_PEOPLE.filter((person) => person.cash).length);
    expect(figures.participants.total).toBe(DEMO_PEOPLE.length);
    const registrations = (figures.days as { registrations: number }[]).reduce(
      (n, day) => n + day.registrations,
      0,
    );
    expect(registrations).toBe(DEMO_PEOPLE.length);
  });

  it('the survey is open and three people answered it from their links', async () => {
    const res = await get(`/surveys/${eventId}/results`);
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json())).toContain('Bardzo dobrze');
    expect(res.json().total ?? res.json().answers ?? res.json().count).toBe(3);
  });
});
