import { describe, expect, it } from 'vitest';
import { newClaim } from './claim.js';
import { isAbandoned } from './take-over.js';

const now = new Date('2026-12-01T12:00:00Z');
const later = new Date(now.getTime() + 60_000);
const earlier = new Date(now.getTime() - 1);
const ofDeadProcess = 'abcdefghijkl.0123456789abcdefghijklmn';

describe('isAbandoned: nobody works on an unfinished registration any longer', () => {
  it('a run-out lease is abandoned on every store; a finished registration never is', () => {
    for (const kind of ['embedded', 'mongodb'] as const) {
      expect(
        isAbandoned({ kind }, { status: 'processing', claim: newClaim(), leaseUntil: earlier }, now),
      ).toBe(true);
      expect(
        isAbandoned({ kind }, { status: 'processed', claim: ofDeadProcess, leaseUntil: earlier }, now),
      ).toBe(false);
    }
  });

  it("embedded store (one process per DATA_DIR): a live lease of an earlier process's claim is abandoned, this process's is not", () => {
    const record = (claim: string) => ({ status: 'processing' as const, claim, leaseUntil: later });
    expect(isAbandoned({ kind: 'embedded' }, record(ofDeadProcess), now)).toBe(true);
    expect(isAbandoned({ kind: 'embedded' }, record(newClaim()), now)).toBe(false);
  });

  it('MongoDB (many processes): a live lease is trusted whoever holds it', () => {
    const record = { status: 'new' as const, claim: ofDeadProcess, leaseUntil: later };
    expect(isAbandoned({ kind: 'mongodb' }, record, now)).toBe(false);
  });
});
