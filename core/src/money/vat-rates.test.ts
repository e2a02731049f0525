import { describe, expect, it } from 'vitest';
import { VAT_RATES, vatFromNet } from './vat.js';
import {
  CURRENT_VAT_RATES,
  isCurrentVatRate,
  RETIRED_VAT_RATES,
  readStoredVatRate,
  VAT_RATE_TABLE,
  vatRateLabel,
  vatRateSchema,
} from './vat-rates.js';

describe('the VAT rate table', () => {
  it('offers the rates in force (23, 8, 5, 0, zw, np, oo) and keeps 22, 7, 3 for stored data only', () => {
    expect(CURRENT_VAT_RATES).toEqual(['23', '8', '5', '0', 'zw', 'np', 'oo']);
    expect(RETIRED_VAT_RATES).toEqual(['22', '7', '3']);
    expect(isCurrentVatRate('22')).toBe(false);
    expect(isCurrentVatRate('8')).toBe(true);
  });

  it('spec: "VAT rates: 23, 22, 8, 7, 5, 3, 0, zw, np, oo" — every spec code has one entry of the table', () => {
    expect(VAT_RATE_TABLE.map((e) => e.code).sort()).toEqual([...VAT_RATES].sort());
  });

  it.each([
    ['23', '23 %'],
    ['0', '0 %'],
    ['zw', 'zw (zwolniony)'],
    ['np', 'np (nie podlega)'],
    ['oo', 'oo (odwrotne obciążenie)'],
    ['22', '22 % (stawka sprzed 2011 r.)'],
    ['7', '7 % (stawka sprzed 2011 r.)'],
    ['3', '3 % (stawka sprzed 2011 r.)'],
  ])('labels %s as %s', (code, label) => {
    expect(vatRateLabel(code)).toBe(label);
  });
});

describe('reading a VAT rate from stored data', () => {
  it.each([
    ['22', '22'],
    [22, '22'],
    ['7%', '7'],
    ['3,0', '3'],
    [8, '8'],
    ['ZW', 'zw'],
    // Spec: "unknown numeric maps to 23".
    [19, '23'],
    ['', null],
    [null, null],
    [undefined, null],
    ['abc', null],
    [{}, null],
  ] as const)('%j reads as %j', (stored, code) => {
    expect(readStoredVatRate(stored)).toBe(code);
  });

  it('an older rate keeps computing its own percent (an old invoice corrected repeats 22 %)', () => {
    expect(vatFromNet(10_000, readStoredVatRate(22) ?? '23')).toBe(2_200);
    expect(vatFromNet(10_000, readStoredVatRate('7') ?? '23')).toBe(700);
    expect(vatFromNet(10_000, readStoredVatRate('3%') ?? '23')).toBe(300);
  });
});

describe('the schema of a VAT choice', () => {
  it('accepts every spec code, labels each in the description and marks the older ones retired', () => {
    const schema = vatRateSchema('Stawka VAT', { nullable: true, value: null });
    expect(schema.enum).toEqual([...VAT_RATES, null]);
    expect(schema.type).toEqual(['string', 'null']);
    expect(schema['x-retired']).toEqual(['22', '7', '3']);
    expect(schema.description).toContain('23: 23 %');
    expect(schema.description).toContain('22: 22 % (stawka sprzed 2011 r.)');
    expect(vatRateSchema('Stawka VAT', { nullable: false, value: 'np' })).toMatchObject({
      type: 'string',
      default: 'np',
      enum: [...VAT_RATES],
    });
  });
});
