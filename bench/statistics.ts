// `npm run bench -- statistics [fit|functions|decision|switches|p95]`: the speed of the decision's
// statistics at a large grid, the coverage table of the statistics functions on their own, and the
// end-to-end tables of issue 26 (whole simulated studies through deriveDecision; STUDIES a row, ≥ 1000).
import { fitBlockModel } from '../src/domain/statistics/block-model.js';
import { Rng } from '../src/domain/statistics/random.js';
import { crossCriticalValue } from '../src/domain/statistics/simultaneous.js';
import { clopperPearson } from '../src/domain/statistics/binomial.js';
import {
  decisionRows,
  p95Rows,
  runRow,
  switchRows,
  type RowRates,
  type SimulationRow,
} from '../__tests__/kits/simulation-rows.js';
import {
  DEFAULT_SCENARIO,
  runScenario,
  trueE2eP95,
  type ScenarioSummary,
} from '../__tests__/kits/decision-simulation.js';

const pct = (v: number) => (Number.isNaN(v) ? '—' : `${(100 * v).toFixed(1)} %`);

function timeFitAndResamples(): void {
  const rng = new Rng('1'.repeat(64));
  const y = Array.from({ length: 288 }, (_, x) => [0, 1].map(() => 3 + x / 100 + 0.05 * rng.normal()));
  const rounds = 5;
  let best = Infinity;
  for (let k = 0; k < rounds; k++) {
    const t0 = performance.now();
    const model = fitBlockModel(y);
    // 2 candidates x 144 cells in 12 client levels: the family's Monte Carlo critical value.
    crossCriticalValue(
      {
        groupOf: y.map((_, x) => (x < 144 ? 0 : 1)),
        stratumOf: y.map((_, x) => x % 12),
        strata: Array.from({ length: 12 }, () => ({ variance: model.msE!, df: 23 })),
        passes: 2,
      },
      0.95,
      2000,
      new Rng('2'.repeat(64)),
    );
    best = Math.min(best, performance.now() - t0);
  }
  console.log(
    `statistics: fit + 2000 Monte Carlo draws of the simultaneous critical value at 288 cells × 2 passes: ${best.toFixed(1)} ms (best of ${rounds}; goal < 300 ms)`,
  );
}

/** Upper bound (one-sided 99 % Clopper–Pearson) of a rate observed in `m` studies. */
const upper99 = (rate: number, m: number) => clopperPearson(Math.round(rate * m), m, 0.99, 'upper').upper;

/** Scenarios of docs/decision.md "Validation": the default noise, then run-to-run noise dominant. */
const SCENARIOS = [
  { label: '', extra: {} },
  { label: ', run noise dominant', extra: { runSd: 0.08, tokenShape: 400 } },
];

export function simulationTable(studies = 1000): ScenarioSummary[] {
  const p95 = trueE2eP95(
    { ...DEFAULT_SCENARIO, name: 'truth', passes: 2, effect: 0 },
    4000,
    new Rng('3'.repeat(64)),
  );
  const rows: ScenarioSummary[] = [];
  for (const { label, extra } of SCENARIOS)
    for (const passes of [2, 4])
      for (const effect of [0, 0.1])
        for (const splitPlot of [false, true]) {
          const name = `n = ${passes}, ${effect ? 'A/B +10 %' : 'A/A'}${label}`;
          const seedHex = (rows.length >> 1).toString(16).padStart(64, '0'); // same studies for both methods
          const s = { ...DEFAULT_SCENARIO, name, passes, effect, ...extra };
          rows.push(runScenario(s, studies, seedHex, 0.95, 0.01, label ? undefined : p95, splitPlot));
        }
  return rows;
}

function printFunctionsTable(): void {
  const rows = simulationTable();
  console.log('\nstatistics: simulation (2 candidates × P{1,2} × C{1,2}, 16 requests a level; 95 %)');
  console.log(
    '| scenario | method | studies | ratio CI coverage | better/worse (99 % CP upper) | mean CI width | mean mde | cell CI coverage | mean cell width | p95 upper bound exists | p95 upper coverage |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.scenario} | ${r.method} | ${r.studies} | ${pct(r.comparisonCoverage)} | ${pct(r.winnerRate)} (${pct(upper99(r.winnerRate, r.studies))}) | ${pct(r.comparisonWidth)} | ${pct(r.meanMde)} | ${pct(r.cellCoverage)} | ${pct(r.cellWidth)} | ${pct(r.p95BoundShare)} | ${pct(r.p95UpperCoverage)} |`,
    );
}

