// "The grid is too small": a best point on the highest P or C whose rate still rises from the level below.
import { describe, expect, it } from '@jest/globals';
import type { BestPoint, RankedCell } from '../../../src/domain/decision/choice.js';
import { gridEdges } from '../../../src/domain/decision/grid-edge.js';
import type { ComparisonVerdict } from '../../../src/domain/statistics/verdicts.js';
import { decisionPlan, rankedCell } from '../../kits/decision-kit.js';

const plan = decisionPlan({ candidates: ['a', 'b'], serverLevels: [1, 2, 4], clientLevels: [1, 3] });

/** Cells of candidate `id` with rate(p, c). */
function grid(id: string, rate: (p: number, c: number) => number | null): RankedCell[] {
  return plan.server_parallel_levels.flatMap((p) =>
    plan.client_concurrency_levels.map((c) => rankedCell({ candidateId: id, p, c, estimate: rate(p, c) })),
  );
}

const best = (cells: RankedCell[], p: number, c: number): BestPoint => {
  const ranked = cells.find((r) => r.cell.key.serverParallel === p && r.cell.key.clientConcurrency === c)!;
  return { candidateId: ranked.cell.key.candidateId, ranked };
};

const noDifference = (): ComparisonVerdict => 'no_detectable_difference';

describe('gridEdges', () => {
  it('names P when the best point is at the highest P and rises from the P below', () => {
    const cells = grid('a', (p, c) => p * 10 + (c === 1 ? 5 : 0));
    expect(gridEdges(plan, cells, [best(cells, 4, 1)], noDifference)).toEqual([
      {
        candidate_id: 'a',
        cell: { server_parallel: 4, client_concurrency: 1 },
        edges: ['server_parallel'],
        next_levels: { server_parallel: 8, client_concurrency: null },
      },
    ]);
  });

  it('names C when the best point is at the highest C (not the highest P) and rises from the C below', () => {
    const cells = grid('a', (p, c) => (p === 2 ? 100 : 10) + c);
    expect(gridEdges(plan, cells, [best(cells, 2, 3)], noDifference)).toEqual([
      {
        candidate_id: 'a',
        cell: { server_parallel: 2, client_concurrency: 3 },
        edges: ['client_concurrency'],
        next_levels: { server_parallel: null, client_concurrency: 6 },
      },
    ]);
  });

  it('names both, one entry per candidate on the edge', () => {
    const a = grid('a', (p, c) => p * c);
    const b = grid('b', (p, c) => (p === 1 && c === 1 ? 100 : 1));
    const out = gridEdges(plan, [...a, ...b], [best(a, 4, 3), best(b, 1, 1)], noDifference);
    expect(out).toEqual([
      {
        candidate_id: 'a',
        cell: { server_parallel: 4, client_concurrency: 3 },
        edges: ['server_parallel', 'client_concurrency'],
        next_levels: { server_parallel: 8, client_concurrency: 6 },
      },
    ]);
  });

  it('is empty when the rate does not rise from the level below (equal is not rising)', () => {
    const flat = grid('a', () => 10);
    expect(gridEdges(plan, flat, [best(flat, 4, 3)], noDifference)).toEqual([]);
  });

  it('is empty when the neighbour below is outside the block model', () => {
    const cells = grid('a', (p, c) => (p === 2 ? null : p * c));
    // P4/C1 rises from nothing at P2 (no rate) and C1 is not the highest C.
    expect(gridEdges(plan, cells, [best(cells, 4, 1)], noDifference)).toEqual([]);
  });

  it('is empty when the paired comparison with the level below is worse', () => {
    const cells = grid('a', (p, c) => p * c);
    expect(gridEdges(plan, cells, [best(cells, 4, 3)], () => 'worse')).toEqual([]);
  });

  it('asks the verdict of the best point against its neighbour below', () => {
    const cells = grid('a', (p, c) => p * c);
    const asked: string[] = [];
    gridEdges(plan, cells, [best(cells, 4, 3)], (x, y) => {
      asked.push(
        `${x.cell.key.serverParallel}/${x.cell.key.clientConcurrency}>${y.cell.key.serverParallel}/${y.cell.key.clientConcurrency}`,
      );
      return 'better';
    });
    expect(asked).toEqual(['4/3>2/3', '4/3>4/1']);
  });

  it('never reports an edge on a single level', () => {
    const one = decisionPlan({ candidates: ['a'], serverLevels: [4], clientLevels: [2] });
    const cell = rankedCell({ candidateId: 'a', p: 4, c: 2, estimate: 10 });
    expect(gridEdges(one, [cell], [{ candidateId: 'a', ranked: cell }], () => 'better')).toEqual([]);
  });

  it('is empty without best points', () => {
    expect(
      gridEdges(
        plan,
        grid('a', (p) => p),
        [],
        () => 'better',
      ),
    ).toEqual([]);
  });
});
