/** What the API answers for a project: the full view (dates as ISO text) and the dates read back. */
import { type Project, type ProjectSettings, projectDateFormat } from '@zapisy/core';
import type { ProjectRecord } from './store.js';
import { completeProject } from './store.js';

/** A deep copy with every Date as ISO text (JSON Schema `date-time` serialises strings). */
export function datesToIso<T>(value: T): T {
  if (value instanceof Date) return (Number.isNaN(value.getTime()) ? null : value.toISOString()) as T;
  if (Array.isArray(value)) return value.map((item) => datesToIso(item)) as T;
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = datesToIso(item);
    return out as T;
  }
  return value;
}

/** The whole project as `projectSchema` describes it (no `_id`). */
export function toProjectView(record: ProjectRecord): Project {
  const { _id, ...project } = completeProject(record);
  return datesToIso(project) as Project;
}

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Settings from a request body, with the date fields as Date objects for the store. */
export function settingsForStore(settings: ProjectSettings): ProjectSettings {
  const { event } = settings;
  return {
    ...settings,
    event: {
      ...event,
      from: toDate(event.from),
      to: toDate(event.to),
      registration: {
        ...event.registration,
        from: toDate(event.registration.from),
        to: toDate(event.registration.to),
      },
      survey: { ...event.survey, from: toDate(event.survey.from), to: toDate(event.survey.to) },
    },
    subscription: {
      ...settings.subscription,
      firstRegistration: toDate(settings.subscription.firstRegistration),
    },
    permissions: settings.permissions.map((permission) => ({
      ...permission,
      from: toDate(permission.from),
      to: toDate(permission.to),
    })),
  };
}

/** The settings part of a project (what PATCH replaces). */
export function settingsOf(project: ProjectSettings): ProjectSettings {
  return {
    lite: project.lite,
    event: project.event,
    payments: project.payments,
    webhooks: project.webhooks,
    invoicing: project.invoicing,
    employees: project.employees,
    documents: project.documents,
    analytics: project.analytics,
    calendar: project.calendar,
    debtCollectionSettings: project.debtCollectionSettings,
    dataSettings: project.dataSettings,
    appearance: project.appearance,
    subscription: project.subscription,
    accommodation: project.accommodation,
    permissions: project.permissions,
  };
}

export interface ProjectSummary {
  eventId: string;
  organizationId: string;
  baseEventId?: string;
  active: boolean;
  createdAt: string | null;
  event: {
    name: string;
    domainName: string;
    translationType: string;
    from: string | null;
    to: string | null;
    /** The project's date format (core formatProjectDate), so lists show its dates its way. */
    dateFormat: string;
  };
}

/** A line of a project list. */
export function toProjectSummary(record: ProjectRecord): ProjectSummary {
  const iso = (value: unknown) =>
    value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : null;
  const summary: ProjectSummary = {
    eventId: record.eventId,
    organizationId: record.organizationId,
    active: record.active === true,
    createdAt: iso(record.createdAt),
    event: {
      name: record.event?.name ?? '',
      domainName: record.event?.domainName ?? '',
      translationType: record.event?.translationType ?? 'default',
      from: iso(record.event?.from),
      to: iso(record.event?.to),
      dateFormat: projectDateFormat(record.event?.dateFormat),
    },
  };
  if (record.baseEventId) summary.baseEventId = record.baseEventId;
  return summary;
}
