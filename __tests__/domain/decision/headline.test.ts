// The decision's headline sentence for every status, and the rate and change texts it is made of.
import { describe, expect, it } from '@jest/globals';
import {
  changeText,
  headline,
  percentChange,
  rateText,
  type HeadlineFacts,
  type HeadlinePoint,
} from '../../../src/domain/decision/headline.js';

const q8: HeadlinePoint = {
  label: 'Q8',
  serverParallel: 2,
  clientConcurrency: 4,
  estimate: 123.456,
  ci: [110, 135.25],
};
const facts = (over: Partial<HeadlineFacts>): HeadlineFacts => ({
  status: 'best',
  chosen: q8,
  candidates: 3,
  versusBest: [1.1, 1.31],
  indifferenceZone: 0.05,
  confidence: 0.95,
  withinDelta: ['Q8'],
  tieRule: 'highest_estimate',
  pairsNeeded: null,
  beyondPlanMaximum: false,
  openGates: [],
  ...over,
});

describe('rateText / percentChange / changeText', () => {
  it('writes rates with one decimal and their interval', () => {
    expect(rateText(123.456, [110, 135.25])).toBe('123.5 tok/s [110.0, 135.2]');
    expect(rateText(5, null)).toBe('5.0 tok/s [no interval]');
    expect(rateText(null, null)).toBe('no rate');
  });

  it('signs changes with + and the minus sign −, never a hyphen', () => {
    expect(percentChange(1.2)).toBe('+20.0 %');
    expect(percentChange(0.75)).toBe('−25.0 %');
    expect(percentChange(1)).toBe('0.0 %');
    expect(percentChange(0.99999)).toBe('0.0 %'); // rounds to zero: no direction
    expect(percentChange(0.5)).not.toContain('-');
    expect(changeText(0.9, [0.8, 1.05])).toBe('−10.0 % [−20.0 %, +5.0 %]');
    expect(changeText(1.1, null)).toBe('+10.0 % [no interval]');
  });
});

describe('headline', () => {
  it('best: the chosen point, its rate and its simultaneous bound against the best of the others', () => {
    expect(headline(facts({}))).toBe(
      'Q8 at P2 / C4: 123.5 tok/s [110.0, 135.2]; the best of 3 candidates (against the best of the others: [+10.0 %, +31.0 %], 95 % simultaneous).',
    );
  });

  it('best as the only candidate with an eligible point', () => {
    expect(headline(facts({ versusBest: null, candidates: 1 }))).toBe(
      'Q8 at P2 / C4: 123.5 tok/s [110.0, 135.2]; the only candidate with an eligible point.',
    );
  });

  it('equivalent: the zone, the bound and the tie rule with the candidates it chose among', () => {
    expect(
      headline(
        facts({
          status: 'equivalent',
          versusBest: [0.97, 1.02],
          withinDelta: ['Q8', 'F16'],
          tieRule: 'lowest_peak_rss',
        }),
      ),
    ).toBe(
      'Q8 at P2 / C4: 123.5 tok/s [110.0, 135.2]; equivalent within δ = 5.0 % to every candidate that could be best (against the best of the others: [−3.0 %, +2.0 %], 95 % simultaneous); chosen by the tie rule (lowest peak memory) among Q8, F16.',
    );
  });

  it('within δ of the best', () => {
    expect(
      headline(
        facts({
          status: 'within_delta',
          versusBest: [0.96, 1.2],
          withinDelta: ['Q8', 'F16'],
          tieRule: 'lowest_e2e_p95',
        }),
      ),
    ).toBe(
      'Q8 at P2 / C4: 123.5 tok/s [110.0, 135.2]; within δ = 5.0 % of the best (against the best of the others: [−4.0 %, +20.0 %], 95 % simultaneous); chosen by the tie rule (lowest E2E p95) among Q8, F16.',
    );
  });

  it('unresolved: prefixed, with the pairs that would resolve it (and whether the plan format allows them)', () => {
    expect(headline(facts({ status: 'unresolved', versusBest: [0.8, 1.4], pairsNeeded: 7 }))).toBe(
      'UNRESOLVED — Q8 at P2 / C4: 123.5 tok/s [110.0, 135.2]; not shown within δ = 5.0 % of the best (against the best of the others: [−20.0 %, +40.0 %], 95 % simultaneous): about 7 counterbalanced pairs would resolve it with 80 % probability at this noise.',
    );
    expect(
      headline(
        facts({ status: 'unresolved', versusBest: [0.8, 1.4], pairsNeeded: 40, beyondPlanMaximum: true }),
      ),
    ).toContain(
      'about 40 counterbalanced pairs would resolve it with 80 % probability at this noise (beyond this plan format’s maximum of 10).',
    );
    expect(headline(facts({ status: 'unresolved', versusBest: [0.8, 1.4], pairsNeeded: null }))).toContain(
      'more than 1000 counterbalanced pairs would be needed at this noise',
    );
    expect(
      headline(
        facts({ status: 'unresolved', versusBest: [0.8, 1.4], pairsNeeded: null, indifferenceZone: 0 }),
      ),
    ).toContain('with a zero indifference zone no number of pairs guarantees an answer');
  });

  it('open gates are named whatever the status', () => {
    expect(
      headline(
        facts({
          openGates: [
            'a E2E p95 bound needs at least 59 requests (this point has 40)',
            'peak memory is above the ceiling in some passes only',
          ],
        }),
      ),
    ).toBe(
      'Q8 at P2 / C4: 123.5 tok/s [110.0, 135.2]; the best of 3 candidates (against the best of the others: [+10.0 %, +31.0 %], 95 % simultaneous); gates not settled: a E2E p95 bound needs at least 59 requests (this point has 40); peak memory is above the ceiling in some passes only.',
    );
  });

  it('no_eligible_cell', () => {
    expect(headline(facts({ status: 'no_eligible_cell', chosen: null, versusBest: null }))).toBe(
      'No (candidate, P, C) point passes the gates: none is chosen.',
    );
  });

  it('without intervals (one cell, no residual degrees of freedom)', () => {
    expect(headline(facts({ chosen: { ...q8, ci: null }, versusBest: null, candidates: 1 }))).toBe(
      'Q8 at P2 / C4: 123.5 tok/s [no interval]; the only candidate with an eligible point.',
    );
  });
});
