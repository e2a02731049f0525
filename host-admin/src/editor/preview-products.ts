import type { PublicProduct } from '@zapisy/core';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../api/client.js';

/** A product as `GET /products/{eventId}` lists it (second document §3 Product; price in grosze). */
interface ListedProduct {
  readonly productId?: string;
  readonly _id?: string;
  readonly name: string;
  readonly enabled: boolean;
  readonly price: number;
  readonly inventory: number | null;
  readonly maxCount: number | null;
  readonly durationMinutes: number | null;
  readonly visibilityRule: PublicProduct['visibilityRule'];
}

/** Second document §4 "Product availability": enabled and inventory not at or below zero. */
export function toPreviewProduct(product: ListedProduct): PublicProduct {
  return {
    productId: product.productId ?? product._id ?? '',
    name: product.name,
    enabled: product.enabled,
    price: product.price as PublicProduct['price'],
    inventory: product.inventory,
    maxCount: product.maxCount,
    durationMinutes: product.durationMinutes,
    visibilityRule: product.visibilityRule,
    available: product.enabled && (product.inventory === null || product.inventory > 0),
  };
}

/** The project's products for the Product cell previews; none while loading or when the list fails. */
export function usePreviewProducts(api: ApiClient, eventId: string): readonly PublicProduct[] {
  const [products, setProducts] = useState<readonly PublicProduct[]>([]);
  useEffect(() => {
    let current = true;
    api
      .get<ListedProduct[]>(`/products/${encodeURIComponent(eventId)}`)
      .then((list) => current && setProducts(list.map(toPreviewProduct)))
      .catch(() => current && setProducts([]));
    return () => {
      current = false;
    };
  }, [api, eventId]);
  return products;
}
