// Issue 26's acceptance, checked on whole simulated studies fed through deriveDecision (a fast subset
// of `npm run bench -- statistics`): every printed interval covers 93–97 %, identical candidates give
// a false claim in ≤ 5 % of studies, pairs_needed achieves its power ±5 points, p95 bounds cover
// ≥ 93 %. Checks today's code fails are listed in KNOWN_FAILING_TODAY (run as `it.failing`).
import { afterAll, describe, expect, it } from '@jest/globals';
import { aggregateRow } from '../../../src/domain/measurement/load-evaluation.js';
import { runLabel } from '../../../src/domain/plan/schedule.js';
import { Rng } from '../../../src/domain/statistics/random.js';
import {
  emptyTally,
  readDecision,
  scoreStudy,
  sizingAchieved,
  sizingTargets,
  type CheckedDecision,
} from '../../kits/decision-checks.js';
import { decisionFixture } from '../../kits/decision-fixture.js';
import {
  ALL_SWITCHES,
  BASE_MODEL,
  QUIET,
  levelSd,
  simulateRuns,
  studyPlan,
  studyTruth,
  type StudyModel,
} from '../../kits/study-simulation.js';
import { callInWorker, removeTranspiled } from '../../kits/native-worker.js';
import type { RowRates, RowResult, SimulationRow } from '../../kits/simulation-rows.js';

const STUDIES = 200;
/** Binomial slack for a share seen in n studies: 2 SE at the target (fixed seeds: nothing flakes). */
const slack = (p: number, n: number) => 2 * Math.sqrt((p * (1 - p)) / n);

function expectCoverage(rate: number, n: number): void {
  expect(rate).toBeGreaterThanOrEqual(0.93 - slack(0.93, n));
  expect(rate).toBeLessThanOrEqual(0.97 + slack(0.97, n));
}

const row = (
  label: string,
  over: Partial<StudyModel>,
  extra: Partial<SimulationRow> = {},
): SimulationRow => ({
  table: 'decision',
  label: `test: ${label}`,
  model: { ...BASE_MODEL, ...ALL_SWITCHES, ...over },
  sizing: false,
  p95Runs: 0,
  ...extra,
});

const ROWS = {
  effect: row('k = 4, +10 %, quiet, 1 pair', { candidates: 4, effect: 0.1, rateSd: QUIET }),
  twins: row('k = 8, A/A, quiet, 1 pair', { candidates: 8, rateSd: QUIET }),
  sizing: row('k = 2, +20 %, quiet, 1 pair', { effect: 0.2, rateSd: QUIET }, { sizing: true }),
  heteroscedastic: row('k = 2, A/A, heteroscedastic only, 2 pairs', {
    heavyTails: false,
    slowRuns: false,
    drift: false,
    pairs: 2,
  }),
  p95: row('latency run SD 10 %, 1 pair', { ...noSwitches(), rateSd: 0.1 }, { table: 'p95', p95Runs: 4000 }),
  plain: row('control: every switch off, k = 4, A/A, 1 pair', { ...noSwitches(), candidates: 4 }),
  p95Independent: row(
    'control: independent requests, 1 pair',
    { ...noSwitches(), rateSd: 0.1, sharedSpeed: false },
    { table: 'p95', p95Runs: 4000 },
  ),
};

function noSwitches(): Partial<StudyModel> {
  return { heteroscedastic: false, heavyTails: false, slowRuns: false, drift: false, sharedSpeed: true };
}

const results = new Map<SimulationRow, Promise<RowRates>>();
/** A row's rates, simulated once (in a worker thread: see native-worker.ts). */
function rates(r: SimulationRow): Promise<RowRates> {
  let out = results.get(r);
  if (out === undefined) {
    out = callInWorker<RowResult>('__tests__/kits/simulation-rows.ts', 'runRow', [r, STUDIES]).then(
      (x) => x.rates,
    );
    results.set(r, out);
  }
  return out;
}
afterAll(removeTranspiled);

interface Check {
  name: string;
  row: SimulationRow;
  holds: (r: RowRates) => void;
}

