// Synthetic studies whose requests share their run's speed, for validating the p95 bounds and the SLO
// attainment bounds of the decision by simulation (docs/decision.md, "Validation: p95 bounds with runs
// as the unit"): ln latency = a_run + b_request, the truth the p95 of the mixture over runs.
import { clopperPearson } from '../../src/domain/statistics/binomial.js';
import {
  normalCdf,
  normalQuantile,
  regularizedIncompleteBeta,
  studentTQuantile,
} from '../../src/domain/statistics/distributions.js';
import { quantileBounds } from '../../src/domain/statistics/quantile-bounds.js';
import { regularizedLowerGamma } from './ks-test.js';
import { Rng } from '../../src/domain/statistics/random.js';
import { runAttainmentBounds } from '../../src/domain/statistics/run-attainment.js';
import { fitRunMixture, mixtureQuantile, runShareVariance } from '../../src/domain/statistics/run-mixture.js';
import { runQuantileBounds } from '../../src/domain/statistics/run-quantile-bounds.js';
import { runVarianceOf, type RunVariance } from '../../src/domain/statistics/run-variance.js';

/** How a run's speed (its ln-latency shift, shared by all its requests) is drawn. */
export type RunEffect =
  | { kind: 'none' }
  | { kind: 'normal'; sd: number }
  | { kind: 't3'; sd: number }
  /** Normal with `sd`, and a share `share` of runs `factor` × slower on top. */
  | { kind: 'slow'; sd: number; share: number; factor: number };

/** The within-run latency of one request: gamma or lognormal with mean 1 and this CV. */
export interface WithinRun {
  kind: 'gamma' | 'lognormal';
  cv: number;
}

export interface P95Scenario {
  run: RunEffect;
  within: WithinRun;
  /** Runs of a cell (passes). */
  runs: number;
  /** Completed requests a run. */
  requests: number;
  /** Cells of a study: the run variance is pooled over them; the first two are checked. */
  cells?: number;
}

export interface P95Row {
  label: string;
  runs: number;
  requests: number;
  studies: number;
  /** Checked cells whose pooled request count gives an upper bound (both methods exist together). */
  withBound: number;
  /** Share of checked cells with a bound whose upper bound ≥ the true p95. */
  pooledCoverage: number;
  runCoverage: number;
  /** Share of checked cells with a bound that PASS a limit 3 % below the true p95. */
  pooledFalsePass: number;
  runFalsePass: number;
  /** Share with a lower bound ≤ the true p95 (of those with a lower bound). */
  runLowerCoverage: number;
  /** Mean upper bound / true p95 (finite bounds, each capped at ×10). */
  pooledWidth: number;
  runWidth: number;
  /** Share of checked cells with a pooled bound where the run-aware one has none (ν too small). */
  runUnbounded: number;
  /** Attainment at a limit equal to the true p95 (truth 0.95): one-sided lower bound ≤ 0.95, upper ≥ 0.95. */
  attainmentPooled: { lower: number; upper: number };
  attainmentRun: { lower: number; upper: number };
  /** The alternatives of docs/decision.md, when asked for (see `alternativeBounds`). */
  alternatives?: Record<
    AlternativeName,
    { exists: number; coverage: number; falsePass: number; width: number }
  >;
}

export type AlternativeName = 'additive' | 'effective_n' | 'per_run_t';

const CONFIDENCE = 0.95;
const Q = 0.95;
/** Cells a study: the between-run variance is pooled over them (a 2 × 2 × 2 grid). */
const CELLS_PER_STUDY = 8;

function drawRun(run: RunEffect, rng: Rng): number {
  switch (run.kind) {
    case 'none':
      return 0;
    case 'normal':
      return run.sd * rng.normal();
    case 't3':
      return (run.sd / Math.sqrt(3)) * (rng.normal() / Math.sqrt(rng.chiSquare(3) / 3));
    case 'slow':
      return run.sd * rng.normal() + (rng.uniform() < run.share ? Math.log(run.factor) : 0);
  }
}

function drawWithin(w: WithinRun, rng: Rng): number {
  if (w.kind === 'gamma') {
    const shape = 1 / (w.cv * w.cv);
    return rng.gamma(shape) / shape;
  }
  const s = Math.sqrt(Math.log1p(w.cv * w.cv));
  return Math.exp(s * rng.normal() - (s * s) / 2);
}

/** P(request latency ≤ y) within a run of speed 1 (mean 1). */
function withinCdf(w: WithinRun, y: number): number {
  if (w.kind === 'gamma') {
    const shape = 1 / (w.cv * w.cv);
    return regularizedLowerGamma(shape, shape * y);
  }
  const s = Math.sqrt(Math.log1p(w.cv * w.cv));
  return normalCdf((Math.log(y) + (s * s) / 2) / s);
}

