/**
 * Places of a project with a participant limit (second document §4): an atomic counter on the project
 * document, `registrationCounters.participants`, taken with ONE conditional update, so concurrent
 * registrations can never hold more places than `limitOfParticipants` (no read-modify-write).
 */

import type { Store, StoreSession } from '../../storage/index.js';
import { countParticipantsHoldingPlaces, type ProjectRecord, projectsOf } from '../projects/index.js';

export const PLACES_COUNTER = 'registrationCounters.participants';

/** 'taken': n places are now held; 'full': fewer than n left; 'unlimited': the project has no limit. */
export type PlacesResult = 'taken' | 'full' | 'unlimited';

/** The project's participant limit, or null when it has none. */
export function placeLimitOf(project: ProjectRecord): number | null {
  const registration = project.event.registration;
  if (registration?.limitOfParticipantsEnabled !== true) return null;
  return Math.max(0, Math.floor(registration.limitOfParticipants ?? 0));
}

/**
 * The first registration of a project starts the counter from the participants already holding places
 * (added by an organizer or before the counter existed); only one concurrent starter can set it. Called
 * before a transaction that takes places, so the transaction's snapshot already has the counter.
 */
export async function ensurePlacesCounter(store: Store, project: ProjectRecord): Promise<void> {
  if (placeLimitOf(project) === null) return;
  const counters = (project as { registrationCounters?: { participants?: number } }).registrationCounters;
  if (typeof counters?.participants === 'number') return;
  const holding = await countParticipantsHoldingPlaces(store, project);
  await projectsOf(store, project.organizationId).updateOne(
    { _id: project._id, [PLACES_COUNTER]: { $exists: false } },
    { $set: { [PLACES_COUNTER]: holding } },
  );
}

/**
 * Takes `count` places if that many remain; the limit is part of the condition, so a change is seen. Inside
 * the caller's transaction when given its session (which must start after ensurePlacesCounter).
 */
export async function takePlaces(
  store: Store,
  project: ProjectRecord,
  count: number,
  session?: StoreSession,
): Promise<PlacesResult> {
  const limit = placeLimitOf(project);
  if (limit === null) return 'unlimited';
  if (!session) await ensurePlacesCounter(store, project);
  const taken = await projectsOf(store, project.organizationId).findOneAndUpdate(
    {
      _id: project._id,
      'event.registration.limitOfParticipantsEnabled': true,
      'event.registration.limitOfParticipants': project.event.registration?.limitOfParticipants,
      [PLACES_COUNTER]: { $lte: limit - count },
    },
    { $inc: { [PLACES_COUNTER]: count } },
    session ? { session } : {},
  );
  return taken ? 'taken' : 'full';
}

/**
 * Whether `count` places are seen left now, by a read: only to refuse early without a transaction when they
 * are not (a refusal at that instant); taking them is always the conditional update of takePlaces.
 */
export async function placesSeenLeft(store: Store, project: ProjectRecord, count: number): Promise<boolean> {
  const limit = placeLimitOf(project);
  if (limit === null) return true;
  const current = await projectsOf(store, project.organizationId).findOne(
    { _id: project._id },
    { projection: { registrationCounters: 1 } },
  );
  const held = (current as { registrationCounters?: { participants?: unknown } } | null)?.registrationCounters
    ?.participants;
  return typeof held !== 'number' || held <= limit - count;
}

/**
 * Gives back places taken by a registration that then failed, or a removed participant's place (inside the
 * removal's transaction when given its session); the counter never goes below zero.
 */
export async function releasePlaces(
  store: Store,
  project: ProjectRecord,
  count: number,
  session?: StoreSession,
): Promise<void> {
  await projectsOf(store, project.organizationId).updateOne(
    { _id: project._id, [PLACES_COUNTER]: { $gte: count } },
    { $inc: { [PLACES_COUNTER]: -count } },
    session ? { session } : {},
  );
}

/**
 * Gives back the places of `count` participants that were cancelled or removed (participants API; count only
 * participants that held a place — not those on the waiting list), so someone else can register. The counter
 * never goes below zero; a project without the counter is left alone (it starts from the participants still
 * holding places on the next registration).
 */
export async function releaseParticipantPlaces(
  store: Store,
  project: ProjectRecord,
  count: number,
): Promise<void> {
  if (!Number.isSafeInteger(count) || count < 1) return;
  const projects = projectsOf(store, project.organizationId);
  // Compare-and-set on the counter's value, so a concurrent registration's increment is never overwritten.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const current = await projects.findOne({ _id: project._id }, { projection: { registrationCounters: 1 } });
    const held = (current as { registrationCounters?: { participants?: unknown } } | null)
      ?.registrationCounters?.participants;
    if (typeof held !== 'number' || held <= 0) return;
    const released = await projects.findOneAndUpdate(
      { _id: project._id, [PLACES_COUNTER]: held },
      { $inc: { [PLACES_COUNTER]: -Math.min(held, count) } },
    );
    if (released) return;
  }
}
