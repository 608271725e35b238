// `npm run bench -- statistics`: the speed of the decision's statistics at a large grid, and the
// coverage table of the simulation that validates them (the same generator the tests use).
import { fitBlockModel } from '../src/domain/statistics/block-model.js';
import { Rng } from '../src/domain/statistics/random.js';
import { crossCriticalValue } from '../src/domain/statistics/simultaneous.js';
import { clopperPearson } from '../src/domain/statistics/binomial.js';
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

export async function benchStatistics(): Promise<void> {
  timeFitAndResamples();
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