/** The run shifts as weighted nodes: quantiles at the midpoints of 2000 equal slices of probability. */
function runNodes(run: RunEffect): [number, number][] {
  if (run.kind === 'none') return [[0, 1]];
  const N = 2000;
  const u = Array.from({ length: N }, (_, i) => (i + 0.5) / N);
  if (run.kind === 't3') return u.map((p) => [(run.sd / Math.sqrt(3)) * studentTQuantile(p, 3), 1 / N]);
  const normal = u.map((p): [number, number] => [run.sd * normalQuantile(p), 1 / N]);
  if (run.kind === 'normal') return normal;
  const slow = Math.log(run.factor);
  return [
    ...normal.map(([a, w]): [number, number] => [a, w * (1 - run.share)]),
    ...normal.map(([a, w]): [number, number] => [a + slow, w * run.share]),
  ];
}

const TRUTH = new Map<string, number>();

/**
 * The true p95 of the mixture over runs: the root of Σ w·F_within(x·e^(−a)) = 0.95 over the run
 * nodes (bisection on ln x; exact in closed form for normal runs with lognormal requests).
 */
export function trueP95(run: RunEffect, within: WithinRun): number {
  const key = JSON.stringify([run, within]);
  const known = TRUTH.get(key);
  if (known !== undefined) return known;
  let truth: number;
  if ((run.kind === 'none' || run.kind === 'normal') && within.kind === 'lognormal') {
    const s2 = Math.log1p(within.cv * within.cv);
    const a2 = run.kind === 'none' ? 0 : run.sd * run.sd;
    truth = Math.exp(-s2 / 2 + normalQuantile(Q) * Math.sqrt(s2 + a2));
  } else {
    const nodes = runNodes(run);
    const cdf = (x: number) =>
      nodes.reduce((sum, [a, w]) => sum + w * withinCdf(within, x * Math.exp(-a)), 0);
    let lo = -5;
    let hi = 5;
    for (let i = 0; i < 60; i++) {
      const mid = (lo + hi) / 2;
      if (cdf(Math.exp(mid)) < Q) lo = mid;
      else hi = mid;
    }
    truth = Math.exp((lo + hi) / 2);
  }
  TRUTH.set(key, truth);
  return truth;
}

/** One synthetic study: `cells` cells × `runs` runs × `requests` latencies (cell, run, request). */
export function simulateStudy(s: P95Scenario, rng: Rng): number[][][] {
  return Array.from({ length: s.cells ?? CELLS_PER_STUDY }, () =>
    Array.from({ length: s.runs }, () => {
      const speed = Math.exp(drawRun(s.run, rng));
      return Array.from({ length: s.requests }, () => speed * drawWithin(s.within, rng));
    }),
  );
}

interface Tally {
  n: number;
  covered: number;
  falsePass: number;
  /** Σ min(upper / truth, 10) over the finite bounds (one runaway bound cannot swamp a mean), and how many. */
  width: number;
  finite: number;
}
const tally = (): Tally => ({ n: 0, covered: 0, falsePass: 0, width: 0, finite: 0 });
/** A missing upper bound where the pooled one exists counts as +∞: it covers and never PASSes. */
function count(t: Tally, upper: number | null, truth: number): void {
  t.n++;
  if (upper === null || upper >= truth) t.covered++;
  if (upper === null) return;
  if (upper <= 0.97 * truth) t.falsePass++;
  t.width += Math.min(upper / truth, 10);
  t.finite++;
}

