import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, type UserWithToken } from '../../auth/testing.js';
import { usersCollection } from '../../auth/users.js';
import { createTestApp, type TestApp } from '../../http/testing.js';
import { organizationsCollection } from './store.js';

const API = '/services/api';
let t: TestApp;
let owner: UserWithToken;
let anna: UserWithToken;
let employee: UserWithToken;
let adminB: UserWithToken;
let piotrB: UserWithToken;
let loner: UserWithToken;
let siteAdmin: UserWithToken;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUserWithToken(t.app, { ownerOf: 'orgU', firstName: 'Olga', lastName: 'Właścicielka' });
  anna = await createUserWithToken(t.app, {
    organizationId: 'orgU',
    role: 'payments',
    firstName: 'Anna',
    lastName: 'Kowalska',
    email: 'anna.kowalska@szkola.test',
  });
  employee = await createUserWithToken(t.app, { organizationId: 'orgU', role: 'employee' });
  adminB = await createUserWithToken(t.app, { organizationId: 'orgV', role: 'admin' });
  piotrB = await createUserWithToken(t.app, {
    organizationId: 'orgV',
    role: 'employee',
    firstName: 'Piotr',
    lastName: 'Kowalski',
    email: 'piotr@inna.test',
  });
  loner = await createUserWithToken(t.app, { firstName: 'Ewa', lastName: 'Nowa', email: 'ewa@nowa.test' });
  siteAdmin = await createUserWithToken(t.app, { role: 'site-admin' });
});
afterAll(async () => t?.close());

const search = (who: UserWithToken | undefined, org: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `${API}/organization/${org}/users${query}`,
    ...(who ? { headers: who.headers } : {}),
  });

describe('GET /organization/{orgId}/users: pick a user by e-mail or name, never by id (issue 14)', () => {
  it('finds the organization’s users by a part of the e-mail or the name, answering name and e-mail only', async () => {
    const byEmail = await search(owner, 'orgU', '?search=KOWALSKA%40szkola');
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toEqual({
      users: [{ userId: anna.user.userId, name: 'Anna Kowalska', email: 'anna.kowalska@szkola.test' }],
    });
    const byName = await search(owner, 'orgU', '?search=anna%20kow');
    expect(byName.json().users.map((u: { userId: string }) => u.userId)).toEqual([anna.user.userId]);
    const body = JSON.stringify(byName.json());
    for (const secret of ['passwordHash', 'scrypt', 'role', 'status']) expect(body).not.toContain(secret);
  });

  it("never answers another organization's users (cross-tenant): 'Kowal' in orgU finds Anna, not Piotr of orgV", async () => {
    const res = await search(owner, 'orgU', '?search=kowal');
    const ids = res.json().users.map((u: { userId: string }) => u.userId);
    expect(ids).toContain(anna.user.userId);
    expect(ids).not.toContain(piotrB.user.userId);
    const named = await search(owner, 'orgU', `?ids=${piotrB.user.userId},${anna.user.userId}`);
    expect(named.json().users.map((u: { userId: string }) => u.userId)).toEqual([anna.user.userId]);
    expect((await search(owner, 'orgU', '?search=piotr%40inna.test')).json().users).toEqual([]);
  });

  it('an admin of another organization is refused (403) and sees nobody of it', async () => {
    const res = await search(adminB, 'orgU', '?search=anna');
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('anna.kowalska');
  });

  it.each([
    ['no token', undefined, 401],
    ['an employee of the organization (the permissions are an admin’s)', 'employee', 403],
  ] as const)('%s → %i', async (_case, who, status) => {
    const res = await search(who === 'employee' ? employee : undefined, 'orgU', '?search=anna');
    expect(res.statusCode).toBe(status);
  });

  it('a person without an organization is found by the exact e-mail only, so they can be granted a role', async () => {
    expect((await search(owner, 'orgU', '?search=ewa')).json().users).toEqual([]);
    expect((await search(owner, 'orgU', '?search=ewa%40nowa')).json().users).toEqual([]);
    expect((await search(owner, 'orgU', '?search=EWA%40nowa.test')).json().users).toEqual([
      { userId: loner.user.userId, name: 'Ewa Nowa', email: 'ewa@nowa.test' },
    ]);
  });

  it('names the users the settings point at (owner, a granted user whose home is another organization) by ids', async () => {
    await organizationsCollection(t.store).updateOne(
      { _id: 'orgU' },
      { $push: { permissions: { userId: piotrB.user.userId, role: 'reception', from: null, to: null } } },
    );
    const res = await search(owner, 'orgU', `?ids=${owner.user.userId},${piotrB.user.userId}`);
    expect(res.json().users).toEqual([
      { userId: owner.user.userId, name: 'Olga Właścicielka', email: owner.user.email },
      { userId: piotrB.user.userId, name: 'Piotr Kowalski', email: 'piotr@inna.test' },
    ]);
  });

  it('the site admin searches any organization; a user without a name is shown by e-mail', async () => {
    await usersCollection(t.store).updateOne(
      { _id: employee.user.userId },
      { $set: { firstName: '', lastName: '' } },
    );
    const res = await search(siteAdmin, 'orgU', `?ids=${employee.user.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().users).toEqual([
      { userId: employee.user.userId, name: employee.user.email, email: employee.user.email },
    ]);
    expect((await search(siteAdmin, 'nope', '?search=a')).statusCode).toBe(404);
  });
});
