// The study's `rate_envelope[]` (docs/open-loop.md, "In the study"), derived from the replayed search
// histories: per (candidate, P) the rate every pass sustained, the bracket, goodput and the spread gate.
import { fail } from '../core/errors.js';
import { float, type JsonObject, type JsonValue } from '../core/json.js';
import { relativeSpreadPercent } from '../core/stats.js';
import { clopperPearson } from '../statistics/binomial.js';
import type { Verdict3 } from '../statistics/verdicts.js';
import type { CapacityPlan } from '../plan/plan.js';
import type { OpenLoopPlan } from '../plan/open-loop-plan.js';
import { performanceRuns } from '../plan/schedule.js';
import { parseSearchHistory, type SearchHistory } from '../measurement/rate-search-history.js';
import type { ParsedFile } from '../core/json-input.js';
import type { BindingLimit, EnvelopeStatus } from './rate-envelope-document.js';

const num = (x: number | null): JsonValue => (x === null ? null : float(x));
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
/** Which status an entry reports when its passes ended differently: the least sustained first. */
const STATUS_PRECEDENCE: readonly EnvelopeStatus[] = ['below-min', 'budget', 'above-max'];

function passStatus(h: SearchHistory, file: string): EnvelopeStatus {
  if (h.status === 'running')
    fail(`the rate search of ${h.label} did not end (${h.probes.length} probe(s)): rerun its pass`, file);
  return h.status;
}

/** The limit most requests missed at each pass's hi (the lowest rate not shown to pass). */
function bindingLimit(histories: readonly SearchHistory[]): BindingLimit | null {
  const at = histories.flatMap((h) => {
    const hi = h.bracket_rps[1];
    return hi === null ? [] : h.probes.filter((p) => p.rate_rps === hi);
  });
  if (at.length === 0) return null;
  const counts: [BindingLimit, number][] = [
    ['completion', sum(at.map((p) => p.misses.incomplete))],
    ['e2e', sum(at.map((p) => p.misses.e2e))],
    ['ttft', sum(at.map((p) => p.misses.ttft))],
  ];
  const [limit, most] = counts.reduce((best, c) => (c[1] > best[1] ? c : best));
  return most === 0 ? 'none' : limit;
}

function spreadGate(los: readonly (number | null)[], his: readonly (number | null)[], limit: number) {
  if (los.some((l) => l === null)) return { spread: null, gate: 'indeterminate' as Verdict3 };
  const values = los as number[];
  const spread = relativeSpreadPercent(values, 'rate envelope passes');
  if (spread <= limit) return { spread, gate: 'pass' as Verdict3 };
  // Above the limit: a real difference only when some pass's hi lies below another pass's lo.
  const disjoint = his.some((hi) => hi !== null && values.some((lo) => hi < lo));
  return { spread, gate: (disjoint ? 'fail' : 'indeterminate') as Verdict3 };
}

