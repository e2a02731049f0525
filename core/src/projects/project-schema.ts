/**
 * The whole project as one JSON Schema (`projectSchema`): the body of `PATCH /project/{eventId}` and the
 * admin's project view. The server-owned fields (eventId, organizationId, active, baseEventId, createdAt,
 * updatedAt) are listed so a project read from the API can be sent back as it is; the server keeps its own
 * values for them.
 */
import { projectEventSchema } from './event-schema.js';
import {
  accommodationSettingsSchema,
  analyticsSettingsSchema,
  appearanceSettingsSchema,
  calendarSettingsSchema,
  dataSettingsSchema,
  debtCollectionSettingsSchema,
  documentsSettingsSchema,
  employeesSettingsSchema,
  invoicingSettingsSchema,
  paymentsSettingsSchema,
  projectPermissionSchema,
  subscriptionSettingsSchema,
  webhooksSettingsSchema,
} from './settings-schemas.js';

/** Settings group name → schema, in the order the admin shows them. */
export const projectSettingsSchemas = {
  event: projectEventSchema,
  payments: paymentsSettingsSchema,
  webhooks: webhooksSettingsSchema,
  invoicing: invoicingSettingsSchema,
  employees: employeesSettingsSchema,
  documents: documentsSettingsSchema,
  analytics: analyticsSettingsSchema,
  calendar: calendarSettingsSchema,
  debtCollectionSettings: debtCollectionSettingsSchema,
  dataSettings: dataSettingsSchema,
  appearance: appearanceSettingsSchema,
  subscription: subscriptionSettingsSchema,
  accommodation: accommodationSettingsSchema,
} as const;

export type ProjectSettingsGroup = keyof typeof projectSettingsSchemas;
export const PROJECT_SETTINGS_GROUPS = Object.keys(projectSettingsSchemas) as ProjectSettingsGroup[];

const serverDate = { type: ['string', 'null'], format: 'date-time', title: 'Data', readOnly: true } as const;

export const projectSchema = {
  type: 'object',
  title: 'Projekt',
  additionalProperties: false,
  required: ['lite', 'permissions', ...PROJECT_SETTINGS_GROUPS],
  properties: {
    eventId: { type: 'string', title: 'Identyfikator', maxLength: 100, readOnly: true },
    baseEventId: { type: 'string', title: 'Pierwsza edycja', maxLength: 100, readOnly: true },
    organizationId: { type: 'string', title: 'Organizacja', maxLength: 100, readOnly: true },
    active: { type: 'boolean', title: 'Aktywny', readOnly: true },
    createdAt: serverDate,
    updatedAt: serverDate,
    lite: { type: 'boolean', title: 'Wersja uproszczona', default: false },
    ...projectSettingsSchemas,
    permissions: {
      type: 'array',
      title: 'Uprawnienia',
      maxItems: 500,
      items: projectPermissionSchema,
      default: [],
    },
  },
} as const;
