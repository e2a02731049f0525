import type { ApiClient } from '../../api/client.js';
import type { AuditChange } from '../history/history-api.js';

/** One change of the system payment accounts: keys only as '••••' (set) or null (unset). */
export interface SystemAccountHistoryEntry {
  id: string;
  at: Date | string;
  actor: { email: string };
  changes: AuditChange[];
}

export interface SystemAccountHistory {
  items: SystemAccountHistoryEntry[];
}

/** `GET /system/payment-accounts/history` (site admin): newest first, at most 50. */
export const systemAccountHistoryApi = {
  list: (api: ApiClient) => api.get<SystemAccountHistory>('/system/payment-accounts/history'),
};
