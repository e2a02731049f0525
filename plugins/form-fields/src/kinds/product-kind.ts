import type { FormFieldDefinition, FormFieldValidationContext, PricedProduct } from '@zapisy/core';
import {
  canAddProductToCart,
  FORM_FIELD_NAMES,
  formProductSelection,
  isProductAvailable,
} from '@zapisy/core';
import { coerceNumber, coerceText, coerceTextList } from './coerce.js';
import { fieldKind } from './field-kind-factory.js';
import { FIELD_MESSAGES as M } from './messages.js';
import { productText } from './value-text.js';

/** The id of a project product: `productId`, or the document `_id` the products collection keys them by. */
function productIdOf(product: PricedProduct): string | undefined {
  return product.productId ?? (product as { readonly _id?: string })._id;
}

function productLimit(product: PricedProduct): number {
  const limits = [product.maxCount, product.inventory].filter(
    (limit): limit is number => typeof limit === 'number',
  );
  return Math.max(0, Math.min(...limits));
}

/** A productId, a list of productIds or `{productId: count}`, texts trimmed and counts written as text read. */
function coerceProductValue(value: unknown): unknown {
  if (typeof value === 'string') return coerceText(value);
  if (Array.isArray(value)) return coerceTextList(value);
  if (typeof value !== 'object' || value === null) return value;
  const counts = Object.entries(value).map(([id, count]) => [id.trim(), coerceNumber(count)] as const);
  return counts.length === 0 ? undefined : Object.fromEntries(counts);
}

function allowedIds(field: FormFieldDefinition): readonly string[] {
  return Array.isArray(field.productIds) ? field.productIds.filter((id) => typeof id === 'string') : [];
}

function validateProducts(value: unknown, field: FormFieldDefinition, context: FormFieldValidationContext) {
  const choices = formProductSelection(value);
  if (choices === null) return [M.product];
  if (field.multiple !== true && (choices.length > 1 || (choices[0]?.count ?? 0) > 1))
    return [M.singleProduct];
  const allowed = allowedIds(field);
  const problems: string[] = [];
  for (const { productId, count } of choices) {
    if (allowed.length > 0 && !allowed.includes(productId)) {
      problems.push(M.productNotInField(productId));
      continue;
    }
    if (context.products === undefined) continue;
    const product = context.products.find((candidate) => productIdOf(candidate) === productId);
    const name = product?.name ?? productId;
    if (product === undefined) problems.push(M.unknownProduct(productId));
    else if (!isProductAvailable(product)) problems.push(M.unavailableProduct(name));
    else if (!canAddProductToCart(product, count)) problems.push(M.productLimit(name, productLimit(product)));
  }
  return problems;
}

/**
 * Product: a productId, a list of productIds (one piece each) or `{productId: count}`. Spec §4 "Product
 * availability: available when enabled and inventory is not at or below zero; can be added to cart only if the
 * count does not exceed maxCount or inventory". `productIds` limits the field to those products (empty: all);
 * without `multiple` one piece of one product may be chosen.
 */
export const productKind = fieldKind({
  id: 'Product',
  title: 'Produkt',
  family: 'product',
  fieldName: FORM_FIELD_NAMES.product,
  label: 'Produkt',
  defaults: { hasPrice: true, productIds: [], multiple: false },
  properties: {
    productIds: {
      type: 'array',
      title: 'Produkty do wyboru (puste: wszystkie włączone)',
      items: { type: 'string' },
      uniqueItems: true,
    },
    multiple: { type: 'boolean', title: 'Można wybrać kilka produktów', default: false },
  },
  coerce: coerceProductValue,
  format: productText,
  validate: validateProducts,
});