/** Simulates `studies` studies of a scenario and checks the first two cells of each. */
export function p95Row(s: P95Scenario, studies: number, seedHex: string, alternatives = false): P95Row {
  const truth = trueP95(s.run, s.within);
  const rng = new Rng(seedHex);
  const pooled = tally();
  const run = tally();
  const alt = { additive: tally(), effective_n: tally(), per_run_t: tally() };
  let lowerN = 0;
  let lowerCovered = 0;
  const att = { pooledLower: 0, pooledUpper: 0, runLower: 0, runUpper: 0, n: 0 };
  for (let k = 0; k < studies; k++) {
    const study = simulateStudy(s, rng);
    const variance = runVarianceOf(study);
    for (const cell of study.slice(0, 2)) {
      const old = quantileBounds(cell.flat(), Q, CONFIDENCE);
      const b = runQuantileBounds(cell, Q, CONFIDENCE, variance);
      const within = cell.flat().filter((v) => v <= truth).length;
      const n = cell.flat().length;
      const a = runAttainmentBounds(
        cell,
        truth,
        cell.map((r) => r.length),
        within,
        CONFIDENCE,
        variance,
      );
      att.n++;
      if (clopperPearson(within, n, CONFIDENCE, 'lower').lower <= Q) att.pooledLower++;
      if (clopperPearson(within, n, CONFIDENCE, 'upper').upper >= Q) att.pooledUpper++;
      if (a.lower <= Q) att.runLower++;
      if (a.upper >= Q) att.runUpper++;
      if (old.upper === null) continue;
      count(pooled, old.upper, truth);
      count(run, b.upper, truth);
      if (b.lower !== null) {
        lowerN++;
        if (b.lower <= truth) lowerCovered++;
      }
      if (alternatives) {
        const more = alternativeBounds(cell, variance, old.upper, old.estimate!);
        for (const name of Object.keys(alt) as AlternativeName[])
          if (more[name] !== null) count(alt[name], more[name], truth);
      }
    }
  }
  const share = (a: number, b: number) => (b === 0 ? Number.NaN : a / b);
  const label = runLabel(s);
  return {
    label,
    runs: s.runs,
    requests: s.requests,
    studies,
    withBound: pooled.n,
    pooledCoverage: share(pooled.covered, pooled.n),
    runCoverage: share(run.covered, run.n),
    pooledFalsePass: share(pooled.falsePass, pooled.n),
    runFalsePass: share(run.falsePass, run.n),
    runLowerCoverage: share(lowerCovered, lowerN),
    pooledWidth: share(pooled.width, pooled.finite),
    runWidth: share(run.width, run.finite),
    runUnbounded: share(run.n - run.finite, run.n),
    attainmentPooled: { lower: share(att.pooledLower, att.n), upper: share(att.pooledUpper, att.n) },
    attainmentRun: { lower: share(att.runLower, att.n), upper: share(att.runUpper, att.n) },
    alternatives: alternatives
      ? (Object.fromEntries(
          (Object.keys(alt) as AlternativeName[]).map((k) => [
            k,
            {
              exists: share(alt[k].n, pooled.n),
              coverage: share(alt[k].covered, alt[k].n),
              falsePass: share(alt[k].falsePass, alt[k].n),
              width: share(alt[k].width, alt[k].finite),
            },
          ]),
        ) as P95Row['alternatives'])
      : undefined,
  };
}

export function runLabel(s: P95Scenario): string {
  const w = `${s.within.kind} CV ${Math.round(100 * s.within.cv)} %`;
  const r = s.run;
  const run =
    r.kind === 'none'
      ? 'no run effect'
      : r.kind === 'normal'
        ? `run SD ${Math.round(100 * r.sd)} %`
        : r.kind === 't3'
          ? `t(3) runs, SD ${Math.round(100 * r.sd)} %`
          : `run SD ${Math.round(100 * r.sd)} % + ${Math.round(100 * r.share)} % runs ×${r.factor}`;
  return `${run}, ${w}`;
}

/**
 * The alternatives the method was chosen against (docs/decision.md): `additive` — the pooled bound
 * widened by the run variance alone, q̂·exp(√((ln x(r) − ln q̂)² + t²σ̂a²/R)); `effective_n` — the
 * order statistic of the pooled requests at Kish's effective n = n/(1 + (m − 1)ρ), ρ the model ICC of
 * the exceedance at the p95 (a bound only where n_eff ≥ 59); `per_run_t` — the run as the unit: the
 * smallest pooled value x whose mean per-run share ≤ x has a one-sided t lower bound (R − 1 df) ≥ 0.95.
 */
