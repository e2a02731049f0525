import { describe, expect, it } from 'vitest';
import { verdictLines } from './verdict.js';

const count = (x: number) => x.toFixed(0);

describe('verdictLines', () => {
  it('prints the figure, the bare figure, the ratio and PASS/FAIL per check and overall', () => {
    const lines = verdictLines({
      name: 'bench:rush phase 2',
      figure: { label: 'accepted/s', value: 900, format: count },
      bare: { label: 'req/s', value: 12_000, format: count },
      ratioTarget: 0.07,
      checks: [{ label: 'p99', value: 300, kind: 'max', target: 250, format: (x) => `${x} ms` }],
    });
    expect(lines).toEqual([
      'bench:rush phase 2: accepted/s 900, bare Fastify req/s 12000 (same run)',
      'bench:rush phase 2: ratio 0.075 (target >= 0.070) PASS',
      'bench:rush phase 2: p99 300 ms (target <= 250 ms) FAIL',
      'bench:rush phase 2: FAIL',
    ]);
  });
});
