// "Did you mean": the allowed name closest to a misspelt one (a plan key, a CLI flag or command), by
// Levenshtein distance, offered only when it is close enough to have been meant.

/** Levenshtein distance: insertions, deletions and substitutions, one each. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length];
}

/**
 * The name of `allowed` closest to `given` (case-insensitive), when at most max(2, a third of its
 * length) edits away; the first of equally close names wins, so the answer does not depend on luck.
 */
export function closestName(given: string, allowed: readonly string[]): string | undefined {
  let best: { name: string; d: number } | undefined;
  for (const name of allowed) {
    const d = editDistance(given.toLowerCase(), name.toLowerCase());
    if (!best || d < best.d) best = { name, d };
  }
  return best && best.d <= Math.max(2, Math.floor(given.length / 3)) ? best.name : undefined;
}
