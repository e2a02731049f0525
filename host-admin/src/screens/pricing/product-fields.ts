import { type FormCell, type FormValue, formCellData, walkFormCells } from '@zapisy/core';

/** The form-field kind of the Product field (plugins/form-fields product-kind: id 'Product'). */
const PRODUCT_KIND = 'Product';

const isProductCell = (cell: FormCell) => cell.plugin?.id === PRODUCT_KIND;
const listedIds = (cell: FormCell): string[] => {
  const ids = formCellData(cell)?.productIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
};

/** Where a product stands on a form: offered, missing from fields that list their products, or no field. */
export type ProductPlace = 'offered' | 'not-listed' | 'no-field';

/**
 * Whether a form offers a product: a Product field with an empty list offers every enabled product; one
 * that lists products offers only those (second document: "productIds limits the field to those
 * products").
 */
export function productPlace(form: FormValue | null | undefined, productId: string): ProductPlace {
  if (!form) return 'no-field';
  let fields = 0;
  let offered = false;
  walkFormCells(form, (cell) => {
    if (!isProductCell(cell)) return;
    fields += 1;
    const ids = listedIds(cell);
    if (ids.length === 0 || ids.includes(productId)) offered = true;
  });
  return fields === 0 ? 'no-field' : offered ? 'offered' : 'not-listed';
}

/** A copy of the form with the product added to every Product field that lists its products. */
export function withProductListed(form: FormValue, productId: string): FormValue {
  const copy = structuredClone(form);
  walkFormCells(copy, (cell) => {
    if (!isProductCell(cell)) return;
    const ids = listedIds(cell);
    // The copy is this function's own, so its cell content may be written.
    const data = formCellData(cell) as Record<string, unknown> | undefined;
    if (data && ids.length > 0 && !ids.includes(productId)) data.productIds = [...ids, productId];
  });
  return copy;
}
