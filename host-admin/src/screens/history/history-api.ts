import type { ApiClient } from '../../api/client.js';

/** The list envelope of the organization's paginated lists (api/src/organizations/pagination.ts). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** One message of 'Wysłane' (api/src/organizations/outbox.ts). Dates arrive as Date objects. */
export interface OutboxItem {
  id: string;
  eventId: string | null;
  kind: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date | string;
  status: string;
  messageId: string;
  /** The body is withheld: an account e-mail with a one-time link. */
  redacted: boolean;
}

export interface AuditChange {
  path: string;
  oldValue?: unknown;
  newValue?: unknown;
}

/** One audit entry (api/src/audit/list-audit.ts). */
export interface AuditItem {
  id: string;
  organizationId: string;
  eventId: string | null;
  actor: { userId: string; email: string };
  action: string;
  target: { type: string; id: string };
  changes: AuditChange[];
  at: Date | string;
}

export interface AuditFilter {
  action?: string;
  eventId?: string;
}

const seg = encodeURIComponent;

export const historyApi = {
  /** `GET /organization/{orgId}/outbox`, newest first (organization admins). */
  outbox: (api: ApiClient, orgId: string, query: { page: number; pageSize: number }) =>
    api.get<Page<OutboxItem>>(`/organization/${seg(orgId)}/outbox`, { query }),
  /** `GET /audit/organization/{orgId}`, newest first (organization admins). */
  audit: (api: ApiClient, orgId: string, query: { page: number; pageSize: number } & AuditFilter) =>
    api.get<Page<AuditItem>>(`/audit/organization/${seg(orgId)}`, { query: { ...query } }),
};
