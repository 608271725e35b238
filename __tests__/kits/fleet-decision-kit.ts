// Synthetic runner studies for the fleet decision: the members of capacity-study.json the fleet's
// decision reads (plan passes, candidates and decision block; cells with per-pass rates; the
// decision's cell verdicts), built from a table of log rates.
import { isJsonObject, type JsonObject } from '../../src/domain/core/json.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import type { StudiedRunner } from '../../src/domain/fleet/fleet-decision-document.js';
import type { Rng } from '../../src/domain/statistics/random.js';

export interface SyntheticCell {
  candidate: string;
  p: number;
  c: number;
  /** ln(rate) of each pass. */
  y: number[];
  verdict?: 'pass' | 'fail' | 'indeterminate';
  e2e?: number;
  rss?: number;
}

export const PASS_IDS = (n: number): string[] =>
  Array.from({ length: n }, (_, j) => {
    const pair = Math.floor(j / 2) + 1;
    const id = j % 2 === 0 ? 'forward' : 'reverse';
    return pair === 1 ? id : `${id}-${pair}`;
  });

/** A study object with the members the fleet decision reads (integers stay integers, rates floats). */
export function syntheticStudy(
  cells: readonly SyntheticCell[],
  decision: { confidence?: number; indifference_zone_percent?: number; tie_rule?: string } = {},
): JsonObject {
  const n = cells[0].y.length;
  const passes = PASS_IDS(n);
  const candidates = [...new Set(cells.map((c) => c.candidate))];
  const doc = {
    plan: {
      candidates: candidates.map((id) => ({ id, label: id })),
      passes: passes.map((id) => ({ id })),
      decision: {
        choose: true,
        confidence: decision.confidence ?? 0.95,
        indifference_zone_percent: decision.indifference_zone_percent ?? 5,
        pairs: n / 2,
        resamples: 2000,
        tie_rule: decision.tie_rule ?? 'highest_estimate',
      },
    },
    cells: cells.map((c) => {
      const rates = c.y.map(Math.exp);
      const sorted = [...rates].sort((a, b) => a - b);
      const median = (sorted[(n - 1) >> 1] + sorted[n >> 1]) / 2;
      return {
        candidate_id: c.candidate,
        server_parallel: c.p,
        client_concurrency: c.c,
        pass_metrics: passes.map((id, j) => ({
          pass_id: id,
          generated_tokens_per_second: rates[j],
          server_peak_rss_mib: c.rss ?? 100,
        })),
        summary: { generated_tokens_per_second_median: median },
      };
    }),
    decision: {
      cells: cells.map((c) => ({
        candidate_id: c.candidate,
        server_parallel: c.p,
        client_concurrency: c.c,
        verdict: c.verdict ?? 'pass',
        e2e_latency_ms_p95: { estimate: c.e2e ?? 100 },
      })),
    },
  };
  // Through the tool's own JSON reader, so numbers are what a parsed study holds.
  const parsed = parseJson(JSON.stringify(doc));
  if (!isJsonObject(parsed)) throw new Error('not an object');
  return parsed;
}

export const runner = (
  label: string,
  runnerIndex: number,
  study: JsonObject,
  usd: number | null = null,
): StudiedRunner => ({
  label,
  runnerIndex,
  study,
  usdPerMinute: usd,
});

/**
 * One runner's cells drawn from the block model: y = μ + π_j + e, π_j ~ N(0, passSd²),
 * e ~ N(0, sd²); `mu` lists each cell's (candidate, P, C, true ln rate).
 */
export function drawCells(
  rng: Rng,
  mu: readonly { candidate: string; p: number; c: number; mu: number }[],
  passes: number,
  sd: number,
  passSd: number,
): SyntheticCell[] {
  const shift = Array.from({ length: passes }, () => passSd * rng.normal());
  return mu.map((m) => ({
    candidate: m.candidate,
    p: m.p,
    c: m.c,
    y: shift.map((s) => m.mu + s + sd * rng.normal()),
  }));
}

/** Two candidates on a 2 x 2 grid of P and C: q8 near 1000 tok/s, f16 near 600. */
export function grid(
  offsets: readonly number[] = [0, 0.1, 0.2, 0.05],
): { candidate: string; p: number; c: number; mu: number }[] {
  const out: { candidate: string; p: number; c: number; mu: number }[] = [];
  for (const [candidate, base] of [
    ['f16', Math.log(600)],
    ['q8', Math.log(1000)],
  ] as const) {
    let i = 0;
    for (const p of [1, 2]) for (const c of [1, 2]) out.push({ candidate, p, c, mu: base + offsets[i++] });
  }
  return out;
}