const DECISION_HEADER = [
  'scenario',
  'studies',
  'noise floor (median printed)',
  'mde (median printed)',
  'cell CI',
  'cell CI at C = 4',
  'ratio CI',
  'ratio CI at C = 4',
  'all ratio CIs of a study',
  'headline CI',
  'MCB intervals (all of a study)',
  'false comparison row',
  'false winner (choice)',
  'familywise false claim',
  'P(best) stated, mean',
  'PCS',
  'resolved',
  'pairs_needed achieves its power',
  'pairs_needed beyond the plan',
];

function decisionLine(label: string, r: RowRates, sizing: boolean, k: number): string {
  const sized = sizing ? `${pct(r.sizingAchieved)} of ${r.sizingChecked} (promised ${pct(r.power)})` : '—';
  const cells = [
    label,
    String(r.studies),
    pct(r.noiseFloor),
    pct(r.mde),
    pct(r.cellCoverage),
    pct(r.cellCoverageTopC),
    pct(r.comparisonCoverage),
    pct(r.comparisonCoverageTopC),
    pct(r.simultaneousCoverage),
    pct(r.headlineCoverage),
    pct(r.mcbCoverage),
    pct(r.falseRow),
    pct(r.falseWinner),
    pct(r.familywiseFalse),
    Number.isNaN(r.probabilityBest) ? '—' : `${pct(r.probabilityBest)} (1/k = ${pct(1 / k)})`,
    pct(r.correctSelection),
    pct(r.resolved),
    sized,
    sizing ? pct(r.sizingBeyondPlan) : '—',
  ];
  return `| ${cells.join(' | ')} |`;
}

function p95Line(label: string, r: RowRates): string {
  return `| ${label} | ${r.studies} | ${pct(r.p95Bounded)} | ${pct(r.p95Coverage)} | ${pct(r.p95CoverageNoQueue)} | ${pct(r.p95CoverageQueued)} | ${pct(r.p95FalsePass)} |`;
}

const STUDY_COUNT = Number(process.env.STUDIES ?? 1000);

/** Runs the rows of one table and prints it, then how long a study took (not part of the table). */
function printRows(
  title: string,
  rows: SimulationRow[],
  header: string[],
  line: (r: SimulationRow, rates: RowRates) => string,
): void {
  console.log(`\n${title}`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  const t0 = performance.now();
  let studies = 0;
  for (const row of rows) {
    const result = runRow(row, STUDY_COUNT);
    studies += result.rates.studies;
    console.log(line(row, result.rates));
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `(${studies} studies, second studies for pairs_needed included in the time: ${seconds.toFixed(0)} s, ${((1000 * seconds) / studies).toFixed(0)} ms a study)`,
  );
}

const MODEL_NOTE =
  'P{1,2} × C{1,2,4}, 32 requests a level, 95 %, δ = 5 %; every switch on: run-to-run SD at C ∝ 1 + log2 C, ' +
  "t(3) run effects, 10 % of server runs 30 % slower, ±5 % sine drift a pass (phase per pair), requests share their run's speed";

export async function benchStatistics(): Promise<void> {
  const only = process.argv[3];
  if (STUDY_COUNT < 1000)
    console.log(`(a quick look: ${STUDY_COUNT} studies a row; a printed result needs ≥ 1000)`);
  const wants = (table: string) => only === undefined || only === table;
  if (wants('fit')) timeFitAndResamples();
  if (wants('functions')) printFunctionsTable();
  if (wants('decision'))
    printRows(
      `statistics: decisions of simulated studies through deriveDecision (${MODEL_NOTE}); c1 ahead by the effect at every cell, the others tied`,
      decisionRows(),
      DECISION_HEADER,
      (row, r) => decisionLine(row.label, r, row.sizing, row.model.candidates),
    );
  if (wants('switches'))
    printRows(
      'statistics: one realism switch at a time (k = 4, A/A, quiet 6 %, otherwise as above)',
      switchRows(),
      DECISION_HEADER,
      (row, r) => decisionLine(row.label, r, row.sizing, row.model.candidates),
    );
  if (wants('p95'))
    printRows(
      "statistics: E2E p95 upper bounds (k = 2, A/A, 32 requests a level; truth: p95 of a cell's requests over 10000 runs)",
      p95Rows(),
      [
        'scenario',
        'studies',
        'cells with an upper bound',
        'upper ≥ true p95 (target ≥ 95 %)',
        'upper ≥ true p95, cells with C ≤ P',
        'upper ≥ true p95, cells with C > P (requests queue for a slot)',
        'upper ≤ 0.97 × true p95 (false PASS at a limit 3 % below)',
      ],
      (row, r) => p95Line(row.label, r),
    );
}
