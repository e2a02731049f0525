/**
 * The last lines of the HTTP benchmarks: the figure, bare Fastify's figure from the same run, their ratio
 * and PASS/FAIL against the target, in one shape so a reader (or a script) finds them at the end.
 */

export interface Check {
  /** What is compared, e.g. 'p99 latency'. */
  label: string;
  value: number;
  /** 'min': value must be at least `target`; 'max': at most. */
  kind: 'min' | 'max';
  target: number;
  format: (x: number) => string;
}

export const passes = (check: Check): boolean =>
  check.kind === 'min' ? check.value >= check.target : check.value <= check.target;

/** `ratio <figure> / bare Fastify <bare> = <ratio> (target ≥ …)`, then one line per check and the verdict. */
export function verdictLines(input: {
  name: string;
  figure: { label: string; value: number; format: (x: number) => string };
  bare: { label: string; value: number; format: (x: number) => string };
  ratioTarget: number;
  /** The ratio when it is not figure / bare (the kernel's median of paired rounds). */
  ratio?: { value: number; label: string };
  checks?: Check[];
}): string[] {
  const ratio = input.ratio?.value ?? input.figure.value / input.bare.value;
  const checks: Check[] = [
    {
      label: input.ratio?.label ?? 'ratio',
      value: ratio,
      kind: 'min',
      target: input.ratioTarget,
      format: (x) => x.toFixed(3),
    },
    ...(input.checks ?? []),
  ];
  const ok = checks.every(passes);
  return [
    `${input.name}: ${input.figure.label} ${input.figure.format(input.figure.value)}, bare Fastify ${input.bare.label} ${input.bare.format(input.bare.value)} (same run)`,
    ...checks.map(
      (c) =>
        `${input.name}: ${c.label} ${c.format(c.value)} (target ${c.kind === 'min' ? '>=' : '<='} ${c.format(c.target)}) ${passes(c) ? 'PASS' : 'FAIL'}`,
    ),
    `${input.name}: ${ok ? 'PASS' : 'FAIL'}`,
  ];
}
