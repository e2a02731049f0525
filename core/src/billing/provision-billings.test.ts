import { describe, expect, it } from 'vitest';
import { makeBilling, utc } from './billing.fixture.js';
import {
  createProvisionBillings,
  firstDayOfNextMonthUtc,
  PROVISION_BILLING_CATEGORY,
  type ProvisionSource,
} from './provision-billings.js';

const source = (sourceId: string, overrides: Partial<ProvisionSource> = {}): ProvisionSource => ({
  sourceId,
  eventId: 'ev1',
  employeeId: 'e1',
  employeeCustomerId: 'ce1',
  provisionCustomerId: 'c7',
  amount: 5_000,
  vat: 0,
  grossAmount: 5_000,
  ...overrides,
});
const now = utc('2026-01-31');

describe('firstDayOfNextMonthUtc: "Provision due on the first of the next month" (§9)', () => {
  it.each([
    ['2026-01-31T12:00:00.000Z', '2026-02-01T00:00:00.000Z'],
    ['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
    ['2028-02-29T10:00:00.000Z', '2028-03-01T00:00:00.000Z'],
    ['2026-12-31T23:59:59.999Z', '2027-01-01T00:00:00.000Z'],
    // 00:30 on 1 February in Warsaw is still January in UTC: the UTC calendar decides.
    ['2026-01-31T23:30:00.000Z', '2026-02-01T00:00:00.000Z'],
  ])('%s → %s', (date, expected) => {
    expect(firstDayOfNextMonthUtc(new Date(date)).toISOString()).toBe(expected);
  });

  it('rejects an invalid date and one past the last representable month', () => {
    expect(() => firstDayOfNextMonthUtc(new Date('x'))).toThrow('pole data musi być poprawną datą');
    expect(() => firstDayOfNextMonthUtc(new Date(8.64e15))).toThrow('pole data musi być poprawną datą');
  });
});

describe('createProvisionBillings: "for each source entry of an employee not yet billed, a billing with category \'Prowizja\' is created" (§4)', () => {
  it('creates one active provision billing per entry not yet billed, due the first of next month', () => {
    const existing = [
      makeBilling({ isProvision: true, provisionSourceId: 's1' }),
      makeBilling({ isProvision: false, provisionSourceId: 's2' }),
    ];
    const result = createProvisionBillings(
      [source('s1'), source('s2'), source('s3', { calEventId: 'ce9' }), source('s2')],
      existing,
      {
        now,
        useVat: true,
      },
    );
    expect(result.created.map((b) => b.provisionSourceId)).toEqual(['s2', 's3']);
    expect(result.billings).toEqual([...existing, ...result.created]);
    expect(result.created[1]).toMatchObject({
      category: PROVISION_BILLING_CATEGORY,
      isProvision: true,
      status: 'active',
      requiredDate: utc('2026-02-01'),
      createdDate: now,
      eventId: 'ev1',
      customerId: 'ce1',
      employeeId: 'e1',
      provisionCustomerId: 'c7',
      calEventId: 'ce9',
      leftToPay: 5_000,
    });
    expect(result.created[1]!.sourceId).toBeUndefined();
    expect(PROVISION_BILLING_CATEGORY).toBe('Prowizja');
  });

  it('nothing to bill gives no billings', () => {
    expect(createProvisionBillings([], [], { now, useVat: false })).toEqual({ billings: [], created: [] });
  });

  it.each([
    [[source('')], 'pole sources[0].sourceId jest wymagane'],
    [[null], 'pole sources[0].sourceId jest wymagane'],
    [[source('s', { employeeId: '' })], 'pole sources[0].employeeId jest wymagane'],
    [[source('s', { eventId: '' })], 'pole eventId jest wymagane'],
    [[source('s', { amount: 1.25 })], 'pole nowe rozliczenie.amount'],
    ['x', 'lista źródeł prowizji musi być tablicą'],
  ])('rejects bad input %#', (sources, message) => {
    expect(() => createProvisionBillings(sources as never, [], { now, useVat: true })).toThrow(message);
  });
});
