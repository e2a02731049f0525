import { describe, expect, it } from 'vitest';
import { apiGetUrl } from './api-url.js';

describe('apiGetUrl', () => {
  it('fills the path parameters and adds the query fields that are set, in order', () => {
    expect(
      apiGetUrl('/settlements/{eventId}', { eventId: 'p 1' }, { status: 'paid', search: undefined }),
    ).toBe('/settlements/p%201?status=paid');
    expect(apiGetUrl('/participants/{eventId}/export.csv', { eventId: 'p1' })).toBe(
      '/participants/p1/export.csv',
    );
  });
});
