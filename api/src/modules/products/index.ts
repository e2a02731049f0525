export { productsCopyContributor } from './copy-products.js';
export { type InventoryResult, releaseProductInventory, takeProductInventory } from './inventory.js';
export { productVisibilityView } from './schemas.js';
export {
  DEFAULT_PRODUCT_TEMPLATE,
  listProducts,
  NEW_PRODUCT_NAME,
  newProduct,
  PRODUCTS,
  type ProductRecord,
  type ProductTenant,
  type ProductVisibilityRule,
  productsOf,
} from './store.js';
export { toPublicProduct } from './views.js';
