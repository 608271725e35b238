// The fleet decision's statistics: the independent-runner comparison against an independent
// implementation (numpy/scipy reference values), the cost interval, the choice and its tie rule, and
// the false-winner rate of the whole fleet decision under A/A by simulation.
import { fitBlockModel } from '../../../src/domain/statistics/block-model.js';
import { binomialCdf } from '../../../src/domain/statistics/distributions.js';
import { Rng } from '../../../src/domain/statistics/random.js';
import {
  chooseFleetPoint,
  compareForDecision,
  costInterval,
  independentComparison,
  type FleetPoint,
} from '../../../src/domain/fleet/fleet-decision.js';
import { comparisonVerdict } from '../../../src/domain/statistics/compare.js';
import { deriveFleetDecision } from '../../../src/domain/fleet/fleet-decision-document.js';
import { drawCells, grid, runner, syntheticStudy } from '../../kits/fleet-decision-kit.js';

const L = (rows: number[][]) => rows.map((r) => r.map(Math.log));

describe('independentComparison: V_A + V_B with Satterthwaite df', () => {
  // Reference values: the formulas of docs/decision.md in numpy, t quantiles from scipy.stats.t.ppf.
  const cases = [
    {
      name: 'two 3 x 2 studies',
      a: [
        [100, 110],
        [200, 190],
        [50, 55],
      ],
      b: [
        [90, 100],
        [210, 200],
        [60, 52],
      ],
      ia: 0,
      ib: 0,
      confidence: 0.95,
      ratio: 1.105541596785134,
      ci: [0.9255221149143991, 1.320575924147708],
      df: 4.643592827789474,
      mde: 0.2716147438604387,
    },
    {
      name: '4 x 4 against 2 x 2 at 90 %',
      a: [
        [100, 104, 98, 101],
        [80, 83, 79, 81],
        [120, 118, 125, 121],
        [60, 62, 59, 61],
      ],
      b: [
        [130, 120],
        [70, 75],
      ],
      ia: 2,
      ib: 0,
      confidence: 0.9,
      ratio: 0.9685618523732816,
      ci: [0.8045107739676021, 1.1660652563374378],
      df: 1.2088561271021434,
      mde: 0.26437433635182905,
    },
    {
      name: 'a pass-wide shift only in A (its residual is 0): the shift alone widens the interval',
      a: [
        [100, 120],
        [50, 60],
      ],
      b: [
        [100, 101],
        [50, 49],
      ],
      ia: 0,
      ib: 0,
      confidence: 0.95,
      ratio: 1.090008629269139,
      ci: [0.35486517349198327, 3.348085133826265],
      df: 1.0152670347572939,
      mde: 2.4803029163146046,
    },
  ];
  test.each(cases)('$name', (c) => {
    const r = independentComparison(
      { model: fitBlockModel(L(c.a)), index: c.ia },
      { model: fitBlockModel(L(c.b)), index: c.ib },
      c.confidence,
    );
    expect(r.pairing).toBe('independent');
    expect(r.ratio).toBeCloseTo(c.ratio, 10);
    expect(r.ci![0]).toBeCloseTo(c.ci[0], 6);
    expect(r.ci![1]).toBeCloseTo(c.ci[1], 6);
    expect(r.df).toBeCloseTo(c.df, 8);
    expect(r.mde!).toBeCloseTo(c.mde, 6);
  });

  test('a study with one cell has no interval: no comparison can be sized', () => {
    const r = independentComparison(
      { model: fitBlockModel(L([[100, 120]])), index: 0 },
      {
        model: fitBlockModel(
          L([
            [100, 101],
            [50, 49],
          ]),
        ),
        index: 0,
      },
      0.95,
    );
    expect(r.ratio).toBeCloseTo(Math.sqrt(12000 / 10100), 12);
    expect(r).toMatchObject({ ci: null, df: 0, mde: null, pairing: 'independent' });
  });

  test('swapping a and b inverts the ratio and its interval', () => {
    const a = { model: fitBlockModel(L(cases[0].a)), index: 1 };
    const b = { model: fitBlockModel(L(cases[0].b)), index: 2 };
    const ab = independentComparison(a, b, 0.95);
    const ba = independentComparison(b, a, 0.95);
    expect(ba.ratio).toBeCloseTo(1 / ab.ratio, 12);
    expect(ba.ci![0]).toBeCloseTo(1 / ab.ci![1], 12);
    expect(ba.ci![1]).toBeCloseTo(1 / ab.ci![0], 12);
    expect(ba.df).toBe(ab.df);
  });
});

