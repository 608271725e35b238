// "The grid is too small" (docs/decision.md, "Grid edge"): a best point on the highest P or C whose rate
// still rises from the level below may have its optimum outside the grid; name the next levels.
import type { JsonObject } from '../core/json.js';
import type { CapacityPlan } from '../plan/plan.js';
import type { ComparisonVerdict } from '../statistics/verdicts.js';
import type { BestPoint, RankedCell } from './choice.js';

/** The highest P or C a plan may declare. */
const MAX_LEVEL = 1024;

export function gridEdges(
  plan: CapacityPlan,
  ranked: readonly RankedCell[],
  bestPoints: readonly BestPoint[],
  verdict: (a: RankedCell, b: RankedCell) => ComparisonVerdict,
): JsonObject[] {
  const sLevels = plan.server_parallel_levels;
  const cLevels = plan.client_concurrency_levels;
  const find = (id: string, p: number, c: number) =>
    ranked.find(
      (r) =>
        r.cell.key.candidateId === id &&
        r.cell.key.serverParallel === p &&
        r.cell.key.clientConcurrency === c,
    );
  const out: JsonObject[] = [];
  for (const b of bestPoints) {
    const { candidateId, serverParallel: p, clientConcurrency: c } = b.ranked.cell.key;
    const rising = (below: RankedCell | undefined) =>
      below !== undefined &&
      below.modelIndex !== null &&
      below.estimate !== null &&
      b.ranked.estimate! > below.estimate &&
      verdict(b.ranked, below) !== 'worse';
    const edges: string[] = [];
    const next: JsonObject = { server_parallel: null, client_concurrency: null };
    if (
      sLevels.length > 1 &&
      p === sLevels[sLevels.length - 1] &&
      rising(find(candidateId, sLevels[sLevels.length - 2], c))
    ) {
      edges.push('server_parallel');
      next.server_parallel = 2 * p <= MAX_LEVEL ? 2 * p : null;
    }
    if (
      cLevels.length > 1 &&
      c === cLevels[cLevels.length - 1] &&
      rising(find(candidateId, p, cLevels[cLevels.length - 2]))
    ) {
      edges.push('client_concurrency');
      next.client_concurrency = 2 * c <= MAX_LEVEL ? 2 * c : null;
    }
    if (edges.length > 0)
      out.push({
        candidate_id: candidateId,
        cell: { server_parallel: p, client_concurrency: c },
        edges,
        next_levels: next,
      });
  }
  return out;
}
