/**
 * JSON Schemas of a list read page by page, newest first: `limit` and `before` (the previous page's
 * `next`) in, `items` and `next` out.
 */

/** How many items a page holds. */
export const pageLimitSchema = { type: 'integer', minimum: 1, maximum: 200, default: 50 } as const;

/** The querystring of such a list; `filters` are the list's own narrowing parameters. */
export function cursorQuerySchema<Filters extends Record<string, object>>(
  before: { maxLength: number; description: string },
  filters: Filters,
) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...filters,
      limit: pageLimitSchema,
      before: { type: 'string', minLength: 1, ...before },
    },
  } as const;
}

export function cursorPageSchema<Item extends object>(item: Item) {
  return {
    type: 'object',
    required: ['items', 'next'],
    properties: {
      items: { type: 'array', items: item },
      next: {
        type: ['string', 'null'],
        description: 'Wartość `before` następnej strony; null, gdy to ostatnia',
      },
    },
  } as const;
}
