import { describe, expect, it } from 'vitest';
import { addMonths, endOfWeek, monthWeeks, startOfWeek } from './calendar-days.js';
import { dateTypingLayout, maskTypedDate, readTypedDate, typingHint } from './date-typing.js';

const TODAY = '2026-11-21';
const DEFAULT = dateTypingLayout(undefined);

describe('DatePicker typing (spec §3 "Fields may have dateFormat (default dd/MM/yyyy)")', () => {
  it('dateFormat default dd/MM/yyyy: typed day/month/year with "/" and hinted as dd/mm/rrrr', () => {
    expect(DEFAULT).toMatchObject({ pattern: 'dd/MM/yyyy', parts: ['day', 'month', 'year'], separator: '/' });
    expect(typingHint(DEFAULT)).toBe('dd/mm/rrrr');
    expect(typingHint(dateTypingLayout('dd.MM.yyyy'))).toBe('dd.mm.rrrr');
    expect(typingHint(dateTypingLayout('yyyy-MM-dd'))).toBe('rrrr-mm-dd');
    expect(typingHint(dateTypingLayout('MM/yyyy'))).toBe('mm/rrrr');
  });

  it('dateFormat: a blank or unusable format is the default dd/MM/yyyy; named months are typed with dots', () => {
    expect(dateTypingLayout('  ').pattern).toBe('dd/MM/yyyy');
    expect(dateTypingLayout('DD/MM/YYYY').pattern).toBe('dd/MM/yyyy');
    const named = dateTypingLayout('d MMMM yyyy');
    expect(named).toMatchObject({ numeric: false, parts: ['day', 'month', 'year'], separator: '.' });
  });

  it('dateFormat dd/MM/yyyy: separators are written while typing at the end', () => {
    expect(maskTypedDate('12', DEFAULT)).toBe('12/');
    expect(maskTypedDate('1', DEFAULT)).toBe('1');
    expect(maskTypedDate('4', DEFAULT)).toBe('04/');
    expect(maskTypedDate('12/1', DEFAULT)).toBe('12/1');
    expect(maskTypedDate('12/3', DEFAULT)).toBe('12/03/');
    expect(maskTypedDate('1.', DEFAULT)).toBe('1/');
    expect(maskTypedDate('1.2.2026', DEFAULT)).toBe('1/02/2026');
    expect(maskTypedDate('01022026', DEFAULT)).toBe('01/02/2026');
    expect(maskTypedDate('01/02/20261', DEFAULT)).toBe('01/02/2026');
    expect(maskTypedDate('abc', DEFAULT)).toBe('abc');
    expect(maskTypedDate('2026', dateTypingLayout('yyyy-MM-dd'))).toBe('2026-');
    expect(maskTypedDate('20260', dateTypingLayout('yyyy-MM-dd'))).toBe('2026-0');
    expect(maskTypedDate('1 2', dateTypingLayout('dd.MM.yyyy'))).toBe('1.02.');
  });

  it('dateFormat dd/MM/yyyy: lenient reading of 1.2.2026, 01022026, 1-2-26 as 2026-02-01', () => {
    for (const typed of ['1.2.2026', '01/02/2026', '01022026', '1-2-26', ' 1 / 2 / 2026 '])
      expect(readTypedDate(typed, DEFAULT, TODAY)).toEqual({ kind: 'date', iso: '2026-02-01' });
    expect(readTypedDate('3.4.85', DEFAULT, TODAY)).toEqual({ kind: 'date', iso: '1985-04-03' });
    expect(readTypedDate('2026-02-01', dateTypingLayout('yyyy-MM-dd'), TODAY)).toEqual({
      kind: 'date',
      iso: '2026-02-01',
    });
    expect(readTypedDate('02/2026', dateTypingLayout('MM/yyyy'), TODAY)).toEqual({
      kind: 'date',
      iso: '2026-02-01',
    });
  });

  it('dateFormat dd/MM/yyyy: empty, unreadable and impossible dates are told apart', () => {
    expect(readTypedDate('  ', DEFAULT, TODAY)).toEqual({ kind: 'empty' });
    expect(readTypedDate('12/05', DEFAULT, TODAY)).toEqual({ kind: 'unreadable' });
    expect(readTypedDate('jutro', DEFAULT, TODAY)).toEqual({ kind: 'unreadable' });
    expect(readTypedDate('1/2/202', DEFAULT, TODAY)).toEqual({ kind: 'unreadable' });
    expect(readTypedDate('31/02/2026', DEFAULT, TODAY)).toEqual({ kind: 'impossible' });
    expect(readTypedDate('29/02/2025', DEFAULT, TODAY)).toEqual({ kind: 'impossible' });
    expect(readTypedDate('29/02/2024', DEFAULT, TODAY)).toEqual({ kind: 'date', iso: '2024-02-29' });
  });

  it('dateFormat d MMMM yyyy: the shown text reads back as its day', () => {
    const named = dateTypingLayout('d MMMM yyyy');
    const shown = { text: '1 lutego 2026', iso: '2026-02-01' };
    expect(readTypedDate('1 lutego 2026', named, TODAY, shown)).toEqual({ kind: 'date', iso: '2026-02-01' });
    expect(readTypedDate('1.2.2026', named, TODAY, shown)).toEqual({ kind: 'date', iso: '2026-02-01' });
  });
});

describe('DatePicker calendar days (Polish weeks start on Monday)', () => {
  it('weeks of February 2026 run Monday to Sunday', () => {
    const weeks = monthWeeks('2026-02-14');
    expect(weeks[0]?.[0]).toBe('2026-01-26');
    expect(weeks[0]?.[6]).toBe('2026-02-01');
    expect(weeks.at(-1)?.[6]).toBe('2026-03-01');
    expect(startOfWeek('2026-02-01')).toBe('2026-01-26');
    expect(endOfWeek('2026-02-02')).toBe('2026-02-08');
  });

  it('a month later is the same day or the shorter month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-03-15', -12)).toBe('2025-03-15');
    expect(addMonths('2026-12-10', 1)).toBe('2027-01-10');
  });
});
