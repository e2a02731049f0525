// `npm run bench:core`: throughput of the domain core's hot paths on the built package (core/dist),
// printed next to the targets of issue 3. Each bench module exports `run()` → [{ label, perSecond }].
import { availableParallelism, loadavg } from 'node:os';

const benches = [
  { file: './participants.mjs', target: 50_000 },
  { file: './pricing.mjs', target: 20_000 },
  { file: './distribution.mjs', target: null },
];

console.log(
  `@zapisy/core benchmarks on ${availableParallelism()} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
const rows = [];
for (const { file, target } of benches) {
  const { run } = await import(file);
  for (const row of await run()) rows.push({ ...row, target });
}
const width = Math.max(...rows.map((r) => r.label.length));
for (const { label, perSecond, target } of rows) {
  const verdict =
    target === null
      ? ''
      : `  (target >= ${target.toLocaleString('en')}/s: ${perSecond >= target ? 'met' : 'NOT met'})`;
  console.log(
    `${label.padEnd(width)}  ${Math.round(perSecond).toLocaleString('en').padStart(12)}/s${verdict}`,
  );
}