/** One entry per (candidate, P), candidates in plan order and P ascending; passes in plan order. */
export function deriveRateEnvelope(
  plan: CapacityPlan,
  o: OpenLoopPlan,
  histories: ReadonlyMap<string, SearchHistory>,
  file: string,
): JsonObject[] {
  const runs = performanceRuns(plan);
  const entries: JsonObject[] = [];
  for (const candidate of plan.candidates) {
    for (const p of plan.server_parallel_levels) {
      const cellHistories = plan.passes.map((pass) => {
        const run = runs.find(
          (r) => r.passId === pass.id && r.candidateId === candidate.id && r.serverParallel === p,
        )!;
        return histories.get(run.label)!;
      });
      const statuses = cellHistories.map((h) => passStatus(h, file));
      const los = cellHistories.map((h) => h.bracket_rps[0]);
      const his = cellHistories.map((h) => h.bracket_rps[1]);
      const maxRate = los.some((l) => l === null) ? null : Math.min(...(los as number[]));
      const bracketHi = his.some((h) => h === null) ? null : Math.max(...(his as number[]));
      // Goodput and attainment at the envelope's rate come from the pass that set it.
      const setter = maxRate === null ? null : cellHistories[los.indexOf(maxRate)];
      const atMax =
        setter?.probes.filter((q) => q.rate_rps === maxRate && q.valid && q.verdict === 'pass') ?? [];
      const good = sum(atMax.map((q) => q.good));
      const requests = sum(atMax.map((q) => q.requests));
      const bounds = requests > 0 ? clopperPearson(good, requests, o.confidence, 'two-sided') : null;
      const { spread, gate } = spreadGate(los, his, o.max_pass_spread_percent);
      const runnerSeconds = (h: SearchHistory) =>
        sum(h.probes.map((q) => q.seconds)) + sum(h.server_start_seconds);
      const invalid = (h: SearchHistory) => h.probes.filter((q) => !q.valid).length;
      entries.push({
        candidate_id: candidate.id,
        server_parallel: p,
        arrival: o.arrival,
        burstiness: num(o.burstiness),
        attainment_target: float(o.attainment_target),
        confidence: float(o.confidence),
        limits: { ttft_ms: float(o.limits.ttft_ms), e2e_ms: float(o.limits.e2e_ms) },
        status: statuses.every((s) => s === 'converged')
          ? 'converged'
          : STATUS_PRECEDENCE.find((s) => statuses.includes(s))!,
        max_rate_rps: num(maxRate),
        bracket_rps: [num(maxRate === null ? null : maxRate), num(bracketHi)],
        goodput_rps: atMax.length ? float(Math.min(...atMax.map((q) => q.goodput_rps))) : null,
        goodput_tokens_per_second: atMax.length
          ? float(Math.min(...atMax.map((q) => q.goodput_tokens_per_second)))
          : null,
        attainment_at_max_rate:
          bounds === null
            ? null
            : {
                good,
                requests,
                fraction: float(good / requests),
                lower: float(bounds.lower),
                upper: float(bounds.upper),
              },
        binding_limit: bindingLimit(cellHistories),
        probes: sum(cellHistories.map((h) => h.probes.length)),
        invalid_probes: sum(cellHistories.map(invalid)),
        runner_seconds: float(sum(cellHistories.map(runnerSeconds))),
        passes: cellHistories.map((h, i) => ({
          pass_id: h.pass_id,
          status: statuses[i],
          max_rate_rps: num(h.bracket_rps[0]),
          bracket_rps: h.bracket_rps.map(num),
          probes: h.probes.length,
          invalid_probes: invalid(h),
          runner_seconds: float(runnerSeconds(h)),
        })),
        pass_spread_percent: num(spread),
        max_pass_spread_percent: float(o.max_pass_spread_percent),
        spread_gate: gate,
        search_seed: o.seed,
      });
    }
  }
  return entries;
}

/**
 * The study's `rate_searches` (each history as read, with its file's SHA-256) and `rate_envelope`,
 * or nothing for a plan without `open_loop` (which then may not bring histories either).
 */
export function deriveOpenLoop(
  plan: CapacityPlan,
  files: ReadonlyMap<string, ParsedFile> | undefined,
  file: string,
  /** The study's manifest.json SHA-256: every history must belong to the prepare run that wrote it. */
  manifestSha256: string,
): { rate_searches: JsonObject; rate_envelope: JsonObject[] } | undefined {
  const o = plan.open_loop;
  if (o === undefined) {
    if (files !== undefined && files.size > 0)
      fail(
        `rate search histories are given, but the plan has no open_loop block`,
        [...files.values()][0].path,
      );
    return undefined;
  }
  const histories = new Map<string, SearchHistory>();
  const rate_searches: JsonObject = {};
  for (const run of performanceRuns(plan)) {
    const input = files?.get(run.label);
    if (input === undefined)
      fail(`the rate search history of ${run.label} is missing (the plan has an open_loop block)`, file);
    const { history } = parseSearchHistory(input.value, input.path, o, {
      manifestSha256,
      label: run.label,
      passId: run.passId,
      candidateId: run.candidateId,
      serverParallel: run.serverParallel,
    });
    histories.set(run.label, history);
    rate_searches[run.label] = { input_sha256: input.sha256, history: input.value };
  }
  return { rate_searches, rate_envelope: deriveRateEnvelope(plan, o, histories, file) };
}