/** Every interval the decision prints, on one row: each cell's rate, each comparison, the headline. */
const coverageChecks = (r: SimulationRow, what: string): Check[] => [
  {
    name: `cell rate intervals cover 93–97 % (${what})`,
    row: r,
    holds: (x) => expectCoverage(x.cellCoverage, x.studies),
  },
  {
    name: `comparison intervals cover 93–97 % at their stated level (${what})`,
    row: r,
    holds: (x) => expectCoverage(x.statedComparisonCoverage, x.studies),
  },
  {
    name: `the headline interval covers the chosen cell's rate 93–97 % (${what})`,
    row: r,
    holds: (x) => expectCoverage(x.headlineCoverage, x.studies),
  },
  {
    name: `MCB intervals, where printed, hold for every candidate at once in 93–97 % (${what})`,
    row: r,
    holds: (x) => {
      if (Number.isNaN(x.mcbCoverage)) expect(x.studies).toBeGreaterThan(0);
      else expectCoverage(x.mcbCoverage, x.studies);
    },
  },
];

const CHECKS: Check[] = [
  ...coverageChecks(ROWS.effect, 'k = 4, +10 %, quiet, 1 pair, every switch'),
  ...coverageChecks(ROWS.twins, 'k = 8, A/A, quiet, 1 pair, every switch'),
  {
    name: 'identical candidates: a false better/worse row or winner in ≤ 5 % of studies (k = 8, quiet, 1 pair)',
    row: ROWS.twins,
    holds: (r) => expect(r.familywiseFalse).toBeLessThanOrEqual(0.05 + slack(0.05, r.studies)),
  },
  {
    name: 'identical candidates: a stated probability of being best, if any, averages 1/k (k = 8)',
    row: ROWS.twins,
    holds: (r) =>
      expect(
        Number.isNaN(r.probabilityBest) || Math.abs(r.probabilityBest - 1 / 8) <= slack(1 / 8, r.studies),
      ).toBe(true),
  },
  {
    name: 'pairs_needed achieves its promised power within ±5 points (k = 2, +20 %, quiet, 1 pair)',
    row: ROWS.sizing,
    holds: (r) => {
      expect(r.sizingChecked).toBeGreaterThanOrEqual(30);
      expect(Math.abs(r.sizingAchieved - r.power)).toBeLessThanOrEqual(
        0.05 + slack(r.power, r.sizingChecked),
      );
    },
  },
  {
    name: 'heteroscedastic C: comparison intervals at C = 4 cover 93–97 % (k = 2, A/A, 2 pairs)',
    row: ROWS.heteroscedastic,
    holds: (r) => expectCoverage(r.comparisonCoverageTopC, r.studies),
  },
  {
    name: 'E2E p95 upper bounds cover the true p95 in ≥ 93 % (requests share their run, latency run SD 10 %)',
    row: ROWS.p95,
    holds: (r) => expect(r.p95Coverage).toBeGreaterThanOrEqual(0.93 - slack(0.93, r.studies)),
  },
  // Controls: under the assumptions today's code makes, the harness must find nothing wrong.
  {
    name: 'control: with every switch off, cell and comparison intervals cover 93–97 %',
    row: ROWS.plain,
    holds: (r) => {
      expectCoverage(r.cellCoverage, r.studies);
      expectCoverage(r.comparisonCoverage, r.studies);
    },
  },
  {
    // Requests of a closed-loop level are dependent through the queue when C > P, even then.
    name: 'control: with independent requests and no queue (C ≤ P), E2E p95 upper bounds cover ≥ 93 %',
    row: ROWS.p95Independent,
    holds: (r) => expect(r.p95CoverageNoQueue).toBeGreaterThanOrEqual(0.93 - slack(0.93, r.studies)),
  },
];

/** What today's decision gets wrong (issue 26); the fix empties this set. */
const KNOWN_FAILING_TODAY = new Set<string>([
  // Decision version 2 (docs/decision.md, "Validation"). Too conservative, not too bold: the Monte Carlo
  // of the simultaneous family draws the cells of one server run independently, while their errors
  // share the run's speed, so the family's critical value is larger than it needs to be (MCB bounds
  // hold at once in 99.5 % here).
  'MCB intervals, where printed, hold for every candidate at once in 93–97 % (k = 8, A/A, quiet, 1 pair, every switch)',
  // The same: the simultaneous rows at C = 4 hold in 100 % (one row of a family over-covers by design,
  // and the family itself over-covers as above).
  'heteroscedastic C: comparison intervals at C = 4 cover 93–97 % (k = 2, A/A, 2 pairs)',
  // The control scores each comparison row on its own: 99.9 % for rows of a simultaneous family.
  'control: with every switch off, cell and comparison intervals cover 93–97 %',
  // At the quiet noise of this row the printed need is beyond the plan's 10 pairs in 98 % of studies:
  // 11 of 200 can be re-run, fewer than the 30 the check asks for (they achieve 82 % for 80 %).
  'pairs_needed achieves its promised power within ±5 points (k = 2, +20 %, quiet, 1 pair)',
]);

