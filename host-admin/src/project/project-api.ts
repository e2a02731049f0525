import type { Project, ProjectStrings, ProjectStringsOverrides } from '@zapisy/core';
import type { ApiResponse } from '../api/api-types.js';
import type { ApiClient } from '../api/client.js';
import type { TypedApi } from '../api/typed-api.js';

/** A line of `GET /project/organization/{orgId}`, as the server's OpenAPI document declares it. */
export type ProjectSummary = ApiResponse<'/project/organization/{orgId}', 'get'>[number];

/** `POST /project/duplicate[-advanced]/{id}/{flag}` answer; the spec reads `event.eventId`. */
export type CopyAnswer = ApiResponse<'/project/duplicate/{id}/{flag}', 'post'>;

export type UniqueDomainAnswer = ApiResponse<'/project/unique-domain/{a}/{b}', 'get'>;

const seg = encodeURIComponent;

/** The project calls of the second document §7 the admin screens use. */
export const projectApi = {
  listOfOrganization: (api: TypedApi, orgId: string) =>
    api.get('/project/organization/{orgId}', { path: { orgId } }),
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
  duplicate: (api: TypedApi, id: string, newEdition: boolean, body: { name: string; domain: string }) =>
    api.post('/project/duplicate/{id}/{flag}', { path: { id, flag: newEdition ? 'true' : 'false' }, body }),
  duplicateAdvanced: (
    api: TypedApi,
    id: string,
    newEdition: boolean,
    body: { newName: string; newDomain: string; oldName: string; oldDomain: string },
  ) =>
    api.post('/project/duplicate-advanced/{id}/{flag}', {
      path: { id, flag: newEdition ? 'true' : 'false' },
      body,
    }),
  /** Is domain `a` free for project `b` ('-' for a new project)? */
  uniqueDomain: (api: TypedApi, domain: string, eventId = '-') =>
    api.get('/project/unique-domain/{a}/{b}', { path: { a: domain, b: eventId } }),
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
