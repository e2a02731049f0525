/**
 * The API's schemas of organizations, composed from core's generic settings and the loaded plugins' module
 * settings (`organizationSettingsSchemaFor`), so the admin forms and the validator share one definition:
 * the view (secrets as `{ set }`), the PATCH body (every field optional, no defaults; a secret as new text,
 * '' to remove, or `{ set }` to keep), the permissions body and the creation bodies.
 */
import {
  type JsonSchema,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_TEXT_MAX_LENGTH,
  organizationPermissionSchema,
  organizationSettingsSchemaFor,
  organizationSubscriptionStatusSchema,
  type PluginSettings,
  partialSchema,
  withoutDefaults,
} from '@zapisy/core';

export const secretMarkerSchema = {
  type: 'object',
  description: 'Klucz integracji: czy jest ustawiony (wartość nigdy nie jest zwracana).',
  required: ['set'],
  additionalProperties: false,
  properties: { set: { type: 'boolean' } },
} as const;

const secretInputSchema = (): JsonSchema => ({
  description: "Nowy klucz, '' aby usunąć, albo { set } aby pozostawić bez zmian.",
  anyOf: [{ type: 'string', maxLength: ORGANIZATION_TEXT_MAX_LENGTH }, secretMarkerSchema],
});

const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;

/** `GET /organization/{orgId}` and every answer carrying an organization, with the modules' settings. */
export function organizationViewSchemaFor(modules: readonly PluginSettings[]): JsonSchema {
  const viewSettings = withoutDefaults(
    organizationSettingsSchemaFor(modules, { secret: () => ({ ...secretMarkerSchema }) }),
  );
  return {
    ...viewSettings,
    title: 'Organization',
    additionalProperties: false,
    required: [
      'organizationId',
      'ownerId',
      'name',
      'subscriptionStatus',
      'permissions',
      'integrations',
      'createdAt',
      'updatedAt',
    ],
    properties: {
      organizationId: { type: 'string' },
      ownerId: { type: 'string' },
      ...(viewSettings.properties as Record<string, JsonSchema>),
      subscriptionStatus: withoutDefaults(organizationSubscriptionStatusSchema),
      permissions: {
        type: 'array',
        items: {
          type: 'object',
          required: ['userId', 'role', 'from', 'to'],
          properties: {
            userId: { type: 'string' },
            // The roles a grant can hold (PUT …/permissions refuses any other).
            role: { type: 'string', enum: organizationPermissionSchema.properties.role.enum },
            from: nullableDateTime,
            to: nullableDateTime,
          },
        },
      },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  };
}

/** `PATCH /organization/{orgId}`: any subset of the settings; `subscriptionStatus` for site admins only. */
export function organizationPatchSchemaFor(modules: readonly PluginSettings[]): JsonSchema {
  const patchSettings = partialSchema(organizationSettingsSchemaFor(modules, { secret: secretInputSchema }));
  return {
    ...patchSettings,
    title: 'OrganizationPatch',
    minProperties: 1,
    properties: {
      ...(patchSettings.properties as Record<string, JsonSchema>),
      subscriptionStatus: withoutDefaults(organizationSubscriptionStatusSchema),
    },
  };
}

export const organizationPermissionsBodySchema = {
  title: 'OrganizationPermissions',
  type: 'object',
  required: ['permissions'],
  additionalProperties: false,
  properties: {
    permissions: { type: 'array', maxItems: 1000, items: organizationPermissionSchema },
  },
} as const;

export const organizationIdParamsSchema = {
  type: 'object',
  required: ['orgId'],
  properties: { orgId: { type: 'string', minLength: 1, maxLength: 100, description: 'organizationId' } },
} as const;

const nameSchema = {
  type: 'string',
  title: 'Nazwa organizacji',
  minLength: 1,
  maxLength: ORGANIZATION_NAME_MAX_LENGTH,
  pattern: '\\S',
} as const;

/** `PUT /organization` (site admin): a new organization for an existing user. */
export const organizationCreateSchema = {
  title: 'OrganizationCreate',
  type: 'object',
  required: ['name', 'ownerId'],
  additionalProperties: false,
  properties: {
    name: nameSchema,
    ownerId: { type: 'string', title: 'Właściciel (userId)', minLength: 1, maxLength: 100 },
    subscriptionStatus: withoutDefaults(organizationSubscriptionStatusSchema),
  },
} as const;

/** `POST /site-admin/organizations` (nowa-organizacja): by the owner's e-mail. */
export const siteAdminOrganizationCreateSchema = {
  title: 'SiteAdminOrganizationCreate',
  type: 'object',
  required: ['name', 'ownerEmail'],
  additionalProperties: false,
  properties: {
    name: nameSchema,
    ownerEmail: { type: 'string', title: 'E-mail właściciela', format: 'email', maxLength: 254 },
    ownerFirstName: { type: 'string', title: 'Imię właściciela', maxLength: 100 },
    ownerLastName: { type: 'string', title: 'Nazwisko właściciela', maxLength: 100 },
    subscriptionStatus: withoutDefaults(organizationSubscriptionStatusSchema),
  },
} as const;
