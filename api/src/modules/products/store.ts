/**
 * The `products` collection (second document §3 Product): one document per product, `_id` = productId,
 * read and written only through a TenantRepository of its project.
 */
import type { Grosze, VatRate } from '@zapisy/core';
import { type Store, TenantRepository } from '../../storage/index.js';

export const PRODUCTS = 'products';
export const PRODUCT_ID_LENGTH = 10;

/** Spec: "name (default '< Nowy produkt >'), enabled, template (default 'default'), price (money)". */
export const NEW_PRODUCT_NAME = '< Nowy produkt >';
export const DEFAULT_PRODUCT_TEMPLATE = 'default';

export interface ProductVisibilityRule {
  jsonRule?: unknown;
  humanRule?: string;
}

export interface ProductRecord {
  _id: string;
  organizationId: string;
  eventId: string;
  name: string;
  enabled: boolean;
  template: string;
  /** Integer grosze. */
  price: Grosze;
  /** Pieces left; null = unlimited. Changed only by conditional atomic updates (./inventory.ts). */
  inventory: number | null;
  maxCount: number | null;
  durationMinutes: number | null;
  visibilityRule: ProductVisibilityRule | null;
  /** The product's own VAT rate; null (or absent in older documents) = the project's rate. */
  vatRate?: VatRate | null;
  /** What the organizer says of the product (absent in older documents: ''). */
  description?: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface ProductTenant {
  organizationId: string;
  eventId: string;
}

export function productsOf(store: Store, tenant: ProductTenant): TenantRepository<ProductRecord> {
  return new TenantRepository(store.db.collection<ProductRecord>(PRODUCTS), {
    organizationId: tenant.organizationId,
    eventId: tenant.eventId,
  });
}

/** A new product with the spec's defaults. */
export function newProduct(tenant: ProductTenant, productId: string, now: Date): ProductRecord {
  return {
    _id: productId,
    organizationId: tenant.organizationId,
    eventId: tenant.eventId,
    name: NEW_PRODUCT_NAME,
    enabled: true,
    template: DEFAULT_PRODUCT_TEMPLATE,
    price: 0 as Grosze,
    inventory: null,
    maxCount: null,
    durationMinutes: null,
    visibilityRule: null,
    vatRate: null,
    description: '',
    createdAt: now,
    updatedAt: now,
  };
}

/** The enabled products of a project, oldest first (the order the organizer created them). */
export function listProducts(store: Store, tenant: ProductTenant, filter: { enabled?: true } = {}) {
  return productsOf(store, tenant)
    .find(filter, { sort: { createdAt: 1, _id: 1 } })
    .toArray();
}
