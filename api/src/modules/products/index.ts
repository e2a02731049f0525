export {
  DEFAULT_PRODUCT_TEMPLATE,
  listProducts,
  NEW_PRODUCT_NAME,
  PRODUCTS,
  type ProductRecord,
  type ProductTenant,
  type ProductVisibilityRule,
  productsOf,
} from './documents.js';
export { type InventoryResult, releaseProductInventory, takeProductInventory } from './inventory.js';
