/**
 * The cursor of the failed-deliveries list: the last row of a page (an event and one of its subscribers),
 * opaque to clients. Rows run newest event first and, within an event, by subscriber id.
 */
import { ValidationError } from '@zapisy/core';

export interface DeliveryRowKey {
  domainEventId: string;
  subscriberId: string;
}

export const INVALID_CURSOR_MESSAGE =
  'Nieprawidłowy znacznik strony (parametr before): pobierz listę od początku';

export function encodeDeliveryCursor(row: DeliveryRowKey): string {
  return Buffer.from(JSON.stringify([row.domainEventId, row.subscriberId])).toString('base64url');
}

export function decodeDeliveryCursor(cursor: string): DeliveryRowKey {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string')) {
      const [domainEventId, subscriberId] = value as [string, string];
      return { domainEventId, subscriberId };
    }
  } catch {
    // Falls through to the Polish validation error below.
  }
  throw new ValidationError([INVALID_CURSOR_MESSAGE]);
}

/** Orders rows as the list shows them: the newer event first, then by subscriber id (code-unit order). */
export function compareDeliveryRows(a: DeliveryRowKey, b: DeliveryRowKey): number {
  if (a.domainEventId !== b.domainEventId) return a.domainEventId > b.domainEventId ? -1 : 1;
  if (a.subscriberId === b.subscriberId) return 0;
  return a.subscriberId < b.subscriberId ? -1 : 1;
}
