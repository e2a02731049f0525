import { describe, expect, it } from 'vitest';
import { applyColumnChoice, formatCell, isRightAligned, moveColumn } from './column-model.js';
import { nextSort } from './grid-props.js';

const columns = ['a', 'b', 'c', 'd'].map((id) => ({ id }));

describe('grid column model', () => {
  it('money is integer grosze shown by core formatMoney ("two decimals, a comma, a space between thousand groups, and suffix zł") and right-aligned', () => {
    expect(formatCell('money', 123_456)).toBe('1 234,56 zł');
    expect(formatCell('money', -50)).toBe('-0,50 zł');
    expect(formatCell('money', 0)).toBe('0,00 zł');
    expect(formatCell('money', 12.5)).toBe('');
    expect(formatCell('money', null)).toBe('');
    expect(isRightAligned('money')).toBe(true);
    expect(isRightAligned('text')).toBe(false);
  });

  it('flags read Tak/Nie, dates are Warsaw time, lists are joined', () => {
    expect(formatCell('boolean', true)).toBe('Tak');
    expect(formatCell('boolean', false)).toBe('Nie');
    expect(formatCell('date', '2026-03-01T10:05:00.000Z')).toBe('01/03/2026, 11:05');
    expect(formatCell('text', ['a', 'b'])).toBe('a, b');
    expect(formatCell('text', undefined)).toBe('');
  });

  it('a column choice puts chosen columns first, keeps unknown new columns in default order, hides hidden ones', () => {
    const shown = applyColumnChoice(columns, { order: ['c', 'gone', 'a'], hidden: ['b'] });
    expect(shown.map((c) => c.id)).toEqual(['c', 'a', 'd']);
    expect(applyColumnChoice(columns, { order: [], hidden: [] }).map((c) => c.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('moving a column swaps it with its neighbour and stops at the ends', () => {
    expect(moveColumn(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });

  it('clicking the sorted header flips the direction; another header sorts ascending', () => {
    expect(nextSort(null, 'status')).toEqual({ field: 'status', asc: true });
    expect(nextSort({ field: 'status', asc: true }, 'status')).toEqual({ field: 'status', asc: false });
    expect(nextSort({ field: 'status', asc: false }, 'createdOn')).toEqual({ field: 'createdOn', asc: true });
  });
});
