/**
 * The two public project calls of the spec (second document §7): `GET /project/{id}` ("the project") and
 * `POST /project/domain` with `domainName` (a project by its domain). Both answer the public view of a
 * project; `GET /project/{id}` answers the whole project (every settings group, with defaults) to a caller
 * whose role in the project is admin, payments or employee. The rest of the §7 table is in ../projects.
 *
 * Also the shapes of the `organizations` and `projects` documents (second document §3) as far as they are
 * filled today, and the lookups the strings routes share.
 */
import { NotFoundError, TRANSLATION_TYPE_IDS, type TranslationTypeId } from '@zapisy/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveTenant, tenantRoleAllows } from '../auth/tenant.js';
import type {} from '../http/context.js';
import { errorResponses } from '../http/errors.js';
import {
  PROJECT_READ_ROLES,
  type ProjectRecord,
  registerProjectApi,
  toProjectView,
} from '../projects/index.js';
import { normalizeDomainName } from '../projects/normalize-domain-name.js';
import { projectOrPublicView } from '../projects/schemas.js';
import type { Store } from '../storage/index.js';

export { normalizeDomainName };

export const ORGANIZATIONS = 'organizations';
export const PROJECTS = 'projects';

/** Spec §9: "Org defaults: lump percent 8.5, days to pay 14, numbering 'xxxx/yyyy' yearly, logo height 30, VAT 'np'". */
export interface OrganizationDocument {
  _id: string;
  organizationId: string;
  name: string;
  ownerId: string;
  /** Stored lower-case. */
  domainName?: string;
  useDomain?: boolean;
  emailAddress?: string;
  customerSettings: {
    hasGlobalPayments: boolean;
    customerPerParticipant: boolean;
    twoPeople: boolean;
    billingsByPaymentDate: boolean;
  };
  invoicing?: { lumpPercent: number; vatPercent: string; daysToPay: number; useVat: boolean };
  numberingPatterns?: { patternId: string; pattern: string; yearly: boolean }[];
  subscriptionStatus?: 'free' | 'subscription' | 'inactive' | 'quota';
  permissions?: { userId: string; role: string; from?: Date | null; to?: Date | null }[];
  createdAt: Date;
}

/** A time window; unset ends are open (spec: "open-ended if unset"). */
export interface DateWindow {
  enabled: boolean;
  from: Date | null;
  to: Date | null;
}

/** A project (spec second document §3 "Project"); `_id` equals `eventId`. */
export interface ProjectDocument {
  _id: string;
  eventId: string;
  baseEventId?: string;
  organizationId: string;
  active: boolean;
  lite?: boolean;
  event: {
    name: string;
    slogan: string;
    description: string;
    /** Unique, stored lower-case: the project's subdomain or path prefix. */
    domainName: string;
    isMainDomain?: boolean;
    from: Date | null;
    to: Date | null;
    emailAddress?: string;
    translationType: TranslationTypeId;
    registration: DateWindow & {
      confirm?: boolean;
      limitOfParticipantsEnabled?: boolean;
      limitOfParticipants?: number;
      enableWaitingList?: boolean;
    };
    survey?: DateWindow;
    reception?: { enabled: boolean; meetings: { enabled: boolean; current: number } };
  };
  payments?: { enabled: boolean; online: boolean; cash: boolean; automatic: boolean; daysLate: number };
  permissions?: { userId: string; role: string; from?: Date | null; to?: Date | null }[];
  createdAt: Date;
}

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

export const projectIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 100, description: 'eventId projektu' } },
} as const;

export const domainParamsSchema = {
  type: 'object',
  required: ['domain'],
  properties: {
    domain: {
      type: 'string',
      minLength: 1,
      maxLength: 253,
      description: 'Nazwa domeny projektu (np. demo) albo pełny host (demo.<domena bazowa>)',
    },
  },
} as const;

export function projectNotFound(id: string): NotFoundError {
  return new NotFoundError(`Nie znaleziono projektu o identyfikatorze „${id}”`);
}

export function domainNotFound(domain: string): NotFoundError {
  return new NotFoundError(`Nie znaleziono projektu pod domeną „${domain}”`);
}

export async function findProjectById(store: Store, eventId: string): Promise<ProjectDocument | null> {
  return store.db.collection<ProjectDocument>(PROJECTS).findOne({ _id: eventId });
}

/** Domain names are stored lower-case (seed and project writes normalise them), so equality suffices. */
export async function findProjectByDomain(store: Store, domainName: string): Promise<ProjectDocument | null> {
  return store.db.collection<ProjectDocument>(PROJECTS).findOne({ 'event.domainName': domainName });
}

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

/** Whether the caller may read the whole project (admin, payments or employee in it). */
async function mayReadWholeProject(
  app: FastifyInstance,
  request: FastifyRequest,
  eventId: string,
): Promise<boolean> {
  if (!request.user) return false;
  try {
    const tenant = await resolveTenant({
      store: app.store,
      source: { project: 'id' },
      params: { id: eventId },
      user: request.user,
      baseDomain: app.config.baseDomain,
    });
    return tenantRoleAllows(tenant, PROJECT_READ_ROLES);
  } catch {
    // No organization to check against (or an unreadable grant): the public view, never an error.
    return false;
  }
}

export default async function projectRoutes(app: FastifyInstance): Promise<void> {
  await registerProjectApi(app);

  app.get<{ Params: { id: string } }>(
    '/project/:id',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Projekt: widok publiczny albo cały projekt dla ról admin, payments, employee',
        tags: ['project'],
        params: projectIdParamsSchema,
        response: { 200: projectOrPublicView, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const project = await findProjectById(app.store, request.params.id);
      if (!project) throw projectNotFound(request.params.id);
      if (await mayReadWholeProject(app, request, project.eventId)) {
        return toProjectView(project as unknown as ProjectRecord);
      }
      return toPublicProject(project);
    },
  );

  app.post<{ Body: { domainName: string } }>(
    '/project/domain',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Publiczne dane projektu po nazwie domeny',
        tags: ['project'],
        body: {
          type: 'object',
          required: ['domainName'],
          properties: { domainName: domainParamsSchema.properties.domain },
        },
        response: { 200: publicProjectSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const domain = normalizeDomainName(request.body.domainName, app.config.baseDomain);
      const project = domain === '' ? null : await findProjectByDomain(app.store, domain);
      if (!project) throw domainNotFound(domain || request.body.domainName);
      return toPublicProject(project);
    },
  );
}
