/**
 * The public view of a project (`GET /project/{id}` for everyone, `POST /project/domain`): what anyone may
 * read, as an answer schema and the mapping from the stored document.
 */
import { TRANSLATION_TYPE_IDS, type TranslationTypeId } from '@zapisy/core';
import type { ProjectDocument } from './store.js';

/** What anyone may read about a project (`GET /project/{id}`, `POST /project/domain`). */
export interface PublicProject {
  eventId: string;
  organizationId: string;
  active: boolean;
  event: {
    name: string;
    slogan: string;
    description: string;
    domainName: string;
    translationType: TranslationTypeId;
    from: string | null;
    to: string | null;
    registration: { enabled: boolean; from: string | null; to: string | null };
  };
}

const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;

export const publicProjectSchema = {
  title: 'PublicProject',
  type: 'object',
  required: ['eventId', 'organizationId', 'active', 'event'],
  properties: {
    eventId: { type: 'string' },
    organizationId: { type: 'string' },
    active: { type: 'boolean' },
    event: {
      type: 'object',
      required: [
        'name',
        'slogan',
        'description',
        'domainName',
        'translationType',
        'from',
        'to',
        'registration',
      ],
      properties: {
        name: { type: 'string' },
        slogan: { type: 'string' },
        description: { type: 'string' },
        domainName: { type: 'string', examples: ['demo'] },
        translationType: { type: 'string', enum: [...TRANSLATION_TYPE_IDS] },
        from: nullableDate,
        to: nullableDate,
        registration: {
          type: 'object',
          required: ['enabled', 'from', 'to'],
          properties: { enabled: { type: 'boolean' }, from: nullableDate, to: nullableDate },
        },
      },
    },
  },
} as const;

function iso(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return typeof value === 'string' && value !== '' ? value : null;
}

function knownType(value: unknown): TranslationTypeId {
  return (TRANSLATION_TYPE_IDS as readonly unknown[]).includes(value)
    ? (value as TranslationTypeId)
    : 'default';
}

export function toPublicProject(project: ProjectDocument): PublicProject {
  const event = project.event;
  return {
    eventId: project.eventId,
    organizationId: project.organizationId,
    active: project.active === true,
    event: {
      name: event.name ?? '',
      slogan: event.slogan ?? '',
      description: event.description ?? '',
      domainName: event.domainName,
      translationType: knownType(event.translationType),
      from: iso(event.from),
      to: iso(event.to),
      registration: {
        enabled: event.registration?.enabled === true,
        from: iso(event.registration?.from),
        to: iso(event.registration?.to),
      },
    },
  };
}
