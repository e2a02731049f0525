import type { ApiClient } from '../../api/client.js';

/** `GET /organization/{orgId}` (api/src/organizations/view.ts): settings with secrets as `{ set }`. */
export interface OrganizationView {
  organizationId: string;
  ownerId: string;
  name: string;
  subscriptionStatus: string;
  permissions: { userId: string; role: string; from: string | Date | null; to: string | Date | null }[];
  createdAt: string | Date;
  updatedAt: string | Date;
  [setting: string]: unknown;
}

const seg = encodeURIComponent;

export const organizationApi = {
  get: (api: ApiClient, orgId: string) => api.get<OrganizationView>(`/organization/${seg(orgId)}`),
  /** Any subset of the settings; a secret as new text, '' to remove, `{ set }` to keep. */
  patch: (api: ApiClient, orgId: string, patch: Record<string, unknown>) =>
    api.patch<OrganizationView>(`/organization/${seg(orgId)}`, patch),
  setPermissions: (api: ApiClient, orgId: string, permissions: OrganizationView['permissions']) =>
    api.put<OrganizationView>(`/organization/${seg(orgId)}/permissions`, { permissions }),
};
