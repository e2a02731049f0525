import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProject, PROJECTS, type ProjectRecord } from '../projects/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { releaseParticipantPlaces, takePlaces } from './places.js';

let c: ProjectTestContext;
beforeAll(async () => {
  c = await createProjectTestContext([translationTypes]);
});
afterAll(async () => c.t.close());

async function limitedProject(limit: number): Promise<ProjectRecord> {
  const p = await c.create({ domainName: `miejsca-${limit}-${Math.random().toString(36).slice(2, 8)}` });
  await c.docs(PROJECTS).updateOne(
    { _id: p.eventId },
    {
      $set: {
        'event.registration': {
          enabled: true,
          limitOfParticipantsEnabled: true,
          limitOfParticipants: limit,
        },
      },
    },
  );
  const stored = await c.t.store.db.collection<ProjectRecord>(PROJECTS).findOne({ _id: p.eventId });
  return completeProject(stored as ProjectRecord);
}

const counter = async (project: ProjectRecord) =>
  (await c.docs(PROJECTS).findOne({ _id: project._id }))?.registrationCounters;

describe('releaseParticipantPlaces — "never more participants than limitOfParticipants", places of cancelled participants return', () => {
  it('a cancelled participant frees its place for the next registration', async () => {
    const project = await limitedProject(2);
    expect(await takePlaces(c.t.store, project, 2)).toBe('taken');
    expect(await takePlaces(c.t.store, project, 1)).toBe('full');
    await releaseParticipantPlaces(c.t.store, project, 1);
    expect(await counter(project)).toEqual({ participants: 1 });
    expect(await takePlaces(c.t.store, project, 1)).toBe('taken');
  });

  it('never below zero, and a project without the counter is left alone', async () => {
    const project = await limitedProject(3);
    await releaseParticipantPlaces(c.t.store, project, 2);
    expect(await counter(project)).toBeUndefined();
    await takePlaces(c.t.store, project, 1);
    await releaseParticipantPlaces(c.t.store, project, 5);
    expect(await counter(project)).toEqual({ participants: 0 });
  });
});
