/**
 * The calls of the products and price-list screens, typed by the server's OpenAPI document
 * (api/src/modules/products, api/src/modules/payment-rules): a renamed field fails the type check.
 */
import type { ApiResponse, Operation, RequestBody } from '../../api/api-types.js';
import type { TypedApi } from '../../api/typed-api.js';

/** A product as `GET /products/{eventId}` lists it (second document §3 Product; money in grosze). */
export type ProductRow = ApiResponse<'/products/{eventId}', 'get'>[number];

/** `PATCH /products/{eventId}/{productId}`: any subset of the editable fields. */
export type ProductPatch = RequestBody<Operation<'/products/{eventId}/{productId}', 'patch'>>;

/** The visibility rule a product is saved with: json-logic, its Polish text and the builder's tree. */
export type ProductVisibility = NonNullable<ProductPatch['visibilityRule']>;

/** One rule of the price list (second document §3 "PaymentRule"). */
export type PriceListRule = ApiResponse<'/payment-rules/{eventId}', 'get'>['rules'][number];

export const pricingApi = {
  products: (api: TypedApi, eventId: string) => api.get('/products/{eventId}', { path: { eventId } }),
  createProduct: (api: TypedApi, eventId: string, product: ProductPatch) =>
    api.post('/products/{eventId}', { path: { eventId }, body: product }),
  updateProduct: (api: TypedApi, eventId: string, productId: string, patch: ProductPatch) =>
    api.patch('/products/{eventId}/{productId}', { path: { eventId, productId }, body: patch }),
  deleteProduct: (api: TypedApi, eventId: string, productId: string) =>
    api.delete('/products/{eventId}/{productId}', { path: { eventId, productId } }),
  rules: (api: TypedApi, eventId: string) => api.get('/payment-rules/{eventId}', { path: { eventId } }),
  saveRules: (api: TypedApi, eventId: string, rules: PriceListRule[]) =>
    api.put('/payment-rules/{eventId}', { path: { eventId }, body: { rules } }),
};
