/** Page parameters and the list envelope of the paginated lists (organizations, users, audit log, outbox). */

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export interface PageQuery {
  page?: number;
  pageSize?: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const pageQueryProperties = {
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1, description: 'Numer strony (od 1)' },
  pageSize: {
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    default: DEFAULT_PAGE_SIZE,
    description: `Liczba pozycji na stronie (do ${MAX_PAGE_SIZE})`,
  },
} as const;

/** `{ items, total, page, pageSize }` with `item` as the schema of one item. */
export function pageSchema(title: string, item: object) {
  return {
    title,
    type: 'object',
    required: ['items', 'total', 'page', 'pageSize'],
    properties: {
      items: { type: 'array', items: item },
      total: { type: 'integer' },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
    },
  } as const;
}

export function skipOf(query: PageQuery): { page: number; pageSize: number; skip: number } {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, skip: (page - 1) * pageSize };
}

/** Escapes text for a case-insensitive "contains" regular expression. */
export function containsPattern(text: string): RegExp {
  return new RegExp(text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}
