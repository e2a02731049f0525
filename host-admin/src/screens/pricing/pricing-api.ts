import type { PaymentRule } from '@zapisy/core';
import type { ApiClient } from '../../api/client.js';

/** A product as `GET /products/{eventId}` lists it (second document §3 Product; money in grosze). */
export interface ProductRow {
  productId: string;
  name: string;
  enabled: boolean;
  template?: string;
  price: number;
  inventory: number | null;
  maxCount: number | null;
  durationMinutes: number | null;
  visibilityRule: { jsonRule?: unknown; humanRule?: string; rule?: unknown } | null;
}

export type ProductPatch = Partial<Omit<ProductRow, 'productId'>>;

interface StoredProduct extends Omit<ProductRow, 'productId'> {
  productId?: string;
  _id?: string;
}

const seg = encodeURIComponent;
const withId = (p: StoredProduct): ProductRow => ({ ...p, productId: p.productId ?? p._id ?? '' });

/** The calls of the products and price-list screens. */
export const pricingApi = {
  products: async (api: ApiClient, eventId: string) =>
    (await api.get<StoredProduct[]>(`/products/${seg(eventId)}`)).map(withId),
  createProduct: async (api: ApiClient, eventId: string) =>
    withId(await api.post<StoredProduct>(`/products/${seg(eventId)}`, {})),
  updateProduct: async (api: ApiClient, eventId: string, productId: string, patch: ProductPatch) =>
    withId(await api.patch<StoredProduct>(`/products/${seg(eventId)}/${seg(productId)}`, patch)),
  deleteProduct: (api: ApiClient, eventId: string, productId: string) =>
    api.delete<unknown>(`/products/${seg(eventId)}/${seg(productId)}`),
  rules: (api: ApiClient, eventId: string) =>
    api.get<{ rules: PaymentRule[] }>(`/payment-rules/${seg(eventId)}`),
  saveRules: (api: ApiClient, eventId: string, rules: readonly PaymentRule[]) =>
    api.put<{ rules: PaymentRule[] }>(`/payment-rules/${seg(eventId)}`, { rules }),
};