describe('the verdict rule (log-symmetric): a / b and b / a get mirrored verdicts', () => {
  test.each([
    { ratio: 3, ci: [1.5, 6] as [number, number], mde: 1.2, verdict: 'better' },
    { ratio: 1 / 3, ci: [1 / 6, 1 / 1.5] as [number, number], mde: 1.2, verdict: 'worse' },
    { ratio: 1.1, ci: [0.9, 1.3] as [number, number], mde: 0.2, verdict: 'no_detectable_difference' },
    {
      ratio: 1 / 1.1,
      ci: [1 / 1.3, 1 / 0.9] as [number, number],
      mde: 0.2,
      verdict: 'no_detectable_difference',
    },
    { ratio: 1.5, ci: [1.1, 2] as [number, number], mde: 0.8, verdict: 'indeterminate' },
    { ratio: 1 / 1.5, ci: [0.5, 1 / 1.1] as [number, number], mde: 0.8, verdict: 'indeterminate' },
    { ratio: 0.5, ci: null, mde: null, verdict: 'indeterminate' },
  ])('ratio $ratio, mde $mde → $verdict', (c) => {
    expect(comparisonVerdict(c.ratio, c.ci, 0.05, c.mde)).toBe(c.verdict);
  });
});

describe('costInterval: price / (rate · 60) · 1e6, bounds swapped', () => {
  test.each([
    {
      price: 0.008,
      rate: 1000,
      ci: [800, 1250] as [number, number],
      estimate: 0.1333333333,
      lo: 0.1066666667,
      hi: 0.1666666667,
    },
    {
      price: 0.016,
      rate: 2000,
      ci: [1000, 4000] as [number, number],
      estimate: 0.1333333333,
      lo: 0.0666666667,
      hi: 0.2666666667,
    },
    { price: 1, rate: 60, ci: null, estimate: 277.7777777778, lo: null, hi: null },
  ])('$price USD/min at $rate tok/s', (c) => {
    const r = costInterval(c.price, c.rate, c.ci);
    expect(r.estimate).toBeCloseTo(c.estimate, 8);
    if (c.lo === null) expect(r.ci).toBeNull();
    else {
      expect(r.ci![0]).toBeCloseTo(c.lo, 8);
      expect(r.ci![1]).toBeCloseTo(c.hi!, 8);
    }
  });
});

/** A point whose runner has one cell per row of `y` (log rates), the point at `index`. */
function point(
  runnerIndex: number,
  y: number[][],
  index: number,
  usd: number | null,
  extra: Partial<FleetPoint> = {},
): FleetPoint {
  return {
    runner: `r${runnerIndex}`,
    runnerIndex,
    candidateId: 'x',
    candidateIndex: 0,
    serverParallel: 1,
    clientConcurrency: 1,
    cell: { model: fitBlockModel(y), index },
    usdPerMinute: usd,
    e2eP95: 100,
    peakRssMib: 100,
    verdict: 'pass',
    ...extra,
  };
}

const quiet = (level: number) =>
  L([
    [level, level * 1.01],
    [level / 2, (level / 2) * 0.99],
    [level / 3, level / 3],
  ]);
const rule = { confidence: 0.95, indifferenceZone: 0.05, tieRule: 'highest_estimate' as const };

describe('compareForDecision and chooseFleetPoint', () => {
  test('priced: tokens per dollar is the rate ratio times the price ratio, interval scaled alike', () => {
    const a = point(0, quiet(2000), 0, 0.016);
    const b = point(1, quiet(1000), 0, 0.008);
    const c = compareForDecision(a, b, 0.95, 0.05);
    expect(c.metricRatio).toBeCloseTo(c.ratio * 0.5, 12);
    expect(c.metricCi![0]).toBeCloseTo(c.ci![0] * 0.5, 12);
    // Twice as fast at twice the price: no detectable difference in cost.
    expect(c.verdict).toBe('no_detectable_difference');
    expect(compareForDecision(a, b, 0.95, 0.05).verdict).not.toBe('better');
    expect(
      compareForDecision(point(0, quiet(2000), 0, null), point(1, quiet(1000), 0, null), 0.95, 0.05).verdict,
    ).toBe('better');
  });

  test('two points of one runner are paired by pass', () => {
    const y = quiet(1000);
    const c = compareForDecision(point(0, y, 0, null), point(0, y, 1, null), 0.95, 0.05);
    expect(c.pairing).toBe('paired');
    expect(c.df).toBe(2);
  });

  test.each([
    { name: 'nothing eligible', points: [], status: 'no_eligible_point', chosen: null },
    { name: 'one point', points: [point(0, quiet(1000), 0, null)], status: 'decided', chosen: 'r0' },
    {
      name: 'twice as fast, low noise',
      points: [point(0, quiet(1000), 0, null), point(1, quiet(2000), 0, null)],
      status: 'decided',
      chosen: 'r1',
    },
    {
      name: 'twice as fast at twice the price: the cheaper point estimate',
      points: [point(0, quiet(1000), 0, 0.008), point(1, quiet(2040), 0, 0.016)],
      status: 'not_distinguishable',
      chosen: 'r1',
    },
  ])('$name → $status', (c) => {
    const o = chooseFleetPoint(c.points, rule);
    expect(o.status).toBe(c.status);
    expect(o.chosen?.runner ?? null).toBe(c.chosen);
  });

  test('tie rules: lowest E2E p95 and lowest peak memory pick among the tied, highest estimate the leader', () => {
    const pts = [
      point(0, quiet(1000), 0, null, { e2eP95: 90, peakRssMib: 300 }),
      point(1, quiet(1010), 0, null, { e2eP95: 120, peakRssMib: 200 }),
      point(2, quiet(1005), 0, null, { e2eP95: 80, peakRssMib: 250 }),
    ];
    const by = (tieRule: 'highest_estimate' | 'lowest_e2e_p95' | 'lowest_peak_rss') =>
      chooseFleetPoint(pts, { ...rule, tieRule });
    expect(by('highest_estimate').chosen!.runner).toBe('r1');
    expect(by('lowest_e2e_p95').chosen!.runner).toBe('r2');
    expect(by('lowest_e2e_p95').runnerUp!.runner).toBe('r1');
    expect(by('lowest_peak_rss').chosen!.runner).toBe('r1');
    expect(by('lowest_e2e_p95').status).toBe('not_distinguishable');
    expect(by('lowest_e2e_p95').tied).toHaveLength(3);
  });
});