describe('decisions of simulated studies against their truth (issue 26 acceptance)', () => {
  it('lists only checks that exist', () => {
    const names = CHECKS.map((c) => c.name);
    expect([...KNOWN_FAILING_TODAY].filter((n) => !names.includes(n))).toEqual([]);
  });
  for (const check of CHECKS)
    (KNOWN_FAILING_TODAY.has(check.name) ? it.failing : it)(
      check.name,
      async () => check.holds(await rates(check.row)),
      300_000,
    );
});

describe('the harness itself', () => {
  it('draws every level of the grid for every run of the plan, and the truth of each cell is exp(E ln rate)', () => {
    const m: StudyModel = { ...BASE_MODEL, candidates: 2, effect: 0.2, slowRuns: true, heavyTails: true };
    const plan = studyPlan(m);
    const truth = studyTruth(m);
    const rng = new Rng('5'.repeat(64));
    const logs = new Map<string, number[]>();
    for (let s = 0; s < 80; s++)
      for (const [label, run] of simulateRuns(m, plan, rng)) {
        expect(run.rows.map((r) => r.concurrency)).toEqual([1, 2, 4]);
        for (const r of run.rows) {
          const [, id, p] = label.split('/');
          const name = `${id}/P${p.slice(1)}/C${r.concurrency}`;
          logs.set(name, [...(logs.get(name) ?? []), Math.log(r.generated_tokens_per_second)]);
        }
      }
    expect([...logs.keys()].sort()).toEqual([...truth.rate.keys()].sort());
    expect(plan.passes.map((p) => runLabel(p.id, 'c1', 1))).toEqual(['forward/c1/p1', 'reverse/c1/p1']);
    for (const [name, values] of logs) {
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1));
      expect(Math.abs(mean - Math.log(truth.rate.get(name)!))).toBeLessThan(
        (3.5 * sd) / Math.sqrt(values.length),
      );
    }
    // c1 is ahead by the effect at every cell.
    expect(truth.rate.get('c1/P2/C2')! / truth.rate.get('c2/P2/C2')!).toBeCloseTo(1.2, 12);
  });

  it('makes the run-to-run SD at C = 4 three times that at C = 1, with the stated SD their root mean square', () => {
    const m: StudyModel = { ...BASE_MODEL, heteroscedastic: true, rateSd: 0.1 };
    expect(levelSd(m, 4) / levelSd(m, 1)).toBeCloseTo(3, 12);
    expect(levelSd(m, 2) / levelSd(m, 1)).toBeCloseTo(2, 12);
    expect(Math.sqrt((levelSd(m, 1) ** 2 + levelSd(m, 2) ** 2 + levelSd(m, 4) ** 2) / 3)).toBeCloseTo(
      0.1,
      12,
    );
    // And the simulated rates show it: the log rate's SD across studies at C = 4 is well above C = 1's.
    const plan = studyPlan(m);
    const rng = new Rng('6'.repeat(64));
    const byC = new Map<number, number[]>();
    for (let s = 0; s < 200; s++) {
      const run = simulateRuns({ ...m, passSd: 0 }, plan, rng).get('forward/c2/p1')!;
      for (const r of run.rows)
        byC.set(r.concurrency, [...(byC.get(r.concurrency) ?? []), Math.log(r.generated_tokens_per_second)]);
    }
    const sd = (v: number[]) => {
      const mean = v.reduce((a, b) => a + b, 0) / v.length;
      return Math.sqrt(v.reduce((a, b) => a + (b - mean) ** 2, 0) / (v.length - 1));
    };
    expect(sd(byC.get(4)!) / sd(byC.get(1)!)).toBeGreaterThan(2.2);
  });

  it('scales every request of a level by its run speed: the row rate is the product of its samples', () => {
    const m: StudyModel = { ...BASE_MODEL, rateSd: 0.2 };
    const runs = simulateRuns(m, studyPlan(m), new Rng('7'.repeat(64)));
    const slo = { min_completion_rate: 0, max_ttft_ms_p95: null, max_e2e_latency_ms_p95: 1e12 };
    for (const run of runs.values())
      for (const r of run.rows)
        expect(aggregateRow(r.candidate_id, r.concurrency, r.samples, slo).generated_tokens_per_second).toBe(
          r.generated_tokens_per_second,
        );
  });

  it('reads schema 2 (every interval, verdict, MCB bound and pairs_needed) and refuses a schema it does not know', () => {
    const fixture = decisionFixture();
    const d: CheckedDecision = readDecision(fixture);
    expect(d.cells).toHaveLength(fixture.cells.length);
    expect(d.cells[0].rate.ci).toEqual(fixture.cells[0].generated_tokens_per_second.ci);
    expect(d.comparisons.map((c) => [c.verdict, c.resolved, c.pairsNeeded, c.ofBest])).toEqual([
      ['worse', true, null, true],
      ['no_detectable_difference', false, 3, false],
    ]);
    expect(d.choice).toMatchObject({
      status: 'best',
      candidateId: 'q4-kleidiai-tuned',
      winnerClaimed: true,
      resolved: true,
    });
    expect(d.choice!.rate!.ci).toEqual(fixture.choice!.rate!.ci);
    expect(d.mcb).toEqual([
      { candidateId: 'q8-generic', lower: 0.8962, upper: 0.9793 },
      { candidateId: 'q4-kleidiai-tuned', lower: 1.0211, upper: 1.1158 },
    ]);
    expect(sizingTargets(d)).toEqual([
      { pairs: 3, row: { a: 'q8-generic', b: 'q4-kleidiai-tuned', at: 'P4/C4' } },
    ]);
    expect(() => readDecision({ ...fixture, schema_version: '9' })).toThrow(/schema_version "9"/);
  });

  it('counts a second study as achieving the sizing only when it resolves the row the way the truth says', () => {
    const m: StudyModel = { ...BASE_MODEL, effect: 0.2 };
    const truth = studyTruth(m);
    const target = { pairs: 3, row: { a: 'c1', b: 'c2', at: 'selected' } };
    const second = (verdict: string): CheckedDecision =>
      readDecision({
        ...decisionFixture(),
        comparisons: [
          {
            a: 'c1',
            b: 'c2',
            at: 'selected',
            a_cell: { server_parallel: 2, client_concurrency: 2 },
            b_cell: { server_parallel: 2, client_concurrency: 2 },
            ratio: 1.2,
            ci: [1.1, 1.3],
            verdict,
            pairs_needed: null,
          },
        ],
      });
    expect(sizingAchieved(target, second('better'), truth, 0.05)).toBe(true);
    expect(sizingAchieved(target, second('worse'), truth, 0.05)).toBe(false);
    expect(sizingAchieved(target, second('no_detectable_difference'), truth, 0.05)).toBe(false);
    expect(
      sizingAchieved({ ...target, row: { ...target.row, at: 'P1/C1' } }, second('better'), truth, 0.05),
    ).toBe(null);
  });

  it("scores MCB intervals simultaneously: a study counts only when every candidate's interval holds", () => {
    const m: StudyModel = { ...BASE_MODEL, effect: 0.2 };
    const truth = studyTruth(m);
    const base = { ...readDecision(decisionFixture()), cells: [], comparisons: [], choice: null };
    const tally = emptyTally();
    const study = (mcb: CheckedDecision['mcb']) => scoreStudy(tally, { ...base, mcb }, truth, m);
    study([
      { candidateId: 'c1', lower: 1.1, upper: null },
      { candidateId: 'c2', lower: null, upper: 0.9 },
    ]);
    study([
      { candidateId: 'c1', lower: 1.1, upper: 1.3 },
      { candidateId: 'c2', lower: 0.85, upper: 1 },
    ]);
    study([
      { candidateId: 'c1', lower: 1.25, upper: null },
      { candidateId: 'c2', lower: null, upper: 0.9 },
    ]);
    study(null);
    expect([tally.studies, tally.mcbStudies, tally.mcbAllCovered]).toEqual([4, 3, 1]);
  });
});
