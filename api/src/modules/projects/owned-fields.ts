import type { ProjectSettings } from '@zapisy/core';

/**
 * The whole-project save (`PATCH /project/{eventId}`) writes `event` as a whole, but some of its fields have
 * an endpoint of their own that audits and checks them (the bot protection's choice, `PUT
 * /projects/{eventId}/bot-protection`). The admin's project form sends back what it loaded, so a choice
 * saved meanwhile in another section would be overwritten: those fields keep what is stored.
 */
export function keepOwnedFields<T extends ProjectSettings>(
  next: T,
  stored: { event?: { registration?: { botProtection?: string } } },
): T {
  const { botProtection: _sent, ...registration } = next.event.registration;
  const kept = stored.event?.registration?.botProtection;
  return {
    ...next,
    event: {
      ...next.event,
      registration: kept === undefined ? registration : { ...registration, botProtection: kept },
    },
  } as T;
}
