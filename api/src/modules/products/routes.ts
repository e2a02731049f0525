/**
 * Products of a project (second document §3 Product), the admin's `/admin/ustawienia/produkty`:
 *
 * | call | access | answer |
 * |---|---|---|
 * | GET /products/{eventId} | admin, payments, employee of the project | the products, oldest first |
 * | POST /products/{eventId} `{name?, …}` | admin | 201, the product as the dialog filled it in, the rest the spec's defaults ('< Nowy produkt >', enabled, template 'default', price 0); bad values → 400, nothing saved |
 * | PATCH /products/{eventId}/{productId} `{name?, enabled?, template?, price?, inventory?, maxCount?, durationMinutes?, visibilityRule?, vatRate?, description?}` | admin | the saved product; bad values → 400 with the Polish list, nothing saved |
 * | DELETE /products/{eventId}/{productId} | admin | `{productId, deleted: true}` |
 */
import { generateId, NotFoundError, type UserRole } from '@zapisy/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { checkProductChanges, type ProductChanges } from './product-changes.js';
import {
  eventParams,
  productCreateBody,
  productDeleted,
  productList,
  productParams,
  productPatchBody,
  productView,
} from './schemas.js';
import {
  listProducts,
  newProduct,
  PRODUCT_ID_LENGTH,
  PRODUCTS,
  type ProductTenant,
  productsOf,
} from './store.js';
import { toProductView } from './views.js';

const READ_ROLES: readonly UserRole[] = ['admin', 'payments', 'employee'];
const ADMIN_ROLES: readonly UserRole[] = ['admin'];

export const productNotFound = (productId: string) =>
  new NotFoundError(`Nie znaleziono produktu o identyfikatorze „${productId}”`);

function tenantOf(request: FastifyRequest, eventId: string): ProductTenant {
  const tenant = request.tenant;
  if (!tenant) throw new NotFoundError();
  return { organizationId: tenant.organizationId, eventId };
}

export default async function productRoutes(app: FastifyInstance): Promise<void> {
  await app.store.db.collection(PRODUCTS).createIndex({ eventId: 1 }, { name: 'eventId' });

  app.get<{ Params: { eventId: string } }>(
    '/products/:eventId',
    {
      config: { access: { roles: READ_ROLES, tenant: { project: 'eventId' } } },
      schema: {
        summary: 'Produkty projektu',
        tags: ['products'],
        params: eventParams,
        response: { 200: productList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const products = await listProducts(app.store, tenantOf(request, request.params.eventId));
      return products.map(toProductView);
    },
  );

  app.post<{ Params: { eventId: string }; Body: ProductChanges | undefined }>(
    '/products/:eventId',
    {
      config: { access: { roles: ADMIN_ROLES, tenant: { project: 'eventId' } } },
      schema: {
        summary:
          "Nowy produkt z wartościami z okna produktu (brakujące: '< Nowy produkt >', włączony, szablon 'default', cena 0)",
        tags: ['products'],
        params: eventParams,
        body: productCreateBody,
        response: { 201: productView, ...errorResponses(400, 401, 403, 404) },
      },
      // No body (an older client, a script) creates the defaults, as before.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const given = checkProductChanges(request.body ?? {});
      const product = {
        ...newProduct(tenantOf(request, request.params.eventId), generateId(PRODUCT_ID_LENGTH), new Date()),
        ...given,
      };
      await productsOf(app.store, product).insertOne(product);
      return reply.code(201).send(toProductView(product));
    },
  );

  app.patch<{ Params: { eventId: string; productId: string }; Body: ProductChanges }>(
    '/products/:eventId/:productId',
    {
      config: { access: { roles: ADMIN_ROLES, tenant: { project: 'eventId' } } },
      schema: {
        summary: 'Zmiana produktu (cena w groszach, stan magazynu, limit w zgłoszeniu, reguła widoczności)',
        tags: ['products'],
        params: productParams,
        body: productPatchBody,
        response: { 200: productView, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { eventId, productId } = request.params;
      const changes = checkProductChanges(request.body);
      const saved = await productsOf(app.store, tenantOf(request, eventId)).findOneAndUpdate(
        { _id: productId },
        { $set: { ...changes, updatedAt: new Date() } },
        { returnDocument: 'after' },
      );
      if (!saved) throw productNotFound(productId);
      return toProductView(saved);
    },
  );

  app.delete<{ Params: { eventId: string; productId: string } }>(
    '/products/:eventId/:productId',
    {
      config: { access: { roles: ADMIN_ROLES, tenant: { project: 'eventId' } } },
      schema: {
        summary: 'Usunięcie produktu',
        tags: ['products'],
        params: productParams,
        response: { 200: productDeleted, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { eventId, productId } = request.params;
      const result = await productsOf(app.store, tenantOf(request, eventId)).deleteOne({ _id: productId });
      if (result.deletedCount === 0) throw productNotFound(productId);
      return { productId, deleted: true };
    },
  );
}
