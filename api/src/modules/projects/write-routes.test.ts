import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG } from '../audit/index.js';
import { PROJECTS } from './store.js';
import { createProjectTestContext, type FullProject, type ProjectTestContext } from './testing.js';

describe('project changes', () => {
  let c: ProjectTestContext;
  beforeAll(async () => {
    c = await createProjectTestContext([translationTypes]);
  });
  afterAll(() => c?.t.close());

  describe('PUT /project', () => {
    it('"empty project with organizationId" creates a project with every default and a unique generated domain', async () => {
      const first = await c.create({ name: 'Obóz Letni' });
      const second = await c.create({ name: 'Obóz Letni' });
      expect(first.event.domainName).toBe('oboz-letni');
      expect(second.event.domainName).toBe('oboz-letni-2');
      expect(first).toMatchObject({ organizationId: 'org-a', active: true, lite: false });
      expect(first.payments).toMatchObject({ online: true, cash: false, automatic: true, daysLate: 2 });
      expect(first.debtCollectionSettings.minAmountForCase).toBe(5000);
      const unnamed = await c.create();
      expect(unnamed.event.name).toBe('Nowy projekt');
      expect(unnamed.event.domainName).toBe('nowy-projekt');
    });

    it('takes a given domain, and a taken one is a 400 with the spec message', async () => {
      const own = await c.create({ name: 'X', domainName: ' Wlasna ', translationType: 'event' });
      expect(own.event.domainName).toBe('wlasna');
      expect(own.event.translationType).toBe('event');
      const res = await c.call('PUT', '/project', {
        token: c.admin,
        payload: { organizationId: 'org-a', event: { domainName: 'wlasna', translationType: 'event' } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        'Wydarzenie o podanej domenie już istnieje. Znajdź unikalną, nową domenę.',
      ]);
    });

    it('rejects invalid domain characters with a Polish 400', async () => {
      const res = await c.call('PUT', '/project', {
        token: c.admin,
        payload: { organizationId: 'org-a', event: { domainName: 'zła domena' } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatch(/^Nieprawidłowa nazwa domeny/);
    });

    it("refuses another organization's id in the body, and employees", async () => {
      const other = await c.call('PUT', '/project', { token: c.admin, payload: { organizationId: 'org-b' } });
      expect(other.statusCode).toBe(403);
      const employee = await c.call('PUT', '/project', {
        token: c.employee,
        payload: { organizationId: 'org-a' },
      });
      expect(employee.statusCode).toBe(403);
    });
  });

  describe('PATCH /project/{eventId}', () => {
    let project: FullProject;
    beforeAll(async () => {
      project = await c.create({ name: 'Do edycji' });
    });

    const stored = () => c.docs(PROJECTS).findOne({ _id: project.eventId });

    it('keeps the bot-protection choice its own endpoint saved: the whole-project form sends back what it loaded', async () => {
      const loaded = await c.create({ name: 'Ochrona przed botami' });
      const own = async () =>
        (await c.docs(PROJECTS).findOne({ _id: loaded.eventId })) as unknown as FullProject | null;
      await c
        .docs(PROJECTS)
        .updateOne({ _id: loaded.eventId }, { $set: { 'event.registration.botProtection': 'off' } });
      loaded.event.registration.botProtection = 'auto';
      loaded.event.slogan = 'Hasło po zmianie ochrony';
      const res = await c.call('PATCH', `/project/${loaded.eventId}`, { token: c.admin, payload: loaded });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().event.registration.botProtection).toBe('off');
      expect((await own())?.event.registration.botProtection).toBe('off');
      expect((await own())?.event.slogan).toBe('Hasło po zmianie ochrony');
    });

    it('saves the whole project and answers it', async () => {
      const body = structuredClone(project);
      body.event.slogan = 'Nowe hasło';
      body.payments.daysLate = 5;
      body.event.registration.from = '2026-06-01T08:00:00.000Z';
      body.invoicing.daysToPay = 30;
      const res = await c.call('PATCH', `/project/${project.eventId}`, { token: c.admin, payload: body });
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json();
      expect(saved.event.slogan).toBe('Nowe hasło');
      expect(saved.payments.daysLate).toBe(5);
      expect(saved.event.registration.from).toBe('2026-06-01T08:00:00.000Z');
      const doc = await stored();
      expect((doc as FullProject).event.registration.from).toBeInstanceOf(Date);
      expect((doc as FullProject).invoicing.daysToPay).toBe(30);
      project = saved;
      const audit = await c
        .docs(AUDIT_LOG)
        .findOne({ action: 'project.update', 'target.id': project.eventId });
      expect(audit?.changes).toEqual(
        expect.arrayContaining([{ path: 'payments.daysLate', oldValue: 2, newValue: 5 }]),
      );
    });

    it.each([
      ['an unknown field', (b: FullProject) => (b.payments.foo = 1), 'body.payments.foo: nieznane pole'],
      ['an out-of-range number', (b: FullProject) => (b.payments.daysLate = 999), 'body.payments.daysLate'],
      [
        'a missing settings group',
        (b: FullProject) => delete b.calendar,
        'body.calendar: pole jest wymagane',
      ],
      [
        'a missing setting',
        (b: FullProject) => delete b.webhooks.formSubmit.target,
        'body.webhooks.formSubmit.target',
      ],
      [
        'invalid domain characters',
        (b: FullProject) => (b.event.domainName = 'Zła_domena'),
        'body.event.domainName',
      ],
      [
        'an unknown role',
        (b: FullProject) => (b.permissions = [{ userId: 'u', role: 'boss' }]),
        'body.permissions[0].role',
      ],
      [
        'a permission window with to < from',
        (b: FullProject) =>
          (b.permissions = [
            { userId: 'u', role: 'admin', from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
          ]),
        'permissions[0].to: data końcowa nie może być wcześniejsza niż data początkowa',
      ],
      [
        'registration to < from',
        (b: FullProject) => {
          b.event.registration.from = '2026-05-02T00:00:00Z';
          b.event.registration.to = '2026-05-01T00:00:00Z';
        },
        'event.registration.to: data końcowa',
      ],
    ])(
      '%s is a 400 with the Polish list and the stored project unchanged',
      async (_label, change, expected) => {
        const before = await stored();
        const body = structuredClone(project);
        change(body);
        const res = await c.call('PATCH', `/project/${project.eventId}`, { token: c.admin, payload: body });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION');
        expect(res.json().errors.join('\n')).toContain(expected);
        expect(await stored()).toEqual(before);
      },
    );

    it("a domain taken by another project is the spec's 400 and nothing is saved", async () => {
      const other = await c.create({ name: 'Zajęta' });
      const before = await stored();
      const body = structuredClone(project);
      body.event.domainName = other.event.domainName;
      body.event.slogan = 'nie zapisze się';
      const res = await c.call('PATCH', `/project/${project.eventId}`, { token: c.admin, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        'Projekt o podanej domenie już istnieje. Znajdź unikalną, nową domenę.',
      ]);
      expect(await stored()).toEqual(before);
    });

    it('ignores server-owned fields in the body', async () => {
      const body = structuredClone(project);
      body.active = false;
      body.organizationId = 'org-b';
      const res = await c.call('PATCH', `/project/${project.eventId}`, { token: c.admin, payload: body });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ active: true, organizationId: 'org-a' });
    });

    it('is for admins only', async () => {
      const res = await c.call('PATCH', `/project/${project.eventId}`, {
        token: c.employee,
        payload: project,
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('PATCH /project/activate|deactivate/{id}', () => {
    it('"Project can be activated and deactivated", recorded in the audit log', async () => {
      const project = await c.create({ name: 'Przełącznik' });
      const off = await c.call('PATCH', `/project/deactivate/${project.eventId}`, { token: c.admin });
      expect(off.json()).toEqual({ eventId: project.eventId, active: false });
      const enabled = await c.call('GET', `/project/enabled/${project.event.domainName}`);
      expect(enabled.json().enabled).toBe(false);
      const on = await c.call('PATCH', `/project/activate/${project.eventId}`, { token: c.admin });
      expect(on.json()).toEqual({ eventId: project.eventId, active: true });
      const actions = await c.docs(AUDIT_LOG).find({ 'target.id': project.eventId }).toArray();
      expect(actions.map((a) => a.action)).toEqual([
        'project.create',
        'project.deactivate',
        'project.activate',
      ]);
    });

    it('unknown project → 404', async () => {
      const res = await c.call('PATCH', '/project/activate/nope', { token: c.admin });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('DELETE /project/{id}', () => {
    it('removes the project with its participants; its domain is free again', async () => {
      const project = await c.create({ name: 'Do usunięcia' });
      await c
        .docs('participants')
        .insertOne({ _id: 'p-del', organizationId: 'org-a', eventId: project.eventId, status: 'registered' });
      const res = await c.call('DELETE', `/project/${project.eventId}`, { token: c.admin });
      expect(res.json()).toEqual({ eventId: project.eventId, deleted: true, participantsDeleted: 1 });
      expect(await c.docs(PROJECTS).findOne({ _id: project.eventId })).toBeNull();
      const again = await c.call('GET', `/project/${project.eventId}`);
      expect(again.statusCode).toBe(404);
      const reused = await c.create({ name: 'X', domainName: project.event.domainName });
      expect(reused.event.domainName).toBe(project.event.domainName);
    });
  });
});
