import { PROJECT_SETTINGS_GROUPS, type ProjectStrings, type ProjectStringsOverrides } from '@zapisy/core';
import type { ApiResponse, Operation, RequestBody } from '../api/api-types.js';
import type { TypedApi } from '../api/typed-api.js';

/** A line of `GET /project/organization/{orgId}`, as the server's OpenAPI document declares it. */
export type ProjectSummary = ApiResponse<'/project/organization/{orgId}', 'get'>[number];

/** `POST /project/duplicate[-advanced]/{id}/{flag}` answer; the spec reads `event.eventId`. */
export type CopyAnswer = ApiResponse<'/project/duplicate/{id}/{flag}', 'post'>;

export type UniqueDomainAnswer = ApiResponse<'/project/unique-domain/{a}/{b}', 'get'>;

/**
 * `GET /project/{id}`: the public view for anyone, the whole project for a caller with a role in it (the
 * admin's screens); its settings groups are therefore optional here.
 */
export type ProjectView = ApiResponse<'/project/{id}', 'get'>;

/** The whole project as its admins read it (`PATCH /project/{id}` answers it). */
export type ProjectDocument = ApiResponse<'/project/{id}', 'patch'>;

/**
 * The view a caller with a role in the project gets: the whole project, every settings group in it
 * (`GET /project/{id}` answers anyone else the public part only).
 */
export function isWholeProject(view: ProjectView): view is ProjectDocument {
  return PROJECT_SETTINGS_GROUPS.every((group) => group in view) && 'permissions' in view;
}

/** `PATCH /project/{id}`: the whole project. */
export type ProjectBody = RequestBody<Operation<'/project/{id}', 'patch'>>;

/** `PUT /project`'s event part: name, domain and vocabulary (the rest takes the server's defaults). */
export type NewProjectEvent = NonNullable<RequestBody<Operation<'/project', 'put'>>['event']>;

/** The project calls of the second document §7 the admin screens use. */
export const projectApi = {
  listOfOrganization: (api: TypedApi, orgId: string) =>
    api.get('/project/organization/{orgId}', { path: { orgId } }),
  get: (api: TypedApi, id: string) => api.get('/project/{id}', { path: { id } }),
  /** PATCH /project/{eventId}: the whole project. */
  save: (api: TypedApi, eventId: string, project: ProjectBody) =>
    api.patch('/project/{id}', { path: { id: eventId }, body: project }),
  /** PUT /project: an empty project with organizationId (name, domain and vocabulary optional). */
  create: (api: TypedApi, organizationId: string, event: NewProjectEvent) =>
    api.put('/project', { body: { organizationId, event } }),
  activate: (api: TypedApi, id: string) => api.patch('/project/activate/{id}', { path: { id } }),
  deactivate: (api: TypedApi, id: string) => api.patch('/project/deactivate/{id}', { path: { id } }),
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
  strings: (api: TypedApi, id: string): Promise<ProjectStrings> => api.get('/strings/{id}', { path: { id } }),
  saveStrings: (api: TypedApi, id: string, overrides: ProjectStringsOverrides): Promise<ProjectStrings> =>
    api.post('/strings/{id}', { path: { id }, body: overrides }),
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
