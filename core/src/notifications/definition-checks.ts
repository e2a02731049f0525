import { NOTIFICATION_ID_LENGTH } from '../ids/index.js';
import type { NotificationDefinition } from './notification-definition.js';
import { VERSIONED_DEFINITION_FIELDS } from './notification-definition.js';
import { notificationEventType } from './notification-event-types.js';
import { NOTIFICATION_RECEIVERS } from './notification-kinds.js';

const ID = new RegExp(`^[A-Za-z0-9]{${NOTIFICATION_ID_LENGTH}}$`);

/**
 * What is wrong with a project's definitions, in Polish, one line per problem and numbered as the organizer
 * sees them ('Powiadomienie 2: …'). Types and shapes are the route's JSON Schema's; these are the rules.
 */
export function notificationDefinitionProblems(definitions: readonly NotificationDefinition[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  definitions.forEach((definition, index) => {
    const at = `Powiadomienie ${index + 1}`;
    if (!ID.test(definition.id))
      problems.push(`${at}: identyfikator musi mieć ${NOTIFICATION_ID_LENGTH} liter lub cyfr`);
    else if (seen.has(definition.id)) problems.push(`${at}: identyfikator powtarza się w projekcie`);
    seen.add(definition.id);
    const eventType = notificationEventType(definition.eventType);
    if (!eventType) problems.push(`${at}: nieznane zdarzenie`);
    else if (eventType.context !== definition.contextType)
      problems.push(`${at}: zdarzenie nie pasuje do rodzaju powiadomienia`);
    if (!(NOTIFICATION_RECEIVERS as readonly string[]).includes(definition.receiver))
      problems.push(`${at}: nieznany odbiorca`);
    if (!Number.isSafeInteger(definition.days) || definition.days < 0 || definition.days > 3650)
      problems.push(`${at}: liczba dni musi być liczbą całkowitą od 0 do 3650`);
    if (definition.mailEnabled) {
      if (definition.mailSubjectTemplate.trim() === '') problems.push(`${at}: podaj temat e-maila`);
      if (definition.mailBodyTemplate.trim() === '') problems.push(`${at}: podaj treść e-maila`);
    }
    if (definition.smsEnabled && definition.smsTemplate.trim() === '')
      problems.push(`${at}: podaj treść SMS-a`);
  });
  return problems;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    const time = (v: unknown) =>
      v instanceof Date ? v.getTime() : v === null || v === undefined ? null : NaN;
    return time(a) === time(b);
  }
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The definitions as saved: one whose texts, audience or timing changed (VERSIONED_DEFINITION_FIELDS) gets
 * the next version of the one stored, so participants who received the earlier version get the new one
 * ("recorded per notification id and version so each is sent once"); an unchanged one keeps its version;
 * a new one starts at 1. The version sent in by a client is never trusted.
 */
export function withDefinitionVersions(
  previous: readonly NotificationDefinition[],
  next: readonly NotificationDefinition[],
): NotificationDefinition[] {
  const before = new Map(previous.map((definition) => [definition.id, definition]));
  return next.map((definition) => {
    const old = before.get(definition.id);
    if (!old) return { ...definition, version: 1 };
    const changed = VERSIONED_DEFINITION_FIELDS.some((field) => !sameValue(old[field], definition[field]));
    return { ...definition, version: changed ? old.version + 1 : old.version };
  });
}
