// The comparison rows: each `selected` row is the bound over the two candidates' maxima from the
// simultaneous family, a row at the chosen P/C is that cell pair's simultaneous interval, and only an
// undecided row says how many pairs would settle it.
import { describe, expect, it } from '@jest/globals';
import { toPlain } from '../../../src/domain/core/json.js';
import { comparisonsOf, type Context } from '../../../src/domain/decision/candidate-comparisons.js';
import { choose, standings, type RankedCell } from '../../../src/domain/decision/choice.js';
import { decisionCells } from '../../../src/domain/decision/cell-gates.js';
import { inferRates } from '../../../src/domain/decision/rate-inference.js';
import { Rng } from '../../../src/domain/statistics/random.js';
import { maxDifferenceBounds } from '../../../src/domain/statistics/simultaneous.js';
import { decisionInputs, type Synthetic } from '../../kits/decision-kit.js';

function context(s: Synthetic): { ctx: Context; ids: string[] } {
  const inputs = decisionInputs(s);
  const ids = inputs.plan.candidates.map((c) => c.id);
  const cells = decisionCells(inputs.plan, inputs.runs, inputs.qualityGateMet, 0.95);
  const rates = inferRates(cells, (id) => ids.indexOf(id), 0.95, 500, new Rng('f6'.repeat(32)));
  const ranked: RankedCell[] = cells.map((cell) => {
    const i = rates.inModel.indexOf(cell);
    return { cell, modelIndex: i < 0 ? null : i, estimate: i < 0 ? null : rates.cellInterval(i).estimate };
  });
  return { ctx: { inputs, rates, ranked, h: Math.log1p(0.05), seed: 'f6'.repeat(32) }, ids };
}

describe('comparisonsOf', () => {
  it('bounds best against best over the maxima, and compares the chosen P/C as one cell pair', () => {
    const { ctx, ids } = context({
      shape: { candidates: ['a', 'b', 'c'] },
      truth: (k) => (k.candidateId === 'a' ? 300 : k.candidateId === 'b' ? 200 : 100) * k.serverParallel,
      noise: 0.02,
    });
    const interval = (x: number, y: number) => ctx.rates.pair(x, y)?.interval ?? null;
    const outcome = choose(
      standings(ids, ctx.ranked, interval, ctx.h),
      () => null,
      'highest_estimate',
      ctx.h,
    );
    const rows = comparisonsOf(ctx, outcome);
    const of = (id: string) =>
      ctx.ranked.filter((r) => r.cell.key.candidateId === id).map((r) => r.modelIndex!);
    const ab = rows.find((r) => r.a === 'a' && r.b === 'b' && r.at === 'selected')!;
    const bounds = maxDifferenceBounds(of('a'), of('b'), interval)!;
    expect(ab.ci).toEqual([Math.exp(bounds[0]), Math.exp(bounds[1])]);
    expect(ab.verdict).toBe('better');
    expect(ab.pairsNeeded).toBeNull();
    expect(ab.mde).toBeGreaterThan(0);
    const atChosen = rows.filter((r) => r.at !== 'selected');
    for (const r of atChosen) {
      const p = ctx.rates.pair(r.aCell.modelIndex!, r.bCell.modelIndex!)!;
      expect(p.simultaneous).toBe(true);
      expect(r.ci).toEqual([Math.exp(p.interval[0]), Math.exp(p.interval[1])]);
    }
  });

  it('gives an undecided row the pairs that would settle it', () => {
    const { ctx, ids } = context({ noise: 0.05, noiseSeed: 3 });
    const interval = (x: number, y: number) => ctx.rates.pair(x, y)?.interval ?? null;
    const rows = comparisonsOf(
      ctx,
      choose(standings(ids, ctx.ranked, interval, ctx.h), () => null, 'highest_estimate', ctx.h),
    );
    const selected = rows.find((r) => r.at === 'selected')!;
    expect(selected.verdict).toBe('no_detectable_difference');
    expect(selected.pairsNeeded).toBeGreaterThan(1);
    expect(toPlain(selected.ratio)).toBeCloseTo(selected.aCell.estimate! / selected.bCell.estimate!, 12);
  });
});
