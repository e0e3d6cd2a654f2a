/** Median of a non-empty sample. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** |a − b| relative to the smaller of the two, in per cent. */
export function relativeDifferencePercent(a: number, b: number): number {
  return (Math.abs(a - b) / Math.min(a, b)) * 100;
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * Median of the per-pair relative differences (a − b) / b, in per cent: the paired estimator of a timing gap,
 * robust to load bursts that slow both members of a pair.
 */
export function pairedMedianDifferencePercent(a: readonly number[], b: readonly number[]): number {
  return median(
    a.map((value, index) => ((value - (b[index] ?? Number.NaN)) / (b[index] ?? Number.NaN)) * 100),
  );
}
