import { describe, expect, it } from 'vitest';
import { ownChanges } from './own-changes.js';

describe("ownChanges: what the participant's corrections send", () => {
  const stored = { first_name: 'Anna', phone_number: '600 100 200', workshop: 'photo', hidden: 'x' };
  it("sends the changed answers, an emptied shown answer as '', never a locked field, nothing unchanged", () => {
    const submitted = { first_name: 'Anna', workshop: 'none', notes: 'Dieta' };
    const shown = new Set(['first_name', 'phone_number', 'workshop', 'notes']);
    expect(ownChanges(stored, submitted, new Set(['workshop']), shown)).toEqual({
      phone_number: '',
      notes: 'Dieta',
    });
  });
  it('nothing changed → nothing sent', () => {
    expect(ownChanges(stored, stored, new Set(), new Set(Object.keys(stored)))).toEqual({});
  });
});
