import type { ApiResponse } from '../../api/api-types.js';
import type { TypedApi } from '../../api/typed-api.js';

/** A page of 'Wysłane' as the server's OpenAPI document declares it (api/src/modules/organizations). */
export type OutboxPage = ApiResponse<'/organization/{orgId}/outbox', 'get'>;
/** One message of 'Wysłane'; `redacted`: the body is withheld (an account e-mail with a one-time link). */
export type OutboxItem = OutboxPage['items'][number];

/** A page of the organization's change history (api/src/modules/audit). */
export type AuditPage = ApiResponse<'/audit/organization/{orgId}', 'get'>;
/** One audit entry. */
export type AuditItem = AuditPage['items'][number];
export type AuditChange = AuditItem['changes'][number];

export interface AuditFilter {
  action?: string;
  eventId?: string;
}

export const historyApi = {
  /** `GET /organization/{orgId}/outbox`, newest first (organization admins). */
  outbox: (api: TypedApi, orgId: string, query: { page: number; pageSize: number }) =>
    api.get('/organization/{orgId}/outbox', { path: { orgId }, query }),
  /** `GET /audit/organization/{orgId}`, newest first (organization admins). */
  audit: (api: TypedApi, orgId: string, query: { page: number; pageSize: number } & AuditFilter) =>
    api.get('/audit/organization/{orgId}', { path: { orgId }, query }),
};
