import {
  domainFromName,
  normalizeProjectDomain,
  projectEditionMessage,
  projectEventSchema,
} from '@zapisy/core';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { schemaResolver } from '../../lib/forms/schema-resolver.js';
import type { PlaceOptions } from '../../lib/forms/server-field-errors.js';
import { DEFAULT_NOUNS } from '../../project/default-nouns.js';
import type { NewProjectEvent } from '../../project/project-api.js';

/** The new project's form: the `event` part of `PUT /project`, so the server's lines name its fields. */
export type NewProjectValues = { event: Required<NewProjectEvent> };

export const NEW_PROJECT_DEFAULTS: NewProjectValues = {
  event: { name: '', domainName: '', translationType: 'default' },
};

export const NEW_PROJECT_FIELDS: ReadonlySet<string> = new Set([
  'event.name',
  'event.domainName',
  'event.translationType',
]);

const { name, domainName, translationType } = projectEventSchema.properties;

/** core's project schema for the three fields a new project is given (the rest takes its defaults). */
const NEW_PROJECT_SCHEMA = {
  type: 'object',
  required: ['event'],
  properties: {
    event: {
      type: 'object',
      required: ['name', 'domainName', 'translationType'],
      properties: { name, domainName, translationType },
    },
  },
};

/** Spec §5: '{Project} o podanej domenie już istnieje. Znajdź unikalną, nową domenę.' (a new project). */
export const DOMAIN_TAKEN = projectEditionMessage('domainTaken', DEFAULT_NOUNS);

/** The server answers a taken domain with the spec's line, which names no field: it is the domain's. */
export const NEW_PROJECT_PLACE: PlaceOptions = {
  fieldOfLine: (line) => (line === DOMAIN_TAKEN ? 'event.domainName' : undefined),
};

/** What is sent: the name trimmed, the domain as the server stores it. */
export function newProjectEvent(values: NewProjectValues): NewProjectValues['event'] {
  return {
    ...values.event,
    name: values.event.name.trim(),
    domainName: normalizeProjectDomain(values.event.domainName),
  };
}

/** The domain a name suggests while the domain field has not been edited. */
export const suggestedDomain = (projectName: string) =>
  projectName.trim() ? normalizeProjectDomain(domainFromName(projectName)) : '';

/**
 * The schema's checks (core's Polish wording) on what will be sent, and the domain check's answer: a
 * domain the server said is taken is refused under the field at once (unless the schema refused it).
 */
export function newProjectResolver(isTaken: (domain: string) => boolean): Resolver<NewProjectValues> {
  const schema = schemaResolver<NewProjectValues>(NEW_PROJECT_SCHEMA);
  return async (values, context, options) => {
    const event = newProjectEvent(values);
    const result = await schema({ event }, context, options);
    if (!isTaken(event.domainName) || result.errors.event?.domainName) return result;
    const errors: FieldErrors<NewProjectValues> = {
      ...result.errors,
      event: { ...result.errors.event, domainName: { type: 'check', message: DOMAIN_TAKEN } },
    };
    return { values: {}, errors };
  };
}
