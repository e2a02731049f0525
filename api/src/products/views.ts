import type { ProductRecord } from './documents.js';

/** A product as the admin API answers it (`productId` instead of `_id`, no tenant fields). */
export function toProductView(product: ProductRecord) {
  return {
    productId: product._id,
    eventId: product.eventId,
    name: product.name,
    enabled: product.enabled,
    template: product.template,
    price: product.price,
    inventory: product.inventory ?? null,
    maxCount: product.maxCount ?? null,
    durationMinutes: product.durationMinutes ?? null,
    visibilityRule: product.visibilityRule ?? null,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
