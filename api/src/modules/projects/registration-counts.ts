/** How many participants hold a place in a project, for the registration state (spec §4). */
import { PARTICIPANT_STATUSES_WITHOUT_DUES } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { type ProjectRecord, participantsOf } from './store.js';

/** Participants not cancelled, refunded or waiting (those hold no ticket). */
export function countParticipantsHoldingPlaces(store: Store, project: ProjectRecord): Promise<number> {
  return participantsOf(store, {
    organizationId: project.organizationId,
    eventId: project.eventId,
  }).countDocuments({
    status: { $nin: [...PARTICIPANT_STATUSES_WITHOUT_DUES] },
  });
}
