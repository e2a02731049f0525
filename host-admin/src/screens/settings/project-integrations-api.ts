import type { ApiClient } from '../../api/client.js';

/** `GET /projects/{eventId}/plugin-settings` (api/src/plugin-settings/project-routes.ts): keys as `{ set }`. */
export interface ProjectIntegrationsView {
  eventId: string;
  values: Record<string, Record<string, unknown>>;
}

const seg = encodeURIComponent;

export const projectIntegrationsApi = {
  get: (api: ApiClient, eventId: string) =>
    api.get<ProjectIntegrationsView>(`/projects/${seg(eventId)}/plugin-settings`),
  /** The changed groups; '' gives a field back to the organization's value. */
  save: (api: ApiClient, eventId: string, values: Record<string, Record<string, unknown>>) =>
    api.patch<ProjectIntegrationsView>(`/projects/${seg(eventId)}/plugin-settings`, { values }),
};