describe('simulation: no true difference between two runners', () => {
  const SIMULATIONS = 400;
  const SEED = '5eed'.repeat(16);

  /** The largest count of winners still consistent with a 5 % rate (one-sided, P < 0.001). */
  function allowed(n: number, p = 0.05): number {
    let k = Math.ceil(n * p);
    while (1 - binomialCdf(k, n, p) >= 0.001) k++;
    return k;
  }

  test(`the fleet calls a winner in at most 5 % of ${SIMULATIONS} A/A pairs (+ binomial slack), priced or not`, () => {
    const rng = new Rng(SEED);
    const settings = [
      { sd: 0.02, passSd: 0.01, passes: 2, offsets: [0, 0.1, 0.2, 0.05] },
      { sd: 0.1, passSd: 0.05, passes: 2, offsets: [0, 0.1, 0.2, 0.05] },
      { sd: 0.3, passSd: 0.1, passes: 2, offsets: [0, 0, 0, 0] },
      { sd: 0.05, passSd: 0.1, passes: 4, offsets: [0, 0.3, 0.15, 0.3] },
    ];
    let winners = 0;
    let pricedWinners = 0;
    let runnerComparisons = 0;
    let runnerCalls = 0;
    for (let s = 0; s < SIMULATIONS; s++) {
      const set = settings[s % settings.length];
      const mu = grid(set.offsets);
      const studies = [0, 1].map(() => syntheticStudy(drawCells(rng, mu, set.passes, set.sd, set.passSd)));
      const plain = deriveFleetDecision(
        [runner('a', 0, studies[0]), runner('b', 1, studies[1])],
        null,
        false,
      );
      const choice = plain.statistics.choice as { status: string };
      if (choice.status === 'decided') winners++;
      // Same machine, same price: tokens per dollar is the rate, the calls must agree.
      const priced = deriveFleetDecision(
        [runner('a', 0, studies[0], 0.01), runner('b', 1, studies[1], 0.01)],
        null,
        true,
      );
      if ((priced.statistics.choice as { status: string }).status === 'decided') pricedWinners++;
      for (const c of plain.statistics.comparisons as { verdict: string }[]) {
        runnerComparisons++;
        if (c.verdict === 'better' || c.verdict === 'worse') runnerCalls++;
      }
    }
    const limit = allowed(SIMULATIONS);
    expect(limit).toBe(35);
    expect(winners).toBeLessThanOrEqual(limit);
    expect(pricedWinners).toBe(winners);
    expect(runnerComparisons).toBe(2 * SIMULATIONS);
    expect(runnerCalls).toBeLessThanOrEqual(allowed(runnerComparisons));
    // Recorded in docs/decision.md ("Fleet"): 4 winners of 400, 6 runner calls of 800 with this seed.
  });

  test('the runner-against-runner interval of one cell covers the true ratio in 95 % of 2000 draws', () => {
    const rng = new Rng(SEED);
    const mu = grid();
    let covered = 0;
    for (let s = 0; s < 2000; s++) {
      const fit = () => fitBlockModel(drawCells(rng, mu, 2, 0.1, 0.15).map((c) => c.y));
      const r = independentComparison({ model: fit(), index: 3 }, { model: fit(), index: 3 }, 0.95);
      if (r.ci![0] <= 1 && 1 <= r.ci![1]) covered++;
    }
    // Binomial SD at 2000 draws is 0.5 %: 93 %..97 % is four SDs either way.
    expect(covered / 2000).toBeGreaterThan(0.93);
    expect(covered / 2000).toBeLessThan(0.97);
  });

  test('with a true 2x difference at low noise the fleet decides for the faster runner in every pair', () => {
    const rng = new Rng(SEED);
    let decided = 0;
    for (let s = 0; s < 50; s++) {
      const a = syntheticStudy(drawCells(rng, grid(), 2, 0.02, 0.01));
      const b = syntheticStudy(
        drawCells(
          rng,
          grid().map((m) => ({ ...m, mu: m.mu + Math.log(2) })),
          2,
          0.02,
          0.01,
        ),
      );
      const d = deriveFleetDecision([runner('a', 0, a), runner('b', 1, b)], null, false);
      const choice = d.statistics.choice as { status: string; runner: string };
      if (choice.status === 'decided' && choice.runner === 'b') decided++;
    }
    expect(decided).toBe(50);
  });
});
