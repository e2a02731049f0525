import type { UserRole } from '@zapisy/core';
import type { ApiClient } from '../../api/client.js';
import type { SessionProfile } from '../../api/session.js';
import { saveFile } from '../../lib/save-file.js';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface OrganizationListItem {
  organizationId: string;
  name: string;
  domainName: string;
  ownerId: string;
  ownerEmail: string | null;
  subscriptionStatus: string;
  createdAt: Date | string;
}

export interface NewOrganization {
  name: string;
  ownerEmail: string;
  ownerFirstName?: string;
  ownerLastName?: string;
  subscriptionStatus?: string;
}

export interface ImportResult {
  organizationId: string;
  collections: Record<string, number>;
  usersInserted: number;
  usersSkipped: number;
}

/** The site-admin calls (api/src/routes/site-admin.ts, importexport.ts). */
export const siteAdminApi = {
  organizations: (api: ApiClient, query: { page: number; pageSize: number; search?: string }) =>
    api.get<Page<OrganizationListItem>>('/site-admin/organizations', { query }),
  createOrganization: (api: ApiClient, body: NewOrganization) =>
    api.post<{
      organization: { organizationId: string; name: string };
      owner: SessionProfile;
      ownerCreated: boolean;
    }>('/site-admin/organizations', body),
  users: (api: ApiClient, query: { page: number; pageSize: number; search?: string; role?: string }) =>
    api.get<Page<SessionProfile>>('/site-admin/users', { query }),
  setRole: (api: ApiClient, userId: string, role: UserRole) =>
    api.patch<SessionProfile>(`/site-admin/users/${encodeURIComponent(userId)}`, { role }),
  /** The archive as text, to save as a file. */
  exportArchive: (api: ApiClient, orgId: string) =>
    api.get<string>(`/importexport/export/${encodeURIComponent(orgId)}`, { raw: true }),
  importArchive: (api: ApiClient, archive: unknown) =>
    api.post<ImportResult>('/importexport/import', archive),
};

/** Saves text as a download. */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  saveFile(fileName, new Blob([text], { type }));
}
