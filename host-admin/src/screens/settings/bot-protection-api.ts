import type { ApiClient } from '../../api/client.js';

/** `GET/PUT /projects/{eventId}/bot-protection` (api/src/modules/bot-protection/routes.ts). */
export interface BotProtectionView {
  eventId: string;
  /** 'auto' (default), 'off' or a bot-protection plugin's id. */
  choice: string;
  options: { value: string; label: string; ready: boolean }[];
  effective: { protection: string; label: string; fallback: boolean; note: string };
}

const seg = encodeURIComponent;

export const botProtectionApi = {
  get: (api: ApiClient, eventId: string) =>
    api.get<BotProtectionView>(`/projects/${seg(eventId)}/bot-protection`),
  save: (api: ApiClient, eventId: string, choice: string) =>
    api.put<BotProtectionView>(`/projects/${seg(eventId)}/bot-protection`, { choice }),
};
