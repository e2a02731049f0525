import { ValidationError } from '../errors/index.js';
import { assertGrosze, type Grosze } from '../money/index.js';
import { assertBillingPayment, assertValidDate } from './billing-validation.js';
import { addGroszeSafely } from './safe-sum.js';

/** One item of a payments field (spec §3 "PaymentsField: amount, modified, items (amount, date, statementId, transferId)"). */
export interface PaymentsFieldItem {
  readonly amount: Grosze;
  readonly date: Date;
  readonly statementId?: string;
  readonly transferId?: string;
}

/** A payments field: `amount` is the sum of the items; `modified` is set once an item was added or removed. */
export interface PaymentsField {
  readonly amount: Grosze;
  readonly modified: boolean;
  readonly items: readonly PaymentsFieldItem[];
}

/** An item to add; without a date it gets `now`. */
export type NewPaymentsFieldItem = Omit<PaymentsFieldItem, 'date'> & { readonly date?: Date };

export const PAYMENTS_FIELD_DUPLICATE_MESSAGE =
  'Ta wpłata została już dodana (ta sama kwota, przelew i wyciąg)';

/** An empty payments field, or one holding `items` (amount = their sum, not modified). */
export function createPaymentsField(items: readonly PaymentsFieldItem[] = []): PaymentsField {
  items.forEach((item, i) => {
    assertBillingPayment(item, `items[${i}]`);
  });
  return { amount: sumItems(items), modified: false, items: items.map((item) => ({ ...item })) };
}

/**
 * Spec §5: "adding an item with the same amount, transferId and statementId is refused as a duplicate.
 * Items with the same transferId and statementId are merged by summing amounts. An item without a date gets
 * the current time." Both rules apply only to items that carry a transferId or a statementId (a bank
 * transfer); items with neither (cash, manual entries) are always appended, so two cash payments of 50 zł
 * stay two items. A missing id and an empty one count as the same. Throws ValidationError on a duplicate.
 */
export function addPaymentsFieldItem(
  field: PaymentsField,
  item: NewPaymentsFieldItem,
  now: Date,
): PaymentsField {
  assertPaymentsField(field);
  assertValidDate(now, 'now');
  const complete: PaymentsFieldItem = { ...item, date: item.date ?? now };
  assertBillingPayment(complete, 'wpłata');
  if (!isTransfer(complete)) return withItems(field, [...field.items, complete]);
  if (field.items.some((existing) => sameIds(existing, complete) && existing.amount === complete.amount)) {
    throw new ValidationError(PAYMENTS_FIELD_DUPLICATE_MESSAGE);
  }
  const sameTransfer = field.items.findIndex((existing) => sameIds(existing, complete));
  if (sameTransfer === -1) return withItems(field, [...field.items, complete]);
  const existing = field.items[sameTransfer]!;
  const merged = { ...existing, amount: addGroszeSafely(existing.amount, complete.amount, 'kwota wpłaty') };
  return withItems(
    field,
    field.items.map((it, i) => (i === sameTransfer ? merged : it)),
  );
}

/** Spec §5: "deleting an out-of-range index raises a 'bad index' error" (ValidationError 'bad index'). */
export function removePaymentsFieldItem(field: PaymentsField, index: number): PaymentsField {
  assertPaymentsField(field);
  if (!Number.isInteger(index) || index < 0 || index >= field.items.length) {
    throw new ValidationError('bad index');
  }
  return withItems(
    field,
    field.items.filter((_, i) => i !== index),
  );
}

function assertPaymentsField(field: PaymentsField): void {
  if (typeof field !== 'object' || field === null || !Array.isArray(field.items)) {
    throw new ValidationError('pole płatności musi mieć listę items');
  }
  assertGrosze(field.amount, 'amount');
  field.items.forEach((item, i) => {
    assertBillingPayment(item, `items[${i}]`);
  });
}

function withItems(field: PaymentsField, items: readonly PaymentsFieldItem[]): PaymentsField {
  return { ...field, items, amount: sumItems(items), modified: true };
}

function sumItems(items: readonly PaymentsFieldItem[]): Grosze {
  return items.reduce((sum, item) => addGroszeSafely(sum, item.amount, 'suma wpłat'), 0);
}

const idOf = (value: string | undefined): string => value ?? '';
const isTransfer = (item: PaymentsFieldItem): boolean =>
  idOf(item.transferId) !== '' || idOf(item.statementId) !== '';
const sameIds = (a: PaymentsFieldItem, b: PaymentsFieldItem): boolean =>
  idOf(a.transferId) === idOf(b.transferId) && idOf(a.statementId) === idOf(b.statementId);
