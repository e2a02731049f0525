import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { utc } from './billing.fixture.js';
import {
  addPaymentsFieldItem,
  createPaymentsField,
  PAYMENTS_FIELD_DUPLICATE_MESSAGE,
  type PaymentsField,
  removePaymentsFieldItem,
} from './payments-field.js';

const now = utc('2026-02-01');
const date = utc('2026-01-15');
const transfer = { amount: 5_000, date, transferId: 'T1', statementId: 'S1' };

describe('payments field (spec §3 PaymentsField, §5 "Payments field" rules)', () => {
  it('createPaymentsField sums the items and is not modified', () => {
    expect(createPaymentsField()).toEqual({ amount: 0, modified: false, items: [] });
    expect(createPaymentsField([transfer, { amount: -100, date }])).toMatchObject({
      amount: 4_900,
      modified: false,
    });
    expect(() => createPaymentsField([{ amount: 1.5, date }])).toThrow('pole items[0].amount');
  });

  it('appends a new item, recomputes the amount and marks the field modified', () => {
    const field = addPaymentsFieldItem(createPaymentsField(), transfer, now);
    expect(field).toEqual({ amount: 5_000, modified: true, items: [transfer] });
  });

  it('"An item without a date gets the current time"', () => {
    const field = addPaymentsFieldItem(createPaymentsField(), { amount: 100 }, now);
    expect(field.items[0]!.date).toBe(now);
  });

  it('"adding an item with the same amount, transferId and statementId is refused as a duplicate"', () => {
    const field = addPaymentsFieldItem(createPaymentsField(), transfer, now);
    expect(() => addPaymentsFieldItem(field, { ...transfer, date: now }, now)).toThrow(ValidationError);
    expect(() => addPaymentsFieldItem(field, transfer, now)).toThrow(PAYMENTS_FIELD_DUPLICATE_MESSAGE);
    expect(PAYMENTS_FIELD_DUPLICATE_MESSAGE).toBe(
      'Ta wpłata została już dodana (ta sama kwota, przelew i wyciąg)',
    );
  });

  it('"Items with the same transferId and statementId are merged by summing amounts"', () => {
    const field = addPaymentsFieldItem(
      addPaymentsFieldItem(createPaymentsField(), transfer, now),
      { amount: 2_500, transferId: 'T1', statementId: 'S1' },
      now,
    );
    expect(field).toEqual({ amount: 7_500, modified: true, items: [{ ...transfer, amount: 7_500 }] });
  });

  it.each([
    ['another transfer of the same statement', { ...transfer, transferId: 'T2' }, 2],
    ['the same transfer on another statement', { ...transfer, statementId: 'S2' }, 2],
    ['only a transferId, matching one with only a transferId', { amount: 1, transferId: 'T9' }, 1],
  ])('%s', (_name, item, count) => {
    const start = createPaymentsField([{ amount: 7, date, transferId: 'T9' }]);
    const withFirst = addPaymentsFieldItem(start, transfer, now);
    expect(addPaymentsFieldItem(withFirst, item, now).items).toHaveLength(count + 1);
  });

  it('items without transferId and statementId (cash, manual) are never duplicates nor merged', () => {
    const cash = { amount: 5_000, date };
    const field = addPaymentsFieldItem(addPaymentsFieldItem(createPaymentsField(), cash, now), cash, now);
    expect(field).toMatchObject({ amount: 10_000, items: [cash, cash] });
    const withEmptyIds = addPaymentsFieldItem(field, { ...cash, transferId: '', statementId: '' }, now);
    expect(withEmptyIds.items).toHaveLength(3);
  });

  it('"deleting an item at an out-of-range index raises a \'bad index\' error"', () => {
    const field = createPaymentsField([transfer, { amount: 100, date }]);
    expect(removePaymentsFieldItem(field, 0)).toEqual({
      amount: 100,
      modified: true,
      items: [{ amount: 100, date }],
    });
    for (const index of [-1, 2, 1.5, Number.NaN]) {
      expect(() => removePaymentsFieldItem(field, index)).toThrow(new ValidationError('bad index'));
    }
    expect(() => removePaymentsFieldItem(createPaymentsField(), 0)).toThrow('bad index');
  });

  it('rejects malformed input', () => {
    expect(() => addPaymentsFieldItem({} as PaymentsField, transfer, now)).toThrow(
      'pole płatności musi mieć listę items',
    );
    expect(() => addPaymentsFieldItem(createPaymentsField(), { amount: 0.5 }, now)).toThrow(
      'pole wpłata.amount',
    );
    expect(() => addPaymentsFieldItem(createPaymentsField(), { amount: 1 }, new Date('x'))).toThrow(
      'pole now musi być poprawną datą',
    );
    expect(() => removePaymentsFieldItem({ amount: 1.2, modified: false, items: [] }, 0)).toThrow(
      'pole amount',
    );
  });

  it('a merged item no longer matches the parts it was summed from, so re-adding one merges again (spec consequence)', () => {
    const merged = addPaymentsFieldItem(createPaymentsField([transfer]), { ...transfer, amount: 1_000 }, now);
    expect(addPaymentsFieldItem(merged, { ...transfer, amount: 1_000 }, now).items).toEqual([
      { ...transfer, amount: 7_000 },
    ]);
    expect(() => addPaymentsFieldItem(merged, { ...transfer, amount: 6_000 }, now)).toThrow(
      PAYMENTS_FIELD_DUPLICATE_MESSAGE,
    );
  });

  it('property: a payment appended, then the same payment again, is refused and leaves the field unchanged', () => {
    // Few ids and amounts, so duplicates and merges happen often.
    const item = fc.record({
      amount: fc.integer({ min: -3, max: 3 }),
      transferId: fc.constantFrom('T1', 'T2', ''),
      statementId: fc.option(fc.constantFrom('S1', 'S2'), { nil: undefined }),
      date: fc.date({ min: utc('2000-01-01'), max: utc('2100-01-01'), noInvalidDate: true }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), item, (previous, payment) => {
        let field = createPaymentsField();
        for (const p of previous) {
          try {
            field = addPaymentsFieldItem(field, p, now);
          } catch {
            // an earlier duplicate in the generated list: skip it
          }
        }
        let added: PaymentsField;
        try {
          added = addPaymentsFieldItem(field, payment, now);
        } catch (error) {
          expect(error).toBeInstanceOf(ValidationError); // a duplicate of an earlier item
          return;
        }
        expect(added.amount).toBe(added.items.reduce((sum, i) => sum + i.amount, 0));
        const isTransfer = payment.transferId !== '' || payment.statementId !== undefined;
        if (!isTransfer || added.items.length === field.items.length) return; // cash item, or merged
        const snapshot = structuredClone(added);
        expect(() => addPaymentsFieldItem(added, payment, now)).toThrow(PAYMENTS_FIELD_DUPLICATE_MESSAGE);
        expect(added).toEqual(snapshot);
      }),
    );
  });
});
