// Each candidate's best eligible point and the choice across candidates: status, tie rules, runner-up.
import { describe, expect, it } from '@jest/globals';
import { bestPointOf, chooseAcross, eligible, type BestPoint } from '../../../src/domain/decision/choice.js';
import type { ComparisonVerdict } from '../../../src/domain/statistics/verdicts.js';
import { rankedCell, type RankedSpec } from '../../kits/decision-kit.js';

const point = (s: RankedSpec): BestPoint => ({ candidateId: s.candidateId, ranked: rankedCell(s) });
const where = (b: BestPoint | null) =>
  b === null ? null : [b.candidateId, b.ranked.cell.key.serverParallel, b.ranked.cell.key.clientConcurrency];
/** Leader-vs-x verdicts by x's candidate id. */
const verdicts =
  (table: Record<string, ComparisonVerdict>) =>
  (_leader: BestPoint, x: BestPoint): ComparisonVerdict =>
    table[x.candidateId];

describe('eligible', () => {
  it('excludes failed cells and cells outside the block model', () => {
    expect(eligible(rankedCell({ candidateId: 'a', p: 1, c: 1, estimate: 5 }))).toBe(true);
    expect(
      eligible(rankedCell({ candidateId: 'a', p: 1, c: 1, estimate: 5, verdict: 'indeterminate' })),
    ).toBe(true);
    expect(eligible(rankedCell({ candidateId: 'a', p: 1, c: 1, estimate: 5, verdict: 'fail' }))).toBe(false);
    expect(eligible(rankedCell({ candidateId: 'a', p: 1, c: 1, estimate: null }))).toBe(false);
  });
});

describe('bestPointOf', () => {
  it('takes the highest estimate of the candidate, ignoring other candidates and failed cells', () => {
    const ranked = [
      rankedCell({ candidateId: 'a', p: 1, c: 1, estimate: 10 }),
      rankedCell({ candidateId: 'a', p: 2, c: 1, estimate: 30, verdict: 'fail' }),
      rankedCell({ candidateId: 'b', p: 1, c: 2, estimate: 50 }),
      rankedCell({ candidateId: 'a', p: 1, c: 2, estimate: 20, verdict: 'indeterminate' }),
    ];
    expect(where(bestPointOf('a', ranked))).toEqual(['a', 1, 2]);
    expect(where(bestPointOf('b', ranked))).toEqual(['b', 1, 2]);
    expect(bestPointOf('c', ranked)).toBeNull();
  });

  it('is null when every cell fails', () => {
    expect(
      bestPointOf('a', [rankedCell({ candidateId: 'a', p: 1, c: 1, estimate: 10, verdict: 'fail' })]),
    ).toBe(null);
  });

  it('breaks equal estimates by lower E2E p95, then fewer slots, then fewer clients (any input order)', () => {
    const cells = [
      rankedCell({ candidateId: 'a', p: 2, c: 2, estimate: 10, e2e: 100 }),
      rankedCell({ candidateId: 'a', p: 2, c: 1, estimate: 10, e2e: 100 }),
      rankedCell({ candidateId: 'a', p: 1, c: 4, estimate: 10, e2e: 100 }),
      rankedCell({ candidateId: 'a', p: 4, c: 1, estimate: 10, e2e: 90 }),
      rankedCell({ candidateId: 'a', p: 1, c: 1, estimate: 10, e2e: null }),
    ];
    expect(where(bestPointOf('a', cells))).toEqual(['a', 4, 1]);
    expect(where(bestPointOf('a', [...cells].reverse()))).toEqual(['a', 4, 1]);
    const noLower = cells.filter((c) => c.cell.key.serverParallel !== 4);
    expect(where(bestPointOf('a', noLower))).toEqual(['a', 1, 4]);
    expect(where(bestPointOf('a', [...noLower].reverse()))).toEqual(['a', 1, 4]);
    const sameP = noLower.filter((c) => c.cell.key.serverParallel === 2);
    expect(where(bestPointOf('a', [...sameP].reverse()))).toEqual(['a', 2, 1]);
    // A known E2E p95 beats an unknown one.
    const unknown = [cells[4], rankedCell({ candidateId: 'a', p: 8, c: 8, estimate: 10, e2e: 5000 })];
    expect(where(bestPointOf('a', unknown))).toEqual(['a', 8, 8]);
  });
});

