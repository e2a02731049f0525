import { describe, expect, it } from 'vitest';
import { isBackgroundResponse } from './background-response.js';

const body = {
  message: 'Rozpoczęto przetwarzanie w tle: 3 elementy',
  eventCount: 3,
  eventIds: ['a', 'b', 'c'],
  async: true,
};

describe('isBackgroundResponse — spec §7 "A 202 means asynchronous processing and carries the body"', () => {
  it('202 with { message, eventCount, eventIds, async: true }', () => {
    expect(isBackgroundResponse(202, body)).toBe(true);
    expect(isBackgroundResponse(202, { ...body, eventCount: 0, eventIds: [] })).toBe(true);
  });

  it.each([
    [200, body, 'status 200'],
    ['202', body, 'status as text'],
    [202, { ...body, async: 'true' }, 'async not true'],
    [202, { ...body, async: false }, 'async false'],
    [202, { ...body, message: undefined }, 'no message'],
    [202, { ...body, eventCount: -1 }, 'negative count'],
    [202, { ...body, eventCount: 1.5 }, 'fractional count'],
    [202, { ...body, eventCount: '3' }, 'count as text'],
    [202, { ...body, eventIds: 'a' }, 'ids not a list'],
    [202, { ...body, eventIds: ['a', 1] }, 'an id not a string'],
    [202, null, 'null body'],
    [202, 'accepted', 'text body'],
  ])('%j, %j → false (%s)', (status, candidate, _case) => {
    expect(isBackgroundResponse(status, candidate)).toBe(false);
  });
});
