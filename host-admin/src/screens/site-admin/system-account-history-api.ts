import type { ApiResponse } from '../../api/api-types.js';
import type { TypedApi } from '../../api/typed-api.js';

export type SystemAccountHistory = ApiResponse<'/system/payment-accounts/history', 'get'>;
/** One change of the system payment accounts: keys only as '••••' (set) or null (unset). */
export type SystemAccountHistoryEntry = SystemAccountHistory['items'][number];

/** `GET /system/payment-accounts/history` (site admin): newest first, at most 50. */
export const systemAccountHistoryApi = {
  list: (api: TypedApi) => api.get('/system/payment-accounts/history'),
};