export function alternativeBounds(
  cell: readonly (readonly number[])[],
  variance: RunVariance,
  pooledUpper: number,
  estimate: number,
): Record<AlternativeName, number | null> {
  const R = cell.length;
  const t = variance.df > 0 ? studentTQuantile(CONFIDENCE, variance.df) : Infinity;
  const d = Math.log(pooledUpper) - Math.log(estimate);
  const additive = estimate * Math.exp(Math.sqrt(d * d + (t * t * variance.between) / R));
  const sorted = cell.flat().sort((a, b) => a - b);
  const n = sorted.length;
  const mixture = fitRunMixture(cell)!;
  let rho = 0;
  if (variance.between > 0) {
    const qx = mixtureQuantile(mixture.residuals, variance.between, Q, normalQuantile(Q));
    rho = Math.min(1, runShareVariance(mixture.residuals, variance.between, qx) / (Q * (1 - Q)));
  }
  const deff = 1 + (mixture.clusterSize - 1) * rho;
  const nEff = n / deff;
  // P(x(r) ≥ ξ) ≈ P(Bin(n_eff, q) ≤ (r − 1)/deff), increasing in r: the first r that reaches it.
  const reaches = (r: number) => {
    const k = (r - 1) / deff;
    return k >= nEff || regularizedIncompleteBeta(1 - Q, nEff - k, k + 1) >= CONFIDENCE;
  };
  let effective: number | null = null;
  if (1 - Q ** nEff >= CONFIDENCE) {
    let lo = 1;
    let hi = n;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (reaches(mid)) hi = mid;
      else lo = mid + 1;
    }
    effective = sorted[lo - 1];
  }
  // Per-run shares of values ≤ x, updated one value at a time in ascending order.
  let perRun: number | null = null;
  const tr = studentTQuantile(CONFIDENCE, R - 1);
  const tagged = cell.flatMap((run, r) => run.map((v) => [v, r] as const)).sort((a, b) => a[0] - b[0]);
  const below = new Array<number>(R).fill(0);
  for (const [x, r] of tagged) {
    below[r]++;
    const shares = below.map((k, j) => k / cell[j].length);
    const mean = shares.reduce((s, v) => s + v, 0) / R;
    const sd = Math.sqrt(shares.reduce((s, v) => s + (v - mean) ** 2, 0) / (R - 1));
    if (mean - (tr * sd) / Math.sqrt(R) >= Q) {
      perRun = x;
      break;
    }
  }
  return { additive, effective_n: effective, per_run_t: perRun };
}

/** The scenarios of the table (docs/decision.md): main rows, then the extra rows (heavy tails, slow runs). */
export function p95Scenarios(): P95Scenario[] {
  const within: WithinRun[] = [
    { kind: 'gamma', cv: 0.2 },
    { kind: 'lognormal', cv: 0.1 },
  ];
  const runs: RunEffect[] = [
    { kind: 'none' },
    { kind: 'normal', sd: 0.05 },
    { kind: 'normal', sd: 0.1 },
    { kind: 'normal', sd: 0.2 },
    { kind: 't3', sd: 0.1 },
    { kind: 'slow', sd: 0.05, share: 0.1, factor: 1.4 },
  ];
  const shapes: [number, number][] = [
    [2, 16],
    [2, 32],
    [2, 64],
    [4, 16],
    [4, 32],
    [4, 64],
    [8, 16],
    [8, 32],
    [8, 64],
  ];
  return within.flatMap((w) =>
    runs.flatMap((run) => shapes.map(([R, m]) => ({ run, within: w, runs: R, requests: m }))),
  );
}

/** The table a bench prints: every scenario, `studies` studies each (2 checked cells a study). */
export function p95CoverageTable(studies = 1000, alternatives = true): P95Row[] {
  return p95Scenarios().map((s, i) =>
    p95Row(s, studies, (0x950 + i).toString(16).padStart(64, '0'), alternatives),
  );
}

/** Markdown of the table (the docs' table is this output). */
export function p95TableMarkdown(rows: readonly P95Row[]): string {
  const pct = (v: number) => (Number.isNaN(v) ? '—' : `${(100 * v).toFixed(1)} %`);
  const x = (v: number) => (Number.isNaN(v) ? '—' : `×${v.toFixed(3)}`);
  const lines = [
    '| scenario | R × m | bound exists | upper covers: pooled → runs | false PASS at −3 %: pooled → runs | lower covers | mean upper / truth: pooled → runs | attainment lower / upper covers: pooled → runs |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    const has = r.withBound > 0;
    lines.push(
      `| ${r.label} | ${r.runs} × ${r.requests} | ${pct(r.withBound / (2 * r.studies))}` +
        (r.runUnbounded > 0 ? ` (runs: ${pct(r.runUnbounded)} none)` : '') +
        ' | ' +
        (has ? `${pct(r.pooledCoverage)} → ${pct(r.runCoverage)} | ` : 'no bound (needs 59 requests) | ') +
        (has
          ? `${pct(r.pooledFalsePass)} → ${pct(r.runFalsePass)} | ${pct(r.runLowerCoverage)} | `
          : '— | — | ') +
        (has ? `${x(r.pooledWidth)} → ${x(r.runWidth)} | ` : '— | ') +
        `${pct(r.attainmentPooled.lower)} / ${pct(r.attainmentPooled.upper)} → ${pct(r.attainmentRun.lower)} / ${pct(r.attainmentRun.upper)} |`,
    );
  }
  return lines.join('\n');
}
