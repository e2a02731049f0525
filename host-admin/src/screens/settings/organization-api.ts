/**
 * The organization settings screen's calls (api/src/modules/organizations), typed by the server's OpenAPI
 * document: settings with secrets answered as `{ set }`.
 */
import type { ApiResponse, Operation, RequestBody } from '../../api/api-types.js';
import type { TypedApi } from '../../api/typed-api.js';

/** `GET /organization/{orgId}`: the settings, the owner, the grants and the subscription. */
export type OrganizationView = ApiResponse<'/organization/{orgId}', 'get'>;

/** `PATCH /organization/{orgId}`: any subset of the settings; a secret as new text, '' to remove, `{ set }` to keep. */
export type OrganizationPatch = RequestBody<Operation<'/organization/{orgId}', 'patch'>>;

/** `PUT /organization/{orgId}/permissions`: the whole list of grants. */
export type OrganizationPermissions = RequestBody<
  Operation<'/organization/{orgId}/permissions', 'put'>
>['permissions'];

export const organizationApi = {
  get: (api: TypedApi, orgId: string) => api.get('/organization/{orgId}', { path: { orgId } }),
  patch: (api: TypedApi, orgId: string, patch: OrganizationPatch) =>
    api.patch('/organization/{orgId}', { path: { orgId }, body: patch }),
  setPermissions: (api: TypedApi, orgId: string, permissions: OrganizationPermissions) =>
    api.put('/organization/{orgId}/permissions', { path: { orgId }, body: { permissions } }),
};
