/**
 * The site-admin area (first document §6: "The site-admin area handles organizations, users and
 * import/export"): `/admin/site-admin/organizacje`, `/nowa-organizacja`, `/uzytkownicy`.
 */
import { USER_ROLES, type UserRole, ValidationError } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../../auth/access.js';
import { publicUserSchema, toPublicUser } from '../../auth/users.js';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { type PageQuery, pageQueryProperties, pageSchema } from '../../http/pagination.js';
import {
  actorOf,
  changeUserRole,
  createOrganizationForEmail,
  listOrganizations,
  listUsers,
  organizationListItemSchema,
  organizationViewSchemaFor,
  siteAdminOrganizationCreateSchema,
  toOrganizationView,
} from '../organizations/index.js';
import { settingsRegistryOf } from '../plugin-settings/index.js';

const siteAdmin: RouteAccess = { siteAdmin: true };
const search = {
  type: 'string',
  minLength: 1,
  maxLength: 200,
  description: 'Fragment nazwy lub e-maila',
} as const;

export default async function siteAdminRoutes(app: FastifyInstance): Promise<void> {
  const settings = settingsRegistryOf(app);
  const organizationViewSchema = organizationViewSchemaFor(settings.modules);
  app.get<{ Querystring: PageQuery & { search?: string } }>(
    '/site-admin/organizations',
    {
      config: { access: siteAdmin },
      schema: {
        summary: 'Organizacje (administrator serwisu)',
        tags: ['site-admin'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...pageQueryProperties, search },
        },
        response: {
          200: pageSchema('OrganizationsPage', organizationListItemSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => listOrganizations(app.store, request.query),
  );

  app.post<{
    Body: {
      name: string;
      ownerEmail: string;
      ownerFirstName?: string;
      ownerLastName?: string;
      subscriptionStatus?: 'free' | 'subscription' | 'inactive' | 'quota';
    };
  }>(
    '/site-admin/organizations',
    {
      config: { access: siteAdmin },
      schema: {
        summary: 'Nowa organizacja (nowa-organizacja)',
        description:
          'Tworzy organizację z domyślnymi ustawieniami dla właściciela o podanym e-mailu. Gdy takiego konta nie ma, zakładane jest konto oczekujące (pending) bez hasła: właściciel ustawia hasło linkiem resetu hasła.',
        tags: ['site-admin'],
        body: siteAdminOrganizationCreateSchema,
        response: {
          201: {
            type: 'object',
            required: ['organization', 'owner', 'ownerCreated'],
            properties: {
              organization: organizationViewSchema,
              owner: publicUserSchema,
              ownerCreated: { type: 'boolean' },
            },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { organization, owner, ownerCreated } = await createOrganizationForEmail(app.store, {
        ...request.body,
        actor: actorOf(request),
      });
      return reply.code(201).send({
        organization: toOrganizationView(organization, settings),
        owner: toPublicUser(owner),
        ownerCreated,
      });
    },
  );

  app.get<{ Querystring: PageQuery & { search?: string; role?: UserRole } }>(
    '/site-admin/users',
    {
      config: { access: siteAdmin },
      schema: {
        summary: 'Użytkownicy (administrator serwisu)',
        tags: ['site-admin'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...pageQueryProperties, search, role: { type: 'string', enum: [...USER_ROLES] } },
        },
        response: { 200: pageSchema('UsersPage', publicUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listUsers(app.store, request.query),
  );

  app.patch<{ Params: { userId: string }; Body: { role: UserRole } }>(
    '/site-admin/users/:userId',
    {
      config: { access: siteAdmin },
      schema: {
        summary: 'Zmiana roli użytkownika (zapisywana w dzienniku zmian)',
        tags: ['site-admin'],
        params: {
          type: 'object',
          required: ['userId'],
          properties: { userId: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        body: {
          type: 'object',
          required: ['role'],
          additionalProperties: false,
          properties: { role: { type: 'string', enum: [...USER_ROLES], title: 'Rola' } },
        },
        response: { 200: publicUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      // "unknown roles → 400 with the Polish list", naming the allowed roles.
      preValidation: async (request) => {
        const role = (request.body as { role?: unknown } | null)?.role;
        if (role !== undefined && !(USER_ROLES as readonly unknown[]).includes(role)) {
          throw new ValidationError([
            `body.role: nieznana rola '${String(role)}'; dozwolone: ${USER_ROLES.join(', ')}`,
          ]);
        }
      },
    },
    async (request) =>
      changeUserRole(app.store, {
        userId: request.params.userId,
        role: request.body.role,
        actor: actorOf(request),
      }),
  );
}
