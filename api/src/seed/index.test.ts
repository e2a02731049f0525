import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ORGANIZATIONS } from '../modules/organizations/store.js';
import { PROJECT_STRINGS, PROJECTS, type ProjectDocument } from '../modules/projects/store.js';
import { openStore, type Store } from '../storage/index.js';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, seedDemo, USERS, type UserDocument } from './index.js';
import { verifyPassword } from './password.js';
import type { SeededOrganization } from './seeded-organization.js';

const messages: string[] = [];
const log = { info: (_data: unknown, msg?: string) => messages.push(msg ?? ''), warn() {} } as never;

describe('seedDemo', () => {
  let dataDir: string;
  let store: Store;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'zapisy-seed-'));
    store = await openStore({ dataDir });
  });
  afterEach(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds the demo organization, project and site administrator into an empty store', async () => {
    const result = await seedDemo(store, log);
    expect(result).toEqual({ seeded: true, adminEmail: 'admin@zapisy.local', projectDomain: 'demo' });

    const organizations = await store.db.collection<SeededOrganization>(ORGANIZATIONS).find().toArray();
    const projects = await store.db.collection<ProjectDocument>(PROJECTS).find().toArray();
    const users = await store.db.collection<UserDocument>(USERS).find().toArray();
    expect(organizations).toHaveLength(1);
    expect(projects).toHaveLength(1);
    expect(users).toHaveLength(1);

    const [organization, project, user] = [organizations[0]!, projects[0]!, users[0]!];
    expect(organization).toMatchObject({ name: 'Demo', ownerId: user._id, _id: organization.organizationId });
    // The demo administrator owns Demo, so the admin opens on its projects.
    expect(user).toMatchObject({ role: 'site-admin', organizationId: organization.organizationId });
    expect(project).toMatchObject({
      _id: project.eventId,
      organizationId: organization.organizationId,
      active: true,
      event: { name: 'Demo', domainName: 'demo', translationType: 'event', registration: { enabled: true } },
    });
    expect(user).toMatchObject({
      email: DEMO_ADMIN_EMAIL,
      // Both names set, so the profile (`PATCH /me`: names required, not blank) saves as seeded.
      firstName: 'Admin',
      lastName: 'Demo',
      role: 'site-admin',
      status: 'active',
      registrationDate: expect.any(Date),
    });
    expect(user.passwordHash).toMatch(/^scrypt\$N=16384,r=8,p=1\$/);
    expect(await verifyPassword(DEMO_ADMIN_PASSWORD, user.passwordHash)).toBe(true);
    expect(messages.some((m) => m.includes('seed'))).toBe(true);
  });

  it('never duplicates when run twice, or when the store is not empty', async () => {
    await seedDemo(store, log);
    expect(await seedDemo(store, log)).toMatchObject({ seeded: false });
    expect(await store.db.collection(PROJECTS).countDocuments()).toBe(1);
    expect(await store.db.collection(USERS).countDocuments()).toBe(1);
    expect(await store.db.collection(ORGANIZATIONS).countDocuments()).toBe(1);
  });

  it('skips a store that already holds data', async () => {
    await store.db.collection('something').insertOne({ a: 1 });
    expect(await seedDemo(store, log)).toMatchObject({ seeded: false });
    expect(await store.db.collection(USERS).countDocuments()).toBe(0);
  });

  it('creates the unique indexes', async () => {
    await seedDemo(store, log);
    const duplicate = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (e: { code?: number }) => e.code,
      );
    expect(
      await duplicate(store.db.collection(USERS).insertOne({ _id: 'x' as never, email: DEMO_ADMIN_EMAIL })),
    ).toBe(11000);
    expect(
      await duplicate(
        store.db.collection(PROJECTS).insertOne({ _id: 'y' as never, event: { domainName: 'demo' } }),
      ),
    ).toBe(11000);
    await store.db.collection(PROJECT_STRINGS).insertOne({ eventId: 'e1' });
    expect(await duplicate(store.db.collection(PROJECT_STRINGS).insertOne({ eventId: 'e1' }))).toBe(11000);
  });

  it('keeps the data across a reopen of the embedded store', async () => {
    await seedDemo(store, log);
    await store.close();
    store = await openStore({ dataDir });
    expect(await seedDemo(store, log)).toMatchObject({ seeded: false });
    expect(await store.db.collection(USERS).countDocuments({ email: DEMO_ADMIN_EMAIL })).toBe(1);
  });
});
