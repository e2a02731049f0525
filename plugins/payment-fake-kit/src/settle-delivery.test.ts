import { describe, expect, it } from 'vitest';
import { deliveryOrder, readSettleHook } from './settle-delivery.js';

const isOutcome = (value: unknown): value is 'paid' => value === 'paid';

describe('deliveryOrder', () => {
  it('keeps the flow, reverses it on request and repeats each status `duplicates` more times (at most 20)', () => {
    expect(deliveryOrder(['PENDING', 'CONFIRMED'], {})).toEqual(['PENDING', 'CONFIRMED']);
    expect(deliveryOrder(['PENDING', 'CONFIRMED'], { reorder: true, duplicates: 1 })).toEqual([
      'CONFIRMED',
      'CONFIRMED',
      'PENDING',
      'PENDING',
    ]);
    expect(deliveryOrder(['A'], { duplicates: 100 })).toHaveLength(21);
    expect(deliveryOrder(['A'], { duplicates: -3 })).toEqual(['A']);
  });

  it('reads a settle hook body: the id, a known outcome and the options', () => {
    expect(readSettleHook('{"id":"p-1","outcome":"paid","reorder":true,"duplicates":2}', isOutcome)).toEqual({
      id: 'p-1',
      outcome: 'paid',
      options: { reorder: true, duplicates: 2 },
    });
    expect(readSettleHook('{"id":"p-1","outcome":"paid","reorder":"yes"}', isOutcome)?.options).toEqual({
      reorder: false,
      duplicates: 0,
    });
    expect(readSettleHook('{"id":"p-1","outcome":"lost"}', isOutcome)).toBeUndefined();
    expect(readSettleHook('[]', isOutcome)).toBeUndefined();
  });
});
