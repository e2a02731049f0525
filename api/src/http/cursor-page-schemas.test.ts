import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { cursorPageSchema, cursorQuerySchema } from './cursor-page-schemas.js';
import { pathParamsSchema } from './route-schemas.js';

// Fastify's own querystring options: defaults filled in, strings coerced.
const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true });

describe('schemas of a list read page by page', () => {
  const query = ajv.compile(
    cursorQuerySchema({ maxLength: 10, description: 'znacznik' }, { kind: { type: 'string' } }),
  );

  it('a page holds 50 items unless asked, 1 to 200; `before` within its length; nothing else', () => {
    const asked: Record<string, unknown> = { kind: 'a' };
    expect(query(asked)).toBe(true);
    expect(asked).toEqual({ kind: 'a', limit: 50 });
    expect(query({ limit: '200', before: 'x'.repeat(10) })).toBe(true);
    expect(query({ limit: 0 })).toBe(false);
    expect(query({ limit: 201 })).toBe(false);
    expect(query({ before: 'x'.repeat(11) })).toBe(false);
    expect(query({ before: '' })).toBe(false);
    expect(query({ offset: 5 })).toBe(false);
  });

  it('a page is its items and the next cursor, null on the last page', () => {
    const page = ajv.compile(cursorPageSchema({ type: 'object', required: ['id'] }));
    expect(page({ items: [{ id: 'a' }], next: 'a' })).toBe(true);
    expect(page({ items: [], next: null })).toBe(true);
    expect(page({ items: [{}], next: null })).toBe(false);
    expect(page({ items: [] })).toBe(false);
  });

  it('path parameters: every named one required, none other', () => {
    const params = ajv.compile(pathParamsSchema(['eventId', 'id']));
    expect(params({ eventId: 'p1', id: 'd1' })).toBe(true);
    expect(params({ eventId: 'p1' })).toBe(false);
    expect(params({ eventId: 'p1', id: 'd1', other: 'x' })).toBe(false);
    expect(params({ eventId: 'p1', id: 'x'.repeat(101) })).toBe(false);
  });
});
