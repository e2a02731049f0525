/**
 * 'Wysłane' (`/admin/ustawienia/wyslane`): the organization's messages from the `outbox` collection
 * (written by the mailer), newest first. Account e-mails carry links that act as credentials (confirm
 * registration, reset password): their bodies are never listed, only that they were sent.
 */

import { type Page, type PageQuery, pageSchema, skipOf } from '../../http/pagination.js';
import { OUTBOX } from '../../mail/index.js';
import { type Store, TenantRepository } from '../../storage/index.js';

interface OutboxRecord {
  _id: string;
  organizationId?: string;
  eventId?: string;
  kind?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
  status: string;
  messageId?: string;
}

export interface OutboxItem {
  id: string;
  eventId: string | null;
  kind: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  status: string;
  messageId: string;
  /** True when the body is withheld (an account e-mail with a one-time link). */
  redacted: boolean;
}

const CREDENTIAL_KINDS = /confirm|reset|password|token|login|invit/i;
const REDACTED = '(treść ukryta: wiadomość zawiera jednorazowy link do konta)';

export const outboxItemSchema = {
  type: 'object',
  required: [
    'id',
    'eventId',
    'kind',
    'to',
    'subject',
    'text',
    'html',
    'createdAt',
    'status',
    'messageId',
    'redacted',
  ],
  properties: {
    id: { type: 'string' },
    eventId: { type: ['string', 'null'] },
    kind: { type: ['string', 'null'] },
    to: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    html: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    status: { type: 'string' },
    messageId: { type: 'string' },
    redacted: { type: 'boolean' },
  },
} as const;

export const outboxPageSchema = pageSchema('OutboxPage', outboxItemSchema);

function toItem(doc: OutboxRecord): OutboxItem {
  const redacted = doc.kind !== undefined && CREDENTIAL_KINDS.test(doc.kind);
  return {
    id: String(doc._id),
    eventId: doc.eventId ?? null,
    kind: doc.kind ?? null,
    to: doc.to,
    subject: doc.subject,
    text: redacted ? REDACTED : doc.text,
    html: redacted ? REDACTED : doc.html,
    createdAt: (doc.createdAt instanceof Date ? doc.createdAt : new Date(doc.createdAt)).toISOString(),
    status: doc.status,
    messageId: doc.messageId ?? '',
    redacted,
  };
}

export async function listOutbox(
  store: Store,
  organizationId: string,
  query: PageQuery,
): Promise<Page<OutboxItem>> {
  const repository = new TenantRepository(store.db.collection<OutboxRecord>(OUTBOX), { organizationId });
  const { page, pageSize, skip } = skipOf(query);
  const [docs, total] = await Promise.all([
    repository.find({}, { sort: { createdAt: -1, _id: -1 }, skip, limit: pageSize }).toArray(),
    repository.countDocuments({}),
  ]);
  return { items: docs.map(toItem), total, page, pageSize };
}
