import type { Project, ProjectStrings, ProjectStringsOverrides } from '@zapisy/core';
import type { ApiClient } from '../api/client.js';

/** A line of `GET /project/organization/{orgId}` (api/src/projects/views.ts ProjectSummary). */
export interface ProjectSummary {
  eventId: string;
  organizationId: string;
  baseEventId?: string;
  active: boolean;
  createdAt: Date | string | null;
  event: {
    name: string;
    domainName: string;
    translationType: string;
    from: Date | string | null;
    to: Date | string | null;
  };
}

/** `POST /project/duplicate[-advanced]/{id}/{flag}` answer; the spec reads `event.eventId`. */
export interface CopyAnswer {
  event: ProjectSummary;
  original: ProjectSummary;
  copiedParticipants: number;
  copiedCustomers: number;
}

export interface UniqueDomainAnswer {
  domainName: string;
  valid: boolean;
  unique: boolean;
}

const seg = encodeURIComponent;

/** The project calls of the second document §7 the admin screens use. */
export const projectApi = {
  listOfOrganization: (api: ApiClient, orgId: string) =>
    api.get<ProjectSummary[]>(`/project/organization/${seg(orgId)}`),
  get: (api: ApiClient, id: string) => api.get<Project>(`/project/${seg(id)}`),
  /** PATCH /project/{eventId}: the whole project. */
  save: (api: ApiClient, eventId: string, project: unknown) =>
    api.patch<Project>(`/project/${seg(eventId)}`, project),
  /** PUT /project: an empty project with organizationId (name, domain and vocabulary optional). */
  create: (
    api: ApiClient,
    organizationId: string,
    event: { name?: string; domainName?: string; translationType?: string },
  ) => api.put<Project>('/project', { organizationId, event }),
  activate: (api: ApiClient, id: string) => api.patch<unknown>(`/project/activate/${seg(id)}`),
  deactivate: (api: ApiClient, id: string) => api.patch<unknown>(`/project/deactivate/${seg(id)}`),
  /** flag 'true': new edition (body name, domain = where the old edition moves); 'false': duplicate. */
  duplicate: (api: ApiClient, id: string, newEdition: boolean, body: { name: string; domain: string }) =>
    api.post<CopyAnswer>(`/project/duplicate/${seg(id)}/${newEdition ? 'true' : 'false'}`, body),
  duplicateAdvanced: (
    api: ApiClient,
    id: string,
    newEdition: boolean,
    body: { newName: string; newDomain: string; oldName: string; oldDomain: string },
  ) => api.post<CopyAnswer>(`/project/duplicate-advanced/${seg(id)}/${newEdition ? 'true' : 'false'}`, body),
  /** Is domain `a` free for project `b` ('-' for a new project)? */
  uniqueDomain: (api: ApiClient, domain: string, eventId = '-') =>
    api.get<UniqueDomainAnswer>(`/project/unique-domain/${seg(domain)}/${seg(eventId)}`),
  strings: (api: ApiClient, id: string) => api.get<ProjectStrings>(`/strings/${seg(id)}`),
  saveStrings: (api: ApiClient, id: string, overrides: ProjectStringsOverrides) =>
    api.post<ProjectStrings>(`/strings/${seg(id)}`, overrides),
};

/** The public address of a project: `{protocol}//{domain}.{host}/` (spec: "served on its own subdomain"). */
export function projectUrl(
  domain: string,
  host: string | undefined,
  protocol = window.location.protocol,
): string {
  const base = host || window.location.host;
  return `${protocol}//${domain}.${base}/`;
}
