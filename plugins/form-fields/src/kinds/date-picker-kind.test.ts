import { describe, expect, it } from 'vitest';
import { datePickerKind } from './date-picker-kind.js';
import { submitOne } from './kind-testing.js';

describe("DatePicker min/max of the cell data (submitted 'yyyy-MM-dd', spec §3 dateFormat default dd/MM/yyyy)", () => {
  const data = { min: '2026-02-10', max: '2026-02-20' };

  it.each([
    ['the first allowed day', '2026-02-10', []],
    ['the last allowed day', '2026-02-20', []],
    [
      'a day before min, shown in the default dd/MM/yyyy',
      '2026-02-09',
      ['Podaj datę nie wcześniejszą niż 10/02/2026.'],
    ],
    ['a day after max', '2026-02-21', ['Podaj datę nie późniejszą niż 20/02/2026.']],
  ])('%s', (_name, value, messages) => {
    expect(submitOne(datePickerKind, value, { data }).messages).toEqual(messages);
  });

  it("the bound is shown in the field's dateFormat; a blank or broken bound is no bound", () => {
    expect(
      submitOne(datePickerKind, '2026-01-01', { data: { ...data, dateFormat: 'dd.MM.yyyy' } }).messages,
    ).toEqual(['Podaj datę nie wcześniejszą niż 10.02.2026.']);
    expect(
      submitOne(datePickerKind, '2026-01-01', { data: { min: '', max: '2026-02-31' } }).messages,
    ).toEqual([]);
  });

  it('the data schema accepts min and max as yyyy-MM-dd or empty', () => {
    const properties = (datePickerKind.dataSchema as { properties: Record<string, { pattern?: string }> })
      .properties;
    const pattern = new RegExp(properties.min?.pattern ?? '');
    expect(pattern.test('2026-02-10')).toBe(true);
    expect(pattern.test('')).toBe(true);
    expect(pattern.test('10/02/2026')).toBe(false);
  });
});
