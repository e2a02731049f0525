import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectCopyContributor } from '../../project-copy/index.js';
import { PRODUCTS } from '../products/index.js';
import { PROJECT_COPY_CONTRIBUTORS } from './copy-contributors.js';
import { copyProject } from './copy-project.js';
import { PROJECTS, type ProjectRecord } from './store.js';
import { createProjectTestContext, type ProjectTestContext } from './testing.js';

describe('the copy is one transaction over every contributor', () => {
  let c: ProjectTestContext;
  beforeAll(async () => {
    c = await createProjectTestContext([translationTypes]);
  });
  afterAll(() => c?.t.close());

  it('a contributor that fails leaves no copy, no copied product and the original where it was', async () => {
    const source = await c.create({ name: 'Zlot', domainName: 'zlot' });
    await c.docs(PRODUCTS).insertOne({ _id: 'zlot-bilet', organizationId: 'org-a', eventId: source.eventId });
    const failing: ProjectCopyContributor = {
      name: 'zepsuty',
      copy: async () => {
        throw new Error('zepsuty moduł');
      },
    };
    const seen: string[] = [];
    const watching: ProjectCopyContributor = {
      name: 'obserwator',
      mapIds: async (context) => {
        seen.push(context.ids.id('zlot-bilet'));
      },
      copy: async () => {},
    };
    const record = (await c.docs(PROJECTS).findOne({ _id: source.eventId })) as unknown as ProjectRecord;
    const projectsBefore = await c.docs(PROJECTS).countDocuments({});
    await expect(
      copyProject(
        {
          store: c.t.store,
          nounsOf: () => {
            throw new Error('no domain is taken here');
          },
          contributors: [...PROJECT_COPY_CONTRIBUTORS, watching, failing],
        },
        {
          source: record,
          newName: 'Zlot 2',
          newDomain: 'zlot-2',
          oldName: 'Zlot',
          oldDomain: 'zlot-stare',
          newEdition: true,
          actor: { userId: 'u-test', email: 'admin@example.pl' },
          now: new Date(),
        },
      ),
    ).rejects.toThrow('zepsuty moduł');
    // Every contributor saw the products' new ids before anything was written.
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toBe('zlot-bilet');
    expect(await c.docs(PROJECTS).countDocuments({})).toBe(projectsBefore);
    expect(await c.docs(PRODUCTS).countDocuments({})).toBe(1);
    expect(await c.docs(PROJECTS).findOne({ _id: source.eventId })).toMatchObject({
      active: true,
      event: { domainName: 'zlot', name: 'Zlot' },
    });
  });
});
