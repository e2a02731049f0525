/**
 * Spec second document §4: "Registration open: enabled and now within from/to (open-ended if unset) and,
 * with a participant limit, tickets remain. Waiting list applies when limit and waiting list are enabled
 * and no tickets remain. Survey open likewise."
 */
import type { ProjectDate } from './project-types.js';

export interface WindowSettings {
  enabled?: boolean | null;
  from?: ProjectDate;
  to?: ProjectDate;
}

export interface LimitSettings extends WindowSettings {
  limitOfParticipantsEnabled?: boolean | null;
  limitOfParticipants?: number | null;
  enableWaitingList?: boolean | null;
}

/** The parts of a project these rules read. */
export interface ProjectRegistrationView {
  event: { registration?: LimitSettings | null; survey?: WindowSettings | null };
}

export interface RegistrationStateInput {
  now: Date;
  /** Participants holding a place (not cancelled, refunded or on the waiting list). */
  participantsCount: number;
}

function time(value: ProjectDate | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const t = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(t) ? undefined : t;
}

/** Enabled, and `now` within from/to (both inclusive; an unset end is open). */
export function isWindowOpen(window: WindowSettings | null | undefined, now: Date): boolean {
  if (window?.enabled !== true) return false;
  const from = time(window.from);
  const to = time(window.to);
  const t = now.getTime();
  return (from === undefined || from <= t) && (to === undefined || t <= to);
}

/** Places left, or null when there is no participant limit. Never below 0. */
export function availableTickets(project: ProjectRegistrationView, participantsCount: number): number | null {
  const registration = project.event.registration;
  if (registration?.limitOfParticipantsEnabled !== true) return null;
  const limit = Math.max(0, Math.floor(registration.limitOfParticipants ?? 0));
  return Math.max(0, limit - Math.max(0, participantsCount));
}

/** Registration is enabled, within its window and, with a limit, tickets remain. */
export function isRegistrationOpen(project: ProjectRegistrationView, input: RegistrationStateInput): boolean {
  if (!isWindowOpen(project.event.registration, input.now)) return false;
  const left = availableTickets(project, input.participantsCount);
  return left === null || left > 0;
}

/** New registrations go to the waiting list: limit and waiting list enabled, no tickets remain. */
export function isOnWaitingList(project: ProjectRegistrationView, input: RegistrationStateInput): boolean {
  const registration = project.event.registration;
  if (registration?.enableWaitingList !== true) return false;
  return availableTickets(project, input.participantsCount) === 0;
}

/** The survey is enabled and within its window. */
export function isSurveyOpen(project: ProjectRegistrationView, input: { now: Date }): boolean {
  return isWindowOpen(project.event.survey, input.now);
}
