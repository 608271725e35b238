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
const f16: HeadlinePoint = {
  label: 'F16',
  serverParallel: 1,
  clientConcurrency: 2,
  estimate: 100,
  ci: [90, 110],
};

const facts = (over: Partial<HeadlineFacts>): HeadlineFacts => ({
  status: 'decided',
  chosen: q8,
  versus: { runnerUp: f16, ratio: 1.2, ci: [1.1, 1.31], verdict: 'better' },
  probabilityBest: 0.987,
  tieRule: 'highest_estimate',
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
  it('decided: the chosen point, its gain over the runner-up and how often it is best', () => {
    expect(headline(facts({}))).toBe(
      'Q8 at P2 / C4: 123.5 tok/s [110.0, 135.2]; +20.0 % [+10.0 %, +31.0 %] over F16 at its own best point (P1 / C2); best in 99 % of resamples.',
    );
  });

  it('decided with a single eligible candidate', () => {
    expect(headline(facts({ versus: null, probabilityBest: 1 }))).toBe(
      'Q8 at P2 / C4: 123.5 tok/s [110.0, 135.2]; the only candidate with an eligible point; best in 100 % of resamples.',
    );
  });

  it('not_distinguishable (no detectable difference): the change, and the tie rule in words', () => {
    expect(
      headline(
        facts({
          status: 'not_distinguishable',
          versus: { runnerUp: f16, ratio: 1.03, ci: [0.95, 1.12], verdict: 'no_detectable_difference' },
          probabilityBest: 0.6,
          tieRule: 'lowest_peak_rss',
        }),
      ),
    ).toBe(
      'Q8 at P2 / C4: 123.5 tok/s [110.0, 135.2]; no detectable difference from F16 at its own best point (P1 / C2): +3.0 % [−5.0 %, +12.0 %]; best in 60 % of resamples; chosen by the tie rule (lowest peak memory).',
    );
  });

  it('not_distinguishable by the tie rule against the leader: a negative change, the E2E rule', () => {
    expect(
      headline(
        facts({
          status: 'not_distinguishable',
          versus: { runnerUp: f16, ratio: 0.98, ci: [0.97, 0.99], verdict: 'indeterminate' },
          probabilityBest: 0.3,
          tieRule: 'lowest_e2e_p95',
        }),
      ),
    ).toBe(
      'Q8 at P2 / C4: 123.5 tok/s [110.0, 135.2]; not distinguishable from F16 at its own best point (P1 / C2): −2.0 % [−3.0 %, −1.0 %]; best in 30 % of resamples; chosen by the tie rule (lowest E2E p95).',
    );
  });

  it('indeterminate: prefixed, with what would settle the open gates', () => {
    expect(
      headline(
        facts({
          status: 'indeterminate',
          openGates: [
            'a E2E p95 bound needs at least 59 requests (this point has 40)',
            'peak memory is above the ceiling in some passes only',
          ],
        }),
      ),
    ).toBe(
      'INDETERMINATE — Q8 at P2 / C4: 123.5 tok/s [110.0, 135.2]; +20.0 % [+10.0 %, +31.0 %] over F16 at its own best point (P1 / C2); best in 99 % of resamples; not settled: a E2E p95 bound needs at least 59 requests (this point has 40); peak memory is above the ceiling in some passes only.',
    );
  });

  it('indeterminate after a tie names the tie rule too', () => {
    expect(
      headline(
        facts({
          status: 'indeterminate',
          versus: { runnerUp: f16, ratio: 1.01, ci: [0.9, 1.1], verdict: 'no_detectable_difference' },
          openGates: ['x'],
        }),
      ),
    ).toBe(
      'INDETERMINATE — Q8 at P2 / C4: 123.5 tok/s [110.0, 135.2]; no detectable difference from F16 at its own best point (P1 / C2): +1.0 % [−10.0 %, +10.0 %]; best in 99 % of resamples; chosen by the tie rule (highest estimate); not settled: x.',
    );
  });

  it('no_eligible_cell', () => {
    expect(
      headline(facts({ status: 'no_eligible_cell', chosen: null, versus: null, probabilityBest: null })),
    ).toBe('No (candidate, P, C) point passes the gates: none is chosen.');
  });

  it('without intervals (one cell, no residual degrees of freedom) and without a probability', () => {
    expect(
      headline(
        facts({
          chosen: { ...q8, ci: null },
          versus: { runnerUp: f16, ratio: 0.5, ci: null, verdict: 'indeterminate' },
          probabilityBest: null,
          status: 'not_distinguishable',
        }),
      ),
    ).toBe(
      'Q8 at P2 / C4: 123.5 tok/s [no interval]; not distinguishable from F16 at its own best point (P1 / C2): −50.0 % [no interval]; chosen by the tie rule (highest estimate).',
    );
  });
});
