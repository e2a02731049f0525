import { formatGrosze, type PublicProduct } from '@zapisy/core';
import { FieldFrame } from './field-frame.js';
import type { CellRendererProps } from './types.js';

/** The products a Product cell offers: its `productIds` in that order, or every enabled product. */
export function offeredProducts(
  data: Readonly<Record<string, unknown>>,
  products: readonly PublicProduct[],
): PublicProduct[] {
  const ids = Array.isArray(data.productIds)
    ? data.productIds.filter((id): id is string => typeof id === 'string')
    : [];
  const enabled = products.filter((p) => p.enabled);
  if (ids.length === 0) return enabled;
  return ids.flatMap((id) => enabled.filter((p) => p.productId === id));
}

/** Most pieces of a product one registration may take: its maxCount and what is left. */
export function productCountLimit(product: PublicProduct): number {
  const limits = [product.maxCount, product.inventory].filter((n): n is number => typeof n === 'number');
  return limits.length > 0 ? Math.max(0, Math.min(...limits)) : 99;
}

function availabilityText(product: PublicProduct): string {
  if (!product.available) return 'Niedostępny';
  if (typeof product.inventory === 'number') return `Dostępne: ${product.inventory} szt.`;
  return 'Dostępny';
}

/** `{productId: count}` of a submitted Product value (a productId, a list of ids, or counts). */
export function productCounts(value: unknown): Record<string, number> {
  if (typeof value === 'string') return value ? { [value]: 1 } : {};
  if (Array.isArray(value)) {
    const counts: Record<string, number> = {};
    for (const id of value) if (typeof id === 'string') counts[id] = (counts[id] ?? 0) + 1;
    return counts;
  }
  if (typeof value === 'object' && value !== null) {
    const counts: Record<string, number> = {};
    for (const [id, count] of Object.entries(value)) {
      if (typeof count === 'number' && count > 0) counts[id] = Math.floor(count);
    }
    return counts;
  }
  return {};
}

/**
 * Product: a card per product with its name, price and availability (second document §4 "Product
 * availability"). Single choice: radio cards, value = productId. `multiple`: a count per card, at most
 * maxCount and what is left, value = `{productId: count}`.
 */
export function ProductRenderer({ field, data, context }: CellRendererProps) {
  if (!field) return null;
  const products = offeredProducts(data, context.products);
  const multiple = data.multiple === true;
  const counts = productCounts(field.value);
  const setCount = (productId: string, count: number) => {
    const next = { ...counts };
    if (count > 0) next[productId] = count;
    else delete next[productId];
    field.onChange(Object.keys(next).length > 0 ? next : undefined);
  };
  return (
    <FieldFrame field={field} variant="group">
      <div className="zapisy-products" id={field.inputId} tabIndex={-1}>
        {products.length === 0 ? <p className="zapisy-muted">Brak dostępnych produktów.</p> : null}
        {products.map((product) => {
          const limit = productCountLimit(product);
          const disabled = !product.available || limit <= 0;
          const countId = `${field.inputId}-${product.productId}`;
          const chosen = (counts[product.productId] ?? 0) > 0;
          return (
            <div
              className={`zapisy-product-card${chosen ? ' zapisy-product-chosen' : ''}${disabled ? ' zapisy-product-disabled' : ''}`}
              key={product.productId}
              data-product={product.productId}
            >
              {multiple ? (
                <>
                  <label className="zapisy-product-name" htmlFor={countId}>
                    {product.name}
                  </label>
                  <span className="zapisy-product-price">{formatGrosze(product.price)}</span>
                  <span className="zapisy-product-availability">{availabilityText(product)}</span>
                  <span className="zapisy-product-count">
                    <input
                      className="zapisy-input zapisy-number"
                      id={countId}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={limit}
                      step={1}
                      disabled={disabled}
                      value={counts[product.productId] ?? 0}
                      aria-label={`Liczba: ${product.name}`}
                      onChange={(event) => {
                        const n = Math.floor(Number(event.target.value));
                        setCount(product.productId, Number.isFinite(n) ? Math.max(0, Math.min(n, limit)) : 0);
                      }}
                      onBlur={field.onBlur}
                    />
                    <span className="zapisy-muted"> (maks. {limit})</span>
                  </span>
                </>
              ) : (
                <label className="zapisy-product-choice">
                  <input
                    type="radio"
                    name={`${field.inputId}-product`}
                    value={product.productId}
                    checked={chosen}
                    disabled={disabled}
                    onChange={() => field.onChange(product.productId)}
                    onBlur={field.onBlur}
                  />
                  <span className="zapisy-product-name">{product.name}</span>
                  <span className="zapisy-product-price">{formatGrosze(product.price)}</span>
                  <span className="zapisy-product-availability">{availabilityText(product)}</span>
                </label>
              )}
            </div>
          );
        })}
      </div>
    </FieldFrame>
  );
}
