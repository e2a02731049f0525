import type { ColumnChoice } from '../../grid/column-model.js';
import { DEFAULT_CUSTOMER_COLUMN_CHOICE } from './customer-columns.js';

/**
 * The customers grid's column choice, per organization, kept in this browser's local storage (like the
 * participants grid's, outside the `zapisy:cache:` prefix a cache clear removes). Nothing stored: the
 * default, the internal ids hidden.
 */
export const customerColumnChoiceKey = (organizationId: string) =>
  `zapisy:columns:customers:${organizationId}`;

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function readCustomerColumnChoice(
  organizationId: string,
  storage: Storage = localStorage,
): ColumnChoice {
  try {
    const parsed = JSON.parse(
      storage.getItem(customerColumnChoiceKey(organizationId)) ?? 'null',
    ) as Partial<ColumnChoice> | null;
    return parsed ? { order: ids(parsed.order), hidden: ids(parsed.hidden) } : DEFAULT_CUSTOMER_COLUMN_CHOICE;
  } catch {
    return DEFAULT_CUSTOMER_COLUMN_CHOICE;
  }
}

export function saveCustomerColumnChoice(
  organizationId: string,
  choice: ColumnChoice | null,
  storage: Storage = localStorage,
): void {
  if (choice === null) storage.removeItem(customerColumnChoiceKey(organizationId));
  else storage.setItem(customerColumnChoiceKey(organizationId), JSON.stringify(choice));
}
