import { describe, expect, it } from 'vitest';
import { makeBilling, utc } from './billing.fixture.js';
import { createParticipantBillings, type ParticipantToBill } from './participant-billings.js';

const now = utc('2026-01-01');
const amounts = { amount: 10_000, vat: 2_300, grossAmount: 12_300 };
const installment = (installmentId: string, date: string, amount = 10_000) => ({
  installmentId,
  date: utc(date),
  ...amounts,
  amount,
});
const participant = (overrides: Partial<ParticipantToBill> = {}): ParticipantToBill => ({
  _id: 'p1',
  eventId: 'ev1',
  customerId: 'c1',
  isBilled: false,
  totalSum: { amount: 30_000, vat: 6_900, grossAmount: 36_900 },
  installments: [
    installment('i1', '2026-01-10'),
    installment('i2', '2026-02-10'),
    installment('i3', '2026-03-10'),
  ],
  ...overrides,
});
const base = { existing: [], now, useVat: true } as const;

describe('createParticipantBillings (spec §4 "Billing creation for a participant")', () => {
  it('"Per installment, a billing is made ... The required date is the installment date plus the given days"', () => {
    const result = createParticipantBillings({ ...base, participant: participant(), requiredDays: 7 });
    expect(result.isBilled).toBe(true);
    expect(result.billings).toEqual(result.created);
    expect(result.created.map((b) => [b.installmentId, b.requiredDate, b.status])).toEqual([
      ['i1', utc('2026-01-17'), 'active'],
      ['i2', utc('2026-02-17'), 'upcoming'],
      ['i3', utc('2026-03-17'), 'upcoming'],
    ]);
    expect(result.created[0]).toMatchObject({
      eventId: 'ev1',
      customerId: 'c1',
      sourceId: 'p1',
      ...amounts,
      leftToPay: 12_300,
      createdDate: now,
      payments: [],
    });
  });

  it('"happens once (isBilled)"', () => {
    const existing = [makeBilling()];
    const result = createParticipantBillings({
      ...base,
      existing,
      participant: participant({ isBilled: true }),
    });
    expect(result).toEqual({ billings: existing, created: [], isBilled: true });
  });

  it('"if the amount is above zero, no billing exists for that installment": skips 0, negative and billed ones', () => {
    const existing = [
      makeBilling({ installmentId: 'i1', sourceId: 'p1' }),
      makeBilling({ installmentId: 'i3', sourceId: 'other', requiredDate: utc('2026-06-01') }),
    ];
    const installments = [
      installment('i1', '2026-01-10'),
      installment('i2', '2026-02-10', 0),
      installment('i4', '2026-02-11', -5),
      installment('i3', '2026-03-10'),
      installment('i3', '2026-03-10'),
    ];
    const result = createParticipantBillings({
      ...base,
      existing,
      participant: participant({ installments }),
    });
    expect(result.created.map((b) => b.installmentId)).toEqual(['i3']);
    expect(result.billings).toHaveLength(3);
    expect(result.isBilled).toBe(true);
  });

  it('"the date is before a cutoff": an installment on the cutoff waits; a later run bills it', () => {
    const cutoff = utc('2026-02-10');
    const first = createParticipantBillings({ ...base, participant: participant(), cutoff });
    expect(first.created.map((b) => b.installmentId)).toEqual(['i1']);
    expect(first.isBilled).toBe(false);
    const second = createParticipantBillings({
      ...base,
      existing: first.billings,
      participant: participant({ isBilled: first.isBilled }),
      cutoff: utc('2026-12-31'),
    });
    expect(second.created.map((b) => b.installmentId)).toEqual(['i2', 'i3']);
    expect(second.isBilled).toBe(true);
  });

  it('"Without installments, one billing uses the total sum and the creation date"', () => {
    for (const installments of [undefined, []]) {
      const result = createParticipantBillings({
        ...base,
        participant: participant({ installments }),
        requiredDays: 14,
      });
      expect(result.created).toHaveLength(1);
      expect(result.created[0]).toMatchObject({
        amount: 30_000,
        vat: 6_900,
        grossAmount: 36_900,
        requiredDate: now,
      });
      expect(result.created[0]!.installmentId).toBeUndefined();
      expect(result.isBilled).toBe(true);
    }
    const free = createParticipantBillings({
      ...base,
      participant: participant({ installments: [], totalSum: { amount: 0, vat: 0, grossAmount: 0 } }),
    });
    expect(free).toEqual({ billings: [], created: [], isBilled: true });
  });

  it('an overpaid billing of the participant gives its payments to the new billings', () => {
    const overpaid = makeBilling({
      sourceId: 'p1',
      installmentId: 'i0',
      status: 'overpaid',
      requiredDate: utc('2025-12-01'),
      payments: [{ date: utc('2025-12-01'), amount: 15_000 }],
    });
    const result = createParticipantBillings({
      ...base,
      existing: [overpaid],
      participant: participant({ installments: [installment('i1', '2026-01-10')] }),
    });
    expect(result.billings.map((b) => [b.status, b.leftToPay])).toEqual([
      ['paid', 0],
      ['active', 9_600],
    ]);
  });

  it('counts days in UTC: leap day and a DST change do not move the time of day', () => {
    const installments = [
      installment('a', '2028-02-25'),
      { ...installment('b', '2026-03-01'), date: new Date('2026-03-28T23:00:00.000Z') },
    ];
    const result = createParticipantBillings({
      ...base,
      participant: participant({ installments }),
      requiredDays: 5,
    });
    expect(result.created.map((b) => b.requiredDate.toISOString())).toEqual([
      '2028-03-01T00:00:00.000Z',
      '2026-04-02T23:00:00.000Z',
    ]);
  });

  it.each([
    [{ participant: null }, 'pole participant jest wymagane'],
    [{ participant: participant({ _id: '' }) }, 'pole participant._id jest wymagane'],
    [{ participant: participant({ totalSum: undefined as never }) }, 'pole totalSum jest wymagane'],
    [{ participant: participant({ totalSum: { ...amounts, vat: 0.5 } }) }, 'pole totalSum.vat'],
    [{ participant: participant({ installments: {} as never }) }, 'pole installments musi być listą'],
    [
      { participant: participant({ installments: [installment('i', '2026-01-01', 1.5)] }) },
      'pole installments[0].amount',
    ],
    [
      { participant: participant({ installments: [installment('', '2026-01-01')] }) },
      'pole installments[0].installmentId jest wymagane',
    ],
    [
      {
        participant: participant({
          installments: [{ ...installment('i', '2026-01-01'), date: new Date('x') }],
        }),
      },
      'pole installments[0].date musi być poprawną datą',
    ],
    [
      { participant: participant(), requiredDays: -1 },
      'pole requiredDays musi być nieujemną liczbą całkowitą dni',
    ],
    [{ participant: participant(), cutoff: new Date('x') }, 'pole cutoff musi być poprawną datą'],
    [{ participant: participant(), now: new Date('x') }, 'pole now musi być poprawną datą'],
    [{ participant: participant({ eventId: '' }) }, 'pole eventId jest wymagane'],
  ])('rejects bad input %#', (overrides, message) => {
    expect(() =>
      createParticipantBillings({ ...base, ...(overrides as { participant: ParticipantToBill }) }),
    ).toThrow(message);
  });
});
