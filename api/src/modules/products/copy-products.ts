/**
 * The products of a project's copy (issue 14): every product gets a new id (the Product fields of the
 * copied forms, the price list and the copied participants' choices are remapped to it) and keeps its
 * order, price, limits and visibility rule. Its stock is copied as it is; what the source's participants
 * hold of it is given back by the registrations module's contributor when they are not copied (Nowa
 * edycja), so the new edition starts with the full stock.
 */
import { generateId } from '@zapisy/core';
import {
  copyTenantDocuments,
  type ProjectCopyContributor,
  sourceDocuments,
} from '../../project-copy/index.js';
import { PRODUCT_ID_LENGTH, PRODUCTS, type ProductRecord } from './store.js';

export const productsCopyContributor: ProjectCopyContributor = {
  name: 'produkty',
  mapIds: async (context) => {
    for (const product of await sourceDocuments<ProductRecord>(context, PRODUCTS)) {
      context.ids.add(product._id, generateId(PRODUCT_ID_LENGTH));
    }
  },
  copy: async (context) => {
    await copyTenantDocuments<ProductRecord>(context, PRODUCTS);
  },
};
