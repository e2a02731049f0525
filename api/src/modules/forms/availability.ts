/**
 * Whether a project's form accepts submissions now (second document §4): "Registration open: enabled and now
 * within from/to (open-ended if unset) and, with a participant limit, tickets remain. Waiting list applies when
 * limit and waiting list are enabled and no tickets remain. Survey open likewise." Places are read from the
 * project's atomic counter (`registrationCounters.participants`, see registrations/places.ts), falling back
 * to counting participants before the first registration started it.
 */
import {
  availableTickets,
  type FormType,
  isWindowOpen,
  type ProjectStrings,
  type PublicFormAvailability,
} from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import type { ProjectRecord } from '../projects/index.js';
import { countParticipantsHoldingPlaces } from '../projects/index.js';
import { noPlacesMessage } from '../registrations/index.js';

async function placesHeld(store: Store, project: ProjectRecord): Promise<number> {
  const counters = (project as { registrationCounters?: { participants?: unknown } }).registrationCounters;
  if (typeof counters?.participants === 'number') return counters.participants;
  return countParticipantsHoldingPlaces(store, project);
}

export async function formAvailability(
  store: Store,
  project: ProjectRecord,
  type: FormType,
  strings: () => Promise<ProjectStrings>,
  now: Date,
): Promise<PublicFormAvailability> {
  if (type === 'survey') {
    const open = isWindowOpen(project.event.survey, now);
    return {
      open,
      waitingList: false,
      placesLeft: null,
      message: open ? null : (await strings()).messages.surveyClosed,
      participantLinkRequired: project.event.survey?.anonymous !== true,
    };
  }
  const registration = project.event.registration;
  const placesLeft =
    registration?.limitOfParticipantsEnabled === true
      ? availableTickets(project, await placesHeld(store, project))
      : null;
  if (!isWindowOpen(registration, now)) {
    return {
      open: false,
      waitingList: false,
      placesLeft,
      message: (await strings()).messages.registrationClosed,
    };
  }
  if (placesLeft === 0) {
    if (registration?.enableWaitingList === true) {
      return { open: true, waitingList: true, placesLeft, message: null };
    }
    return { open: false, waitingList: false, placesLeft, message: noPlacesMessage(await strings()) };
  }
  return { open: true, waitingList: false, placesLeft, message: null };
}
