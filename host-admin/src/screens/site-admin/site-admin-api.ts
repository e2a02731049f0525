import type { ApiResponse, Operation, RequestBody } from '../../api/api-types.js';
import type { ApiClient } from '../../api/client.js';
import type { TypedApi } from '../../api/typed-api.js';
import { saveFile } from '../../lib/save-file.js';

export type OrganizationsPage = ApiResponse<'/site-admin/organizations', 'get'>;
export type OrganizationListItem = OrganizationsPage['items'][number];
export type OrganizationsQuery = NonNullable<
  Operation<'/site-admin/organizations', 'get'>['parameters']['query']
>;
export type NewOrganization = RequestBody<Operation<'/site-admin/organizations', 'post'>>;
export type UsersPage = ApiResponse<'/site-admin/users', 'get'>;
export type SiteUser = UsersPage['items'][number];
export type UsersQuery = NonNullable<Operation<'/site-admin/users', 'get'>['parameters']['query']>;
export type OrganizationArchive = RequestBody<Operation<'/importexport/import', 'post'>>;
export type ImportResult = ApiResponse<'/importexport/import', 'post'>;

/** The site-admin calls (the API's site-admin and import/export areas), typed by the OpenAPI document. */
export const siteAdminApi = {
  organizations: (api: TypedApi, query: OrganizationsQuery) =>
    api.get('/site-admin/organizations', { query }),
  createOrganization: (api: TypedApi, body: NewOrganization) =>
    api.post('/site-admin/organizations', { body }),
  users: (api: TypedApi, query: UsersQuery) => api.get('/site-admin/users', { query }),
  setRole: (api: TypedApi, userId: string, role: SiteUser['role']) =>
    api.patch('/site-admin/users/{userId}', { path: { userId }, body: { role } }),
  /** The archive as text, to save as a file (the typed client reads JSON; this one keeps the text). */
  exportArchive: (api: ApiClient, orgId: string) =>
    api.get<string>(`/importexport/export/${encodeURIComponent(orgId)}`, { raw: true }),
  importArchive: (api: TypedApi, archive: OrganizationArchive) =>
    api.post('/importexport/import', { body: archive }),
};

/** Saves text as a download. */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  saveFile(fileName, new Blob([text], { type }));
}