describe('chooseAcross', () => {
  const a = point({ candidateId: 'a', p: 1, c: 1, estimate: 100, e2e: 300, rss: [500, 900] });
  const b = point({ candidateId: 'b', p: 2, c: 2, estimate: 90, e2e: 200, rss: [800, 800] });
  const c = point({ candidateId: 'c', p: 1, c: 2, estimate: 80, e2e: 250, rss: [100, 200] });

  it('is no_eligible_cell without best points', () => {
    expect(chooseAcross([], verdicts({}), 'highest_estimate')).toEqual({
      status: 'no_eligible_cell',
      chosen: null,
      runnerUp: null,
      tied: [],
    });
  });

  it('decides for the leader when it is better than the runner-up (input order does not matter)', () => {
    const out = chooseAcross([c, b, a], verdicts({ b: 'better', c: 'better' }), 'lowest_e2e_p95');
    expect(out.status).toBe('decided');
    expect(out.chosen).toBe(a);
    expect(out.runnerUp).toBe(b);
    expect(out.tied).toEqual([a]);
  });

  it('with one candidate: decided, no runner-up', () => {
    const out = chooseAcross([b], verdicts({}), 'highest_estimate');
    expect(out).toEqual({ status: 'decided', chosen: b, runnerUp: null, tied: [b] });
  });

  it('ties points the leader does not beat; highest_estimate keeps the leader, the next is runner-up', () => {
    const out = chooseAcross(
      [a, b, c],
      verdicts({ b: 'no_detectable_difference', c: 'better' }),
      'highest_estimate',
    );
    expect(out.status).toBe('not_distinguishable');
    expect(out.tied).toEqual([a, b]);
    expect(out.chosen).toBe(a);
    expect(out.runnerUp).toBe(b);
  });

  it('lowest_e2e_p95 picks the tied point with the lowest E2E p95; the leader becomes runner-up', () => {
    const out = chooseAcross(
      [a, b, c],
      verdicts({ b: 'indeterminate', c: 'no_detectable_difference' }),
      'lowest_e2e_p95',
    );
    expect(out.status).toBe('not_distinguishable');
    expect(out.tied).toEqual([a, b, c]);
    expect(out.chosen).toBe(b);
    expect(out.runnerUp).toBe(a);
  });

  it('lowest_peak_rss picks the tied point with the lowest highest-pass RSS', () => {
    const out = chooseAcross(
      [a, b, c],
      verdicts({ b: 'no_detectable_difference', c: 'no_detectable_difference' }),
      'lowest_peak_rss',
    );
    expect(out.chosen).toBe(c);
    expect(out.runnerUp).toBe(a);
    // Between a (max 900) and b (max 800) alone, b has the lower peak.
    const two = chooseAcross([a, b], verdicts({ b: 'no_detectable_difference' }), 'lowest_peak_rss');
    expect(two.chosen).toBe(b);
  });

  it('the tie rule only looks at tied points: an untied point with a lower key is never chosen', () => {
    const out = chooseAcross(
      [a, b, c],
      verdicts({ b: 'no_detectable_difference', c: 'better' }),
      'lowest_peak_rss',
    );
    expect(out.tied).toEqual([a, b]);
    expect(out.chosen).toBe(b);
  });

  it('is indeterminate when the chosen cell is indeterminate, decided or tied', () => {
    const open = point({ candidateId: 'a', p: 1, c: 1, estimate: 100, verdict: 'indeterminate' });
    expect(chooseAcross([open, b], verdicts({ b: 'better' }), 'highest_estimate').status).toBe(
      'indeterminate',
    );
    expect(
      chooseAcross([open, b], verdicts({ b: 'no_detectable_difference' }), 'highest_estimate').status,
    ).toBe('indeterminate');
    // An indeterminate runner-up does not make the choice indeterminate.
    const openB = point({ candidateId: 'b', p: 1, c: 1, estimate: 90, verdict: 'indeterminate' });
    expect(chooseAcross([a, openB], verdicts({ b: 'better' }), 'highest_estimate').status).toBe('decided');
  });
});
