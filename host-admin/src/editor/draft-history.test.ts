import { describe, expect, it } from 'vitest';
import { DRAFT_HISTORY_LIMIT, recordChange, redo, startHistory, undo } from './draft-history.js';

describe('draft history — spec: "Draft history max 50 entries"', () => {
  it('keeps the last 50 entries: after 60 changes, 50 undos reach change 10 and a 51st does nothing', () => {
    let history = startHistory(0);
    for (let n = 1; n <= 60; n++) history = recordChange(history, n);
    expect(DRAFT_HISTORY_LIMIT).toBe(50);
    expect(history.past).toHaveLength(50);
    for (let i = 0; i < 50; i++) history = undo(history);
    expect(history.present).toBe(10);
    expect(undo(history)).toBe(history);
  });

  it('undo restores the previous value and redo the undone one; a new change clears redo', () => {
    let history = recordChange(recordChange(startHistory('a'), 'b'), 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    history = redo(history);
    expect(history.present).toBe('b');
    history = recordChange(history, 'x');
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
    expect(undo(history).present).toBe('b');
  });

  it('recording the same value again adds no entry', () => {
    const history = startHistory('a');
    expect(recordChange(history, 'a')).toBe(history);
  });
});
