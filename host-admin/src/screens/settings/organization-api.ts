/**
 * The organization settings screen's calls (api/src/modules/organizations), typed by the server's OpenAPI
 * document: settings with secrets answered as `{ set }`.
 */
import type { ApiResponse, Operation, RequestBody } from '../../api/api-types.js';
import type { ApiClient } from '../../api/client.js';
import type { TypedApi } from '../../api/typed-api.js';

/** `GET /organization/{orgId}`: the settings, the owner, the grants and the subscription. */
export type OrganizationView = ApiResponse<'/organization/{orgId}', 'get'>;

/** `PATCH /organization/{orgId}`: any subset of the settings; a secret as new text, '' to remove, `{ set }` to keep. */
export type OrganizationPatch = RequestBody<Operation<'/organization/{orgId}', 'patch'>>;

/** `PUT /organization/{orgId}/permissions`: the whole list of grants. */
export type OrganizationPermissions = RequestBody<
  Operation<'/organization/{orgId}/permissions', 'put'>
>['permissions'];

/** `POST /images/{orgId}`: the uploaded logo (PNG/JPEG up to 2 MB), served at `/images/{id}`. */
export type SavedImage = ApiResponse<'/images/{orgId}', 'post'>;

/** `GET /organization/{orgId}/users`: people by name and e-mail (the id is stored, never shown). */
export type OrganizationUser = ApiResponse<'/organization/{orgId}/users', 'get'>['users'][number];

export const organizationApi = {
  get: (api: TypedApi, orgId: string) => api.get('/organization/{orgId}', { path: { orgId } }),
  patch: (api: TypedApi, orgId: string, patch: OrganizationPatch) =>
    api.patch('/organization/{orgId}', { path: { orgId }, body: patch }),
  setPermissions: (api: TypedApi, orgId: string, permissions: OrganizationPermissions) =>
    api.put('/organization/{orgId}/permissions', { path: { orgId }, body: { permissions } }),
  /** Multipart with the `file` field (the typed client sends JSON only). */
  uploadImage: (api: ApiClient, orgId: string, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.post<SavedImage>(`/images/${encodeURIComponent(orgId)}`, form);
  },
  /** By a part of the e-mail or the name, or the named ids (the people the settings point at). */
  users: (api: TypedApi, orgId: string, query: { search?: string; ids?: readonly string[] }) =>
    api.get('/organization/{orgId}/users', {
      path: { orgId },
      query: {
        ...(query.search ? { search: query.search } : {}),
        ...(query.ids ? { ids: query.ids.join(',') } : {}),
      },
    }),
};
