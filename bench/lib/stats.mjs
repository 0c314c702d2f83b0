// Figures of the benchmarks: percentiles, rates and how they compare with their baselines.

/** The nearest-rank percentile (p in 0..100) of the values; NaN when there are none. */
/** @param {number[]} values @param {number} p */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

/** @param {number[]} values */
export const median = (values) => percentile(values, 50);

/** @param {number} ms */
export const ms = (ms) => `${ms.toFixed(ms < 10 ? 2 : 1).padStart(8)} ms`;

/** How many times the baseline a figure is ("2.5x baseline"). */
/** @param {number} value @param {number} baseline */
export const times = (value, baseline) => `${(value / baseline).toFixed(2)}x baseline`;

/** Megabytes (10^6 bytes) per second. */
/** @param {number} bytes @param {number} elapsedMs */
export const mbPerSecond = (bytes, elapsedMs) => bytes / 1e6 / (elapsedMs / 1000);

/** Runs `fn` `count` times one after another and returns what each run measured. */
/**
 * @param {number} count
 * @param {(index: number) => Promise<number>} fn
 */
export async function repeat(count, fn) {
  const results = [];
  for (let i = 0; i < count; i++) results.push(await fn(i));
  return results;
}
