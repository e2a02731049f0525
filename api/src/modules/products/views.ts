import { isProductAvailable, type PublicProduct } from '@zapisy/core';
import type { ProductRecord } from './store.js';

/** A product as the public form offers it (core PublicProduct): no tenant fields, with its availability. */
export function toPublicProduct(product: ProductRecord): PublicProduct {
  const view = {
    productId: product._id,
    name: product.name,
    enabled: product.enabled,
    price: product.price,
    inventory: product.inventory ?? null,
    maxCount: product.maxCount ?? null,
    durationMinutes: product.durationMinutes ?? null,
    visibilityRule: product.visibilityRule ?? null,
    vatRate: product.vatRate ?? null,
  };
  return { ...view, available: isProductAvailable(view) };
}

/** A product as the admin API answers it: the public view plus the project, template and dates. */
export function toProductView(product: ProductRecord) {
  const { available: _available, ...view } = toPublicProduct(product);
  return {
    ...view,
    eventId: product.eventId,
    template: product.template,
    description: product.description ?? '',
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
