import type { FormValue } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { withNodeIds } from './with-node-ids.js';

const cell = (id: string, rows?: FormValue['rows']) => ({
  id,
  size: 12,
  plugin: { id: 'TextInput', version: 2 },
  ...(rows ? { rows } : {}),
});

describe('withNodeIds (react-page finds rows by id)', () => {
  it('gives rows without an id a stable id from their position, inside containers too', () => {
    const value: FormValue = {
      id: 'f',
      version: 1,
      rows: [
        { cells: [cell('a')] },
        { cells: [cell('box', [{ cells: [cell('b')] }, { id: 'kept', cells: [] }])] },
      ],
    };
    const first = withNodeIds(value);
    expect(first.rows.map((r) => r.id)).toEqual(['f-r0', 'f-r1']);
    expect(first.rows[1]?.cells[0]?.rows?.map((r) => r.id)).toEqual(['box-r0', 'kept']);
    expect(withNodeIds(value)).toEqual(first);
  });

  it('returns the same object when every row has an id', () => {
    const value: FormValue = { id: 'f', version: 1, rows: [{ id: 'x', cells: [cell('a')] }] };
    expect(withNodeIds(value)).toBe(value);
  });
});
