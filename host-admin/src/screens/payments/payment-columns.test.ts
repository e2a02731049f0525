import { describe, expect, it } from 'vitest';
import { needsDecision } from './payment-columns.js';
import { flaggedOnline } from './payments-fixtures.js';

describe('which flagged payments ask for the organizer\'s decision (issue 6: "Amount mismatches are recorded and flagged, not applied blindly")', () => {
  it('a held amount mismatch, not settled and not decided: release or reject', () => {
    expect(needsDecision(flaggedOnline)).toBe(true);
  });

  it('flags that hold nothing (no billings, an unfinished gateway follow-up) ask for no decision', () => {
    for (const code of ['no-billings', 'follow-up-failed'])
      expect(needsDecision({ ...flaggedOnline, flags: [{ code, label: code }] })).toBe(false);
  });

  it('once decided or settled, and never on a refund', () => {
    const at = '2026-02-12T10:00:00.000Z';
    expect(needsDecision({ ...flaggedOnline, review: { decision: 'released', at } })).toBe(false);
    expect(needsDecision({ ...flaggedOnline, settledAt: at })).toBe(false);
    expect(needsDecision({ ...flaggedOnline, type: 'refund' })).toBe(false);
  });
});
