/**
 * Product stock of one registration (second document §4 "Product availability"): the pieces of every product
 * chosen by any participant, taken with one conditional atomic update per product (products module's
 * takeProductInventory) by held-stock.ts, so stock never goes below zero whatever the concurrency.
 */
import type { RegistrationQuote } from '@zapisy/core';

export interface TakenPieces {
  productId: string;
  count: number;
}

/** Pieces per product over all the quotes, in the order they first appear. */
export function piecesOf(quotes: readonly RegistrationQuote[]): (TakenPieces & { name: string })[] {
  const pieces = new Map<string, TakenPieces & { name: string }>();
  for (const quote of quotes) {
    for (const line of quote.products) {
      const entry = pieces.get(line.productId) ?? { productId: line.productId, name: line.name, count: 0 };
      entry.count += line.count;
      pieces.set(line.productId, entry);
    }
  }
  return [...pieces.values()];
}
