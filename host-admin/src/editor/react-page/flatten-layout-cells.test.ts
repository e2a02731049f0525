import type { FormCell, FormValue } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { flattenLayoutCells } from './flatten-layout-cells.js';

const field = (id: string, size = 12): FormCell => ({
  id,
  size,
  plugin: { id: 'TextInput', version: 1 },
  dataI18n: { default: { field_name: id, label: id } },
});

const ids = (value: FormValue) => value.rows.map((row) => row.cells.map((cell) => cell.id).join('+'));

describe('flattenLayoutCells (spec §3 Form: data {id, version, rows with cells} rendered by the widget)', () => {
  it('a layout cell without a plugin that fills its row is replaced by its rows, in order', () => {
    const value: FormValue = {
      id: 'v',
      version: 1,
      rows: [
        { id: 'r1', cells: [field('first')] },
        {
          id: 'r2',
          cells: [
            {
              id: 'wrap',
              size: 12,
              rows: [
                { id: 'a', cells: [field('date')] },
                { id: 'b', cells: [field('last')] },
              ],
            },
          ],
        },
        { id: 'r3', cells: [field('email')] },
      ],
    };
    expect(ids(flattenLayoutCells(value))).toEqual(['first', 'date', 'last', 'email']);
  });

  it('nested wrappers and wrappers inside a container column are flattened too', () => {
    const inner = { id: 'w2', size: 12, rows: [{ id: 'x', cells: [field('b')] }] };
    const value: FormValue = {
      id: 'v',
      version: 1,
      rows: [
        {
          id: 'r1',
          cells: [
            {
              id: 'w1',
              size: 12,
              rows: [
                { id: 'y', cells: [inner] },
                { id: 'z', cells: [field('c')] },
              ],
            },
          ],
        },
        {
          id: 'r2',
          cells: [
            {
              id: 'two',
              size: 12,
              plugin: { id: 'TwoColumnRow', version: 1 },
              rows: [
                { id: 'col', cells: [{ id: 'w3', size: 12, rows: [{ id: 'q', cells: [field('d')] }] }] },
              ],
            },
          ],
        },
      ],
    };
    const flat = flattenLayoutCells(value);
    expect(ids(flat)).toEqual(['b', 'c', 'two']);
    expect(flat.rows[2]?.cells[0]?.rows?.[0]?.cells.map((cell) => cell.id)).toEqual(['d']);
  });

  it('a value without layout cells, or with one beside other cells, is returned as it is', () => {
    const value: FormValue = {
      id: 'v',
      version: 1,
      rows: [
        { id: 'r1', cells: [field('a', 6), { id: 'w', size: 6, rows: [{ id: 'x', cells: [field('b')] }] }] },
      ],
    };
    expect(flattenLayoutCells(value)).toBe(value);
  });
});
