import { describe, expect, it } from 'vitest';
import { participantGridRow } from '../participants/participant-grid-row.js';
import { settlementsRow } from './settlements-row.js';

/** Issue 14's demo participant: 350,00 zł product, +80,00 zł workshop option, −50,00 zł student rule. */
const participant = {
  _id: 'p1',
  status: 'registered',
  data: [
    { name: 'first_name', value: 'Anna' },
    { name: 'last_name', value: 'Nowak' },
  ],
  calculated: {
    totalSum: 38_000,
    leftToPay: 38_000,
    leftToPayRequired: 38_000,
    leftToPayLate: 0,
    payments: 0,
    details: {
      amount: 38_000,
      vat: 0,
      grossAmount: 38_000,
      products: [
        { productId: 'x', name: 'Udział w wydarzeniu', count: 1, unitPrice: 35_000, amount: 35_000 },
      ],
      fields: [{ field_name: 'workshop', label: 'Warsztaty', amount: 8_000 }],
      rules: [{ id: 'r', category: 'Cennik', name: 'Zniżka dla studentów', amount: -5_000, percent: 0 }],
      rebate: 5_000,
    },
  },
};

describe('surcharges and rebates appear once, where their names say (issue 14)', () => {
  it("settlements: the rebate is in 'Rabaty' only (no 'Cennik −50,00'), the workshop in 'Dopłaty za opcje'", () => {
    const row = settlementsRow(participant, []);
    expect(row.categories).toEqual({});
    expect(row.rebates).toBe(5_000);
    expect(row.surcharges).toBe(8_000);
  });
  it("participants grid: 'Rabaty' holds the rebate, never the +80,00 zł surcharge", () => {
    const { settlements } = participantGridRow(participant, [], 1, { now: new Date('2026-12-02T10:00:00Z') });
    expect(settlements).toMatchObject({ surcharges: 8_000, rebates: 5_000, net: 38_000 });
  });
});
