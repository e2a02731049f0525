// One way to measure for every core bench: warm up, then run batches until the time is up.

/**
 * Calls `batch(size)` (which does `size` operations and returns a checksum, so the work cannot be
 * optimised away) for `warmUpMs`, then for `measureMs`; returns operations per second.
 */
export function operationsPerSecond(batch, { size = 1_000, warmUpMs = 300, measureMs = 1_500 } = {}) {
  let sink = 0;
  const warmUpEnd = performance.now() + warmUpMs;
  while (performance.now() < warmUpEnd) sink += batch(size);
  let operations = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    sink += batch(size);
    operations += size;
    elapsed = performance.now() - start;
  } while (elapsed < measureMs);
  if (!Number.isFinite(sink)) throw new Error('benchmark produced no usable result');
  return (operations / elapsed) * 1_000;
}
