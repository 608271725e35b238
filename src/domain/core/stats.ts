// Statistics exactly as spec §5.5 / §9.3: p50 = median, p95 = nearest rank, relative spread.

function sortedCopy(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** Ordinary median; even n → (a + b) / 2 of the two middle values. Null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = sortedCopy(values);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Nearest-rank percentile, no interpolation: element at max(1, ceil(q × n)), 1-based. */
export function nearestRank(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const s = sortedCopy(values);
  const rank = Math.max(1, Math.ceil(q * s.length));
  return s[Math.min(rank, s.length) - 1];
}

export function p95(values: readonly number[]): number | null {
  return nearestRank(values, 0.95);
}

/** (max − min) / median × 100, evaluated in that order; throws when undefined (median 0, max ≠ min). */
export function relativeSpreadPercent(values: readonly number[], what: string): number {
  const m = median(values);
  if (m === null) throw new RangeError(`${what}: no values for a relative spread`);
  const max = Math.max(...values);
  const min = Math.min(...values);
  if (m === 0) {
    if (max === min) return 0;
    throw new RangeError(`${what}: relative spread is infinite (median 0, values differ)`);
  }
  return ((max - min) / m) * 100;
}
