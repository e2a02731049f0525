import { ValidationError } from '../errors/index.js';
import { type FormDefinition, formProductSelection } from '../forms/index.js';
import { assertGrosze, Money } from '../money/index.js';
import type { PricingFormData } from '../pricing/index.js';
import { PRODUCT_KIND } from './priced-fields.js';
import type { PublicProduct } from './public-form.js';
import type { QuoteProductLine } from './quote-types.js';

/** The Product fields of a definition (element or plugin 'Product'; field_name defaults to 'product'). */
export function productFieldNames(definition: FormDefinition): string[] {
  return definition
    .filter((field) => (field.element ?? field.plugin) === PRODUCT_KIND)
    .map((field) => field.field_name || 'product');
}

/**
 * One line per selected product of every Product field: the product's price × the pieces chosen. A product
 * the project does not have is rejected; availability and inventory are checked by validation and by the
 * server's atomic inventory update, not here.
 */
export function productLines(
  definition: FormDefinition,
  products: readonly PublicProduct[],
  data: PricingFormData,
): QuoteProductLine[] {
  const lines: QuoteProductLine[] = [];
  for (const fieldName of productFieldNames(definition)) {
    const choices = formProductSelection(data[fieldName]);
    if (choices === null) throw new ValidationError(`Nieprawidłowy wybór produktu w polu „${fieldName}”`);
    for (const { productId, count } of choices) {
      const product = products.find((candidate) => candidate.productId === productId);
      if (product === undefined) throw new ValidationError(`Nie ma produktu „${productId}”`);
      assertGrosze(product.price, `cena produktu „${product.name}”`);
      const amount = new Money(product.price).times(count).toNumber();
      assertGrosze(amount, `kwota produktu „${product.name}”`);
      lines.push({
        productId,
        name: product.name,
        count,
        unitPrice: product.price,
        amount,
        ...(product.vatRate ? { vatRate: product.vatRate } : {}),
      });
    }
  }
  return lines;
}
