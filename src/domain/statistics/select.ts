// The probability of being best by a parametric bootstrap of the block model (docs/decision.md):
// per replicate σ*² = MS_e·df_e/χ²(df_e), then every cell mean ~ N(ȳx, σ*²/n), best points
// re-selected in each replicate (so the winner's curse is inside the share). With run strata:
// σv*² = MS_w·df_w/χ²(df_w), σu*² = max(0, MS_run·df_run/χ²(df_run) − h·σv*²), and each cell mean
// ~ ȳx + N(0, σu*²/n) shared by its run + N(0, σv*²/n).
import type { BlockModel } from './block-model.js';
import { checkIndex } from './checks.js';
import type { Rng } from './random.js';

export interface ProbabilityBest {
  /** Per candidate: share of replicates in which its best cell is the highest of all candidates'. */
  group: number[];
  /** Per model cell: share of replicates in which it is the best of all grouped cells. */
  cell: number[];
}

/** Shares of `resamples` replicates; ties (measure zero) go to the lower group and cell index. */
export function probabilityBest(
  model: BlockModel,
  groups: readonly (readonly number[])[],
  resamples: number,
  rng: Rng,
): ProbabilityBest {
  if (!Number.isInteger(resamples) || resamples < 1)
    throw new RangeError(`resamples must be a positive integer (got ${resamples})`);
  groups.forEach((g, i) => g.forEach((x) => checkIndex(`groups[${i}]`, x, model.cells)));
  const groupWins = new Array<number>(groups.length).fill(0);
  const cellWins = new Array<number>(model.cells).fill(0);
  const { cellMeans, msE, dfE, passes } = model;
  const draw = new Float64Array(model.cells);
  const runs = model.runs;
  const noisy = msE !== null && msE > 0;
  const replicates = noisy ? resamples : 1;
  const runIds = runs ? [...new Set(runs.runOf)] : [];
  const runShift = new Map<number, number>();
  for (let rep = 0; rep < replicates; rep++) {
    if (noisy && runs === null) {
      const sd = Math.sqrt((msE * dfE) / rng.chiSquare(dfE) / passes);
      for (const g of groups) for (const x of g) draw[x] = cellMeans[x] + sd * rng.normal();
    } else if (noisy && runs !== null) {
      const within =
        runs.msWithin === null ? 0 : (runs.msWithin * runs.dfWithin) / rng.chiSquare(runs.dfWithin);
      const runScale = runs.dfRun > 0 ? (runs.msRun * runs.dfRun) / rng.chiSquare(runs.dfRun) : 0;
      const sdRun = Math.sqrt(Math.max(0, runScale - runs.h * within) / passes);
      const sdWithin = Math.sqrt(within / passes);
      for (const id of runIds) runShift.set(id, sdRun * rng.normal());
      for (const g of groups)
        for (const x of g) draw[x] = cellMeans[x] + runShift.get(runs.runOf[x])! + sdWithin * rng.normal();
    } else for (const g of groups) for (const x of g) draw[x] = cellMeans[x];
    let bestGroup = -1;
    let bestCell = -1;
    for (let i = 0; i < groups.length; i++)
      for (const x of groups[i])
        if (bestCell < 0 || draw[x] > draw[bestCell]) {
          bestCell = x;
          bestGroup = i;
        }
    if (bestGroup >= 0) {
      groupWins[bestGroup]++;
      cellWins[bestCell]++;
    }
  }
  return { group: groupWins.map((w) => w / replicates), cell: cellWins.map((w) => w / replicates) };
}
