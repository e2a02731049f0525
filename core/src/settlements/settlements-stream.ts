/**
 * The compact line format of the settlements stream (`GET /settlements/{eventId}` with
 * `Accept: application/x-ndjson`), like the participants grid's: a head line names the keys once, then
 * every row is a JSON array of values in that order (dates in epoch ms, money in grosze). A category
 * value is `[amount, percent | null]`, or null when none of the participant's rules had that category.
 * The labels (payment method, payment status) are rebuilt from the codes by the decoder.
 */

import {
  lineInteger as integer,
  lineKeyIndexes,
  lineText as text,
} from '../participants/grid-line-values.js';
import { isPaymentMethod } from '../payments/payment-method.js';
import { isPaymentStatus, PAYMENT_STATUS_LABELS } from '../payments/payment-status.js';
import type { SettlementCategoryFigure } from './settlement-categories.js';
import { paymentMethodLabel, type SettlementsRow } from './settlements-row.js';

export const SETTLEMENTS_MONEY_KEYS = [
  'surcharges',
  'rebates',
  'net',
  'vat',
  'gross',
  'manualMarkup',
  'required',
  'overdue',
  'payments',
  'leftToPay',
] as const satisfies readonly (keyof SettlementsRow)[];

export const SETTLEMENTS_ROW_KEYS = [
  '_id',
  'customerId',
  'eventId',
  'status',
  'name',
  'email',
  'phone',
  'createdOn',
  'group',
  'paymentForm',
  'paymentLink',
  ...SETTLEMENTS_MONEY_KEYS,
  'paymentStatus',
] as const satisfies readonly (keyof SettlementsRow)[];

export type SettlementsMoneyKey = (typeof SETTLEMENTS_MONEY_KEYS)[number];

export function settlementsKeys(categories: readonly string[]): string[] {
  return [...SETTLEMENTS_ROW_KEYS, ...categories.map((category) => `categories.${category}`)];
}

/** The row's values in `settlementsKeys(categories)` order. */
export function settlementsValues(row: SettlementsRow, categories: readonly string[]): unknown[] {
  const values: unknown[] = SETTLEMENTS_ROW_KEYS.map((key) => row[key]);
  for (const category of categories) {
    const figure = row.categories[category];
    values.push(figure ? [figure.amount, figure.percent] : null);
  }
  return values;
}

function categoryFigure(value: unknown): SettlementCategoryFigure | null {
  if (!Array.isArray(value)) return null;
  const amount = integer(value[0]);
  if (amount === null) return null;
  return { amount, percent: typeof value[1] === 'number' ? value[1] : null };
}

/** A decoder of lines with the head's keys: values → the row, numbered `rowNumber`. */
export function settlementsDecoder(
  keys: readonly string[],
): (values: readonly unknown[], rowNumber: number) => SettlementsRow {
  const at = lineKeyIndexes(SETTLEMENTS_ROW_KEYS, keys);
  const categories: [string, number][] = [];
  keys.forEach((key, index) => {
    if (key.startsWith('categories.')) categories.push([key.slice(11), index]);
  });
  return (values, rowNumber) => {
    const money = (key: SettlementsMoneyKey) => integer(values[at[key]]) ?? 0;
    const form = values[at.paymentForm];
    const paymentForm = isPaymentMethod(form) ? form : 'none';
    const status = values[at.paymentStatus];
    const paymentStatus = isPaymentStatus(status) ? status : null;
    const figures: Record<string, SettlementCategoryFigure> = {};
    for (const [category, index] of categories) {
      const figure = categoryFigure(values[index]);
      if (figure) figures[category] = figure;
    }
    return {
      _id: String(values[at._id] ?? ''),
      rowNumber,
      customerId: text(values[at.customerId]),
      eventId: text(values[at.eventId]),
      status: text(values[at.status]) ?? 'registered',
      name: text(values[at.name]) ?? '',
      email: text(values[at.email]),
      phone: text(values[at.phone]),
      createdOn: integer(values[at.createdOn]),
      group: text(values[at.group]),
      paymentForm,
      paymentMethod: paymentMethodLabel(paymentForm),
      paymentLink: text(values[at.paymentLink]),
      categories: figures,
      surcharges: money('surcharges'),
      rebates: money('rebates'),
      net: money('net'),
      vat: money('vat'),
      gross: money('gross'),
      manualMarkup: money('manualMarkup'),
      required: money('required'),
      overdue: money('overdue'),
      payments: money('payments'),
      leftToPay: money('leftToPay'),
      paymentStatus,
      paymentStatusLabel: paymentStatus ? PAYMENT_STATUS_LABELS[paymentStatus] : '',
    };
  };
}
