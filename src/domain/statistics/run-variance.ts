// The between-run variance of log latency, pooled over every cell of a study: a two-way cells × passes
// ANOVA of each cell-pass's mean log latency (Montgomery, Design and Analysis of Experiments, §4.1),
// the one-way variance of a run mean about its cell mean (MS_pass + (N − 1)·MS_e)/N with Satterthwaite
// (1946) degrees of freedom — pass-wide shifts included, since a future run meets one too —, minus the
// within-run part s²/m of a mean of m requests (the method of moments of a one-way random model,
// Searle, Casella & McCulloch, Variance Components, §3.5).

/** One cell-pass of the table: the mean and sample variance (n − 1) of ln latency of its m ≥ 2 requests. */
interface RunSummary {
  meanLog: number;
  varianceLog: number;
  requests: number;
}

export interface RunVariance {
  /** σ̂a²: variance of the run effect (clipped at 0). */
  between: number;
  /** V̂ = σ̂a² + mean(s²/m): the variance of one run's mean log latency about its cell's mean. */
  runMean: number;
  /** Satterthwaite degrees of freedom of V̂ (0 when no cell has two runs). */
  df: number;
  /** Cells that entered the table. */
  cells: number;
}

const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / v.length;

/**
 * The ANOVA of a cells × passes table (every row the same passes, each with at least two requests).
 * With one cell it is the cell's own variance over passes.
 */
function pooledRunVariance(table: readonly (readonly RunSummary[])[]): RunVariance {
  const N = table.length;
  const n = N === 0 ? 0 : table[0].length;
  if (N === 0 || n < 2) return { between: 0, runMean: 0, df: 0, cells: N };
  const y = table.map((row) => row.map((r) => r.meanLog));
  const cellMeans = y.map(mean);
  const passMeans = Array.from({ length: n }, (_, j) => mean(y.map((row) => row[j])));
  const grand = mean(cellMeans);
  const msPass = (N * passMeans.reduce((s, m) => s + (m - grand) ** 2, 0)) / (n - 1);
  let sse = 0;
  for (let x = 0; x < N; x++)
    for (let j = 0; j < n; j++) sse += (y[x][j] - cellMeans[x] - passMeans[j] + grand) ** 2;
  const dfE = (N - 1) * (n - 1);
  const passPart = msPass / N;
  const residualPart = dfE === 0 ? 0 : sse / dfE / (N / (N - 1));
  const runMean = passPart + residualPart;
  const denominator = passPart ** 2 / (n - 1) + (dfE === 0 ? 0 : residualPart ** 2 / dfE);
  const df = denominator > 0 ? runMean ** 2 / denominator : N * (n - 1);
  const within = mean(table.flatMap((row) => row.map((r) => r.varianceLog / r.requests)));
  return { between: Math.max(0, runMean - within), runMean, df, cells: N };
}

/**
 * The study's between-run variance from raw values: `cells[x][j]` the values (positive, finite) of
 * cell x in pass j. Cells with fewer than two values in some pass, or without every pass, stay out of
 * the table.
 */
export function runVarianceOf(cells: readonly (readonly (readonly number[])[])[]): RunVariance {
  const passes = Math.max(0, ...cells.map((c) => c.length));
  const table: RunSummary[][] = [];
  for (const runs of cells) {
    if (runs.length !== passes || runs.some((r) => r.length < 2)) continue;
    table.push(
      runs.map((r) => {
        const logs = r.map((v) => {
          if (!(v > 0) || !Number.isFinite(v))
            throw new RangeError(`values must be positive and finite (got ${v})`);
          return Math.log(v);
        });
        const meanLog = mean(logs);
        const varianceLog = logs.reduce((s, x) => s + (x - meanLog) ** 2, 0) / (logs.length - 1);
        return { meanLog, varianceLog, requests: r.length };
      }),
    );
  }
  return pooledRunVariance(table);
}
