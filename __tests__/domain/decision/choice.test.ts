// Each candidate's best eligible point and the choice across candidates: status, tie rules, runner-up.
import { describe, expect, it } from '@jest/globals';
import {
  bestPointOf,
  choose,
  eligible,
  standings,
  type BestPoint,
} from '../../../src/domain/decision/choice.js';
import { rankedCell } from '../../kits/decision-kit.js';

const where = (b: BestPoint | null) =>
  b === null ? null : [b.candidateId, b.ranked.cell.key.serverParallel, b.ranked.cell.key.clientConcurrency];

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

describe('standings and choose', () => {
  // Three candidates, one cell each (model indexes 0, 1, 2): a 100, b 90, c 80.
  const ranked = [
    rankedCell({ candidateId: 'a', p: 1, c: 1, estimate: 100, e2e: 300, rss: [500, 900], modelIndex: 0 }),
    rankedCell({ candidateId: 'b', p: 2, c: 2, estimate: 90, e2e: 200, rss: [800, 800], modelIndex: 1 }),
    rankedCell({ candidateId: 'c', p: 1, c: 2, estimate: 80, e2e: 250, rss: [100, 200], modelIndex: 2 }),
  ];
  const ids = ['a', 'b', 'c'];
  const h = Math.log1p(0.05);
  /** Intervals of ln(x / y) of half-width w around the estimates. */
  const intervals = (w: number) => (x: number, y: number) => {
    const d = Math.log(ranked[x].estimate! / ranked[y].estimate!);
    return [d - w, d + w] as [number, number];
  };
  const bounds = (w: number) => (a: string, b: string) => {
    const d = Math.log(ranked[ids.indexOf(a)].estimate! / ranked[ids.indexOf(b)].estimate!);
    return [d - w, d + w] as [number, number];
  };

  it('narrow intervals: a is the best, b and c are not; a is chosen whatever the tie rule', () => {
    const table = standings(ids, ranked, intervals(0.02), h);
    expect(table.map((s) => s.verdict)).toEqual(['best', 'not_best', 'not_best']);
    // a − max(b, c) = ln(100/90) ± 0.02.
    expect(table[0].versusBest![0]).toBeCloseTo(Math.log(100 / 90) - 0.02, 12);
    for (const rule of ['highest_estimate', 'lowest_e2e_p95', 'lowest_peak_rss'] as const) {
      const out = choose(table, bounds(0.02), rule, h);
      expect(out.status).toBe('best');
      expect(out.chosen?.candidateId).toBe('a');
      expect(out.runnerUp?.candidateId).toBe('b');
      expect(out.withinDelta).toEqual(['a']);
    }
  });

  it('wide intervals: nobody is shown within δ: unresolved, the leader reported', () => {
    const table = standings(ids, ranked, intervals(0.5), h);
    expect(table.map((s) => s.verdict)).toEqual(['possible', 'possible', 'possible']);
    const out = choose(table, bounds(0.5), 'lowest_e2e_p95', h);
    expect(out.status).toBe('unresolved');
    expect(out.chosen?.candidateId).toBe('a');
    expect(out.withinDelta).toEqual([]);
  });

  it('within δ but not equivalent: a is within δ of the best, b may be better than a by more than δ', () => {
    // ln(100/90) = 0.105 ± 0.12 against a zone of h = 0.2: a − b ∈ [−0.015, 0.225].
    const table = standings(ids, ranked, intervals(0.12), 0.2);
    expect(table.map((s) => s.verdict)).toEqual(['within_delta', 'possible', 'not_best']);
    for (const rule of ['highest_estimate', 'lowest_peak_rss'] as const) {
      const out = choose(table, bounds(0.12), rule, 0.2);
      expect(out.chosen?.candidateId).toBe('a');
      expect(out.withinDelta).toEqual(['a']);
      expect(out.status).toBe('within_delta');
    }
  });

  it('a and b within δ of the best, c not the best: the tie rule picks among a and b only', () => {
    const h30 = 0.3;
    const table = standings(ids, ranked, intervals(0.12), h30);
    expect(table.map((s) => s.verdict)).toEqual(['within_delta', 'within_delta', 'not_best']);
    const byRss = choose(table, bounds(0.12), 'lowest_peak_rss', h30);
    expect(byRss.chosen?.candidateId).toBe('b'); // c has the lowest RSS but is not in the running
    expect(byRss.runnerUp?.candidateId).toBe('a');
    expect(byRss.withinDelta).toEqual(['a', 'b']);
    // b − a ∈ [−0.225, 0.015], inside ±0.3: equivalent.
    expect(byRss.status).toBe('equivalent');
    expect(choose(table, bounds(0.12), 'lowest_e2e_p95', h30).chosen?.candidateId).toBe('b');
    expect(choose(table, bounds(0.12), 'highest_estimate', h30).chosen?.candidateId).toBe('a');
  });

  it('equivalent: every candidate in the running lies within ±δ of the chosen one', () => {
    const close = [
      rankedCell({ candidateId: 'a', p: 1, c: 1, estimate: 100, modelIndex: 0 }),
      rankedCell({ candidateId: 'b', p: 1, c: 1, estimate: 99, modelIndex: 1 }),
    ];
    const iv = (x: number, y: number) => {
      const d = Math.log(close[x].estimate! / close[y].estimate!);
      return [d - 0.02, d + 0.02] as [number, number];
    };
    const table = standings(['a', 'b'], close, iv, h);
    expect(table.map((s) => s.verdict)).toEqual(['within_delta', 'within_delta']);
    const out = choose(
      table,
      (a, b) => iv(['a', 'b'].indexOf(a), ['a', 'b'].indexOf(b)),
      'highest_estimate',
      h,
    );
    expect(out.status).toBe('equivalent');
    expect(out.chosen?.candidateId).toBe('a');
    // With δ = 0 no interval is inside the zone.
    const zero = standings(['a', 'b'], close, iv, 0);
    expect(choose(zero, () => [-0.01, 0.01], 'highest_estimate', 0).status).toBe('unresolved');
  });

  it('one candidate with an eligible point is the best without a bound; none is no_eligible_cell', () => {
    const failing = ranked.map((r, i) =>
      i === 0 ? r : { ...r, cell: { ...r.cell, verdict: 'fail' as const } },
    );
    const table = standings(ids, failing, intervals(0.02), h);
    expect(table.map((s) => s.verdict)).toEqual(['best', 'no_eligible_cell', 'no_eligible_cell']);
    expect(table[0].versusBest).toBeNull();
    expect(choose(table, bounds(0.02), 'highest_estimate', h)).toMatchObject({
      status: 'best',
      runnerUp: null,
    });
    const none = standings(
      ids,
      failing.map((r) => ({ ...r, cell: { ...r.cell, verdict: 'fail' as const } })),
      intervals(0.02),
      h,
    );
    expect(choose(none, bounds(0.02), 'highest_estimate', h)).toMatchObject({
      status: 'no_eligible_cell',
      chosen: null,
      withinDelta: [],
    });
  });
});
