/**
 * The q-quantile of samples by nearest rank: the smallest sample with at least q of them at or below it. With
 * three runs the p50 is the middle one and the p99 the slowest (a rank rounded down made both the middle one).
 */
export function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}
