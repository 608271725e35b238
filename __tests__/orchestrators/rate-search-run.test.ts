// One cell's rate search against a scripted loopback server: the history file after every probe, a
// rerun that resumes from it without redoing the probes it holds, and the known answer of a modelled
// P-slot server, reached in the number of probes the search predicts.
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson } from '../../src/domain/core/json-writer.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import {
  historyDocument,
  parseSearchHistory,
  replaySearch,
  searchOutcome,
} from '../../src/domain/measurement/rate-search-history.js';
import type { ScheduledRun } from '../../src/domain/plan/schedule.js';
import {
  preparedManifestSha256,
  priorSearch,
  runRateSearch,
} from '../../src/orchestrators/rate-search-run.js';
import { sha256Hex } from '../../src/domain/core/hashing.js';
import type { StudyContext } from '../../src/orchestrators/study-context.js';
import { completionEvents, scheduleEvents, startScriptedSseServer } from '../kits/sse-server.js';
import type { ScriptedSseServer } from '../kits/sse-server.js';
import {
  KIT_MANIFEST_SHA256,
  openLoopPlan,
  predictedProbes,
  simulatedHistory,
} from '../kits/rate-search-kit.js';
import { clopperPearson } from '../../src/domain/statistics/binomial.js';
import { bisectionSteps } from '../../src/domain/load/rate-search.js';

// High rates and few requests keep each probe well under a second; 40 req/s doubles past the max.
const o = openLoopPlan({
  min_rate_rps: 20,
  start_rate_rps: 20,
  max_rate_rps: 40,
  requests_per_probe: 12,
  replicates: 1,
  tolerance: 0.5,
});
const ctx = {
  plan: { open_loop: o },
  loadPlan: { prompts: ['alpha'], output_tokens: 4, timeout_seconds: 10 },
} as unknown as StudyContext;
const run = {
  ordinal: 1,
  passId: 'forward',
  passIndex: 0,
  candidateId: 'a',
  serverParallel: 1,
  clientOrder: [1],
  label: 'forward/a/p1',
  port: 0,
} satisfies ScheduledRun;
// The prepare run of the work dir the searches run in (its manifest.json's SHA-256).
const MANIFEST = KIT_MANIFEST_SHA256;
const expected = {
  manifestSha256: MANIFEST,
  label: run.label,
  passId: 'forward',
  candidateId: 'a',
  serverParallel: 1,
};
const events = { log: () => undefined, progress: () => undefined };

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0)) await f();
});

async function fastServer(): Promise<ScriptedSseServer> {
  const server = await startScriptedSseServer(() => ({
    writes: scheduleEvents(completionEvents({ tokens: 4 }), 5, 1),
  }));
  cleanup.push(() => server.close());
  return server;
}

function workDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pp-search-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const search = (
  server: ScriptedSseServer,
  dir: string,
  prior: Parameters<typeof runRateSearch>[0]['prior'],
) =>
  runRateSearch({
    ctx,
    run,
    baseUrl: server.baseUrl,
    dir,
    prior,
    manifestSha256: MANIFEST,
    serverStartSeconds: 0.25,
    requestDeadlineSeconds: undefined,
    options: { workDir: dir, cacheDir: dir },
    events,
  });

const stored = (dir: string) =>
  parseSearchHistory(parseJson(readFileSync(join(dir, 'rate-search.json'), 'utf8')), 'h', o, expected)
    .history;

describe('runRateSearch', () => {
  it('ends the search, with every probe and its requests in the history file', async () => {
    const server = await fastServer();
    const dir = workDir();
    const history = await search(server, dir, null);
    expect(history.status).not.toBe('running');
    expect(history.probes.length).toBeGreaterThan(0);
    expect(history.probes[0].rate_rps).toBe(20);
    // 12 requests can show 0.75 at 80 % confidence (6 could not): the search moves past its start.
    expect(history.probes[0].verdict).toBe('pass');
    expect(server.requests).toHaveLength(history.probes.length * o.requests_per_probe);
    expect(stored(dir)).toEqual(history);
  });

  it('resumes from the history a cancelled attempt left: its probes are not sent again', async () => {
    const dir = workDir();
    const full = simulatedHistory(o, 100, {
      ...expected,
      label: run.label,
      pass_id: 'forward',
      candidate_id: 'a',
      server_parallel: 1,
    });
    const probes = full.probes.slice(0, 1);
    const cut = { ...full, probes, ...searchOutcome(replaySearch(o, probes)) };
    writeFileSync(join(dir, 'rate-search.json'), canonicalJson(historyDocument(cut, o)));
    const prior = await priorSearch(o, run, dir, events, MANIFEST);
    expect(prior?.probes).toHaveLength(1);
    const server = await fastServer();
    const history = await search(server, dir, prior);
    expect(history.probes[0]).toEqual(full.probes[0]);
    expect(history.server_start_seconds).toEqual([1.5, 0.25]);
    // Only the probes after the first reached the server.
    expect(server.requests).toHaveLength((history.probes.length - 1) * o.requests_per_probe);
    expect(history.probes.length).toBeGreaterThan(1);
    expect(stored(dir)).toEqual(history);
  });

  it('with --metrics, samples the queue gauges during every probe; without, sends no /metrics request', async () => {
    // /metrics reports the completions in flight as processing (at most the 1 slot) and the rest as deferred.
    let inFlight = 0;
    const server = await startScriptedSseServer((request) => {
      if (request.path === '/metrics')
        return {
          framing: 'content-length',
          writes: [
            {
              delayMs: 0,
              data:
                `llamacpp:requests_processing ${Math.min(inFlight, 1)}\n` +
                `llamacpp:requests_deferred ${Math.max(inFlight - 1, 0)}\n`,
            },
          ],
        };
      inFlight++;
      setTimeout(() => inFlight--, 60);
      return { writes: scheduleEvents(completionEvents({ tokens: 4 }), 5, 10) };
    });
    cleanup.push(() => server.close());
    const dir = workDir();
    const history = await runRateSearch({
      ctx,
      run,
      baseUrl: server.baseUrl,
      dir,
      prior: null,
      manifestSha256: MANIFEST,
      serverStartSeconds: 0.25,
      requestDeadlineSeconds: undefined,
      serverMetrics: true,
      options: { workDir: dir, cacheDir: dir },
      events,
    });
    const metricsGets = server.requests.filter((r) => r.path === '/metrics');
    expect(metricsGets.length).toBeGreaterThanOrEqual(history.probes.length);
    // Every GET became a reading, but the one a probe's end may abandon in flight.
    const readings = history.probes.reduce((n, p) => n + p.queue!.samples, 0);
    expect(readings).toBeLessThanOrEqual(metricsGets.length);
    expect(readings).toBeGreaterThanOrEqual(metricsGets.length - history.probes.length);
    for (const p of history.probes) {
      const q = p.queue!;
      expect(q.samples).toBeGreaterThan(0);
      expect(q.requests_processing_max).toBeLessThanOrEqual(1);
      expect(q.requests_processing_mean!).toBeLessThanOrEqual(q.requests_processing_max!);
      expect(q.requests_deferred_mean!).toBeLessThanOrEqual(q.requests_deferred_max!);
    }
    // Stored as observed, and the stored history replays under the plan.
    expect(stored(dir)).toEqual(history);

    const plain = await fastServer();
    const without = await search(plain, workDir(), null);
    expect(without.probes.every((p) => p.queue === null)).toBe(true);
    expect(plain.requests.some((r) => r.path === '/metrics')).toBe(false);
  });

  it('keeps every request of a probe in the history, and the probe figures are the ones they give', async () => {
    const server = await fastServer();
    const dir = workDir();
    const history = await search(server, dir, null);
    const doc: any = JSON.parse(readFileSync(join(dir, 'rate-search.json'), 'utf8'));
    expect(doc.manifest_sha256).toBe(MANIFEST);
    for (const p of doc.probes) {
      expect(p.records).toHaveLength(o.requests_per_probe);
      expect(p.records.filter((r: any) => r.sent_at_seconds !== null)).toHaveLength(p.sent);
    }
    // The seconds a probe cost are its window, first scheduled instant to last response.
    const first = history.probes[0];
    const finish = Math.max(...first.records.map((r) => r.sent_at_seconds! + r.e2e_latency_ms! / 1000));
    expect(first.seconds).toBe(finish - first.records[0].scheduled_at_seconds);
  });

  it('does not resume a history that replays but was made under another prepare run', async () => {
    const dir = workDir();
    const planted = simulatedHistory(o, 100, {
      label: run.label,
      pass_id: 'forward',
      candidate_id: 'a',
      server_parallel: 1,
      manifest_sha256: 'c'.repeat(64),
    });
    writeFileSync(join(dir, 'rate-search.json'), canonicalJson(historyDocument(planted, o)));
    const lines: string[] = [];
    const log = { log: (l: string) => lines.push(l), progress: () => undefined };
    expect(await priorSearch(o, run, dir, log, MANIFEST)).toBeNull();
    expect(lines.join('\n')).toMatch(/not resumed .*\/manifest_sha256: must be/);
    // Under the prepare run that made it, the same file would have been resumed whole.
    expect((await priorSearch(o, run, dir, log, 'c'.repeat(64)))?.status).toBe(planted.status);
  });

  it('names the prepare run by the SHA-256 of the manifest.json prepare wrote, and needs one', async () => {
    const bundle = workDir();
    await expect(preparedManifestSha256(bundle)).rejects.toThrow(
      /manifest\.json is missing or unreadable: run the prepare stage first/,
    );
    writeFileSync(join(bundle, 'manifest.json'), '{"a": 1}\n');
    expect(await preparedManifestSha256(bundle)).toBe(sha256Hex('{"a": 1}\n'));
  });

  it('starts afresh, saying why, when the history on disk does not replay under the plan', async () => {
    const dir = workDir();
    writeFileSync(join(dir, 'rate-search.json'), '{"schema_version": "0"}');
    const lines: string[] = [];
    const prior = await priorSearch(
      o,
      run,
      dir,
      { log: (l) => lines.push(l), progress: () => undefined },
      MANIFEST,
    );
    expect(prior).toBeNull();
    expect(lines.join('\n')).toContain('not resumed');
  });
});

describe('runRateSearch against a P-slot server (known answer)', () => {
  // The stand-in models FCFS over P slots; a request takes S = PREFILL + TOKENS·PER_TOKEN of its slot.
  // Rates near 2 req/s keep the lag bound (10 % of the mean gap) at ~40 ms, far above loopback lag.
  const P = 1;
  const PREFILL = 0.05;
  const TOKENS = 8;
  const PER_TOKEN = 0.05;
  const S = PREFILL + TOKENS * PER_TOKEN; // 450 ms
  const N = 12;
  const Y = 0.9;
  const known = openLoopPlan({
    arrival: 'constant',
    limits: { ttft_ms: Y * 1000, e2e_ms: Y * 1000 },
    requests_per_probe: N,
    replicates: 1,
    tolerance: 0.1,
    min_rate_rps: 0.5,
    max_rate_rps: 50,
  });

  /**
   * Constant arrivals 1/λ apart: overloaded, request qP + r waits q services, so its E2E is
   * (q + 1)S − qP/λ and group q is good iff q(S − P/λ) ≤ Y − S. A probe passes iff its good count
   * P(Q + 1) reaches k_min, the least k whose two-sided lower bound reaches the target; with
   * q_min = ⌈k_min / P⌉ − 1 the highest passing rate is P / (S − (Y − S)/q_min).
   */
  function boundary(): number {
    let k = N;
    const lowerAt = (good: number) => clopperPearson(good, N, known.confidence, 'two-sided').lower;
    while (k > 0 && lowerAt(k - 1) >= known.attainment_target) k--;
    const q = Math.ceil(k / P) - 1;
    return P / (S - (Y - S) / q);
  }

  /**
   * The modelled E2E decides each request on its arrival; the bytes then follow a rule no load can
   * turn around: a request the model finishes within Y is answered at once (only a stall of ~Y could
   * make it miss), one it does not is answered no earlier than the model says (it misses whatever the
   * load). Timing the bytes by the model instead would let a loaded machine's late timers add up
   * past the ~0.2 s that separates the nearest probe from the boundary.
   */
  async function slotServer(): Promise<ScriptedSseServer> {
    const free = new Array<number>(P).fill(0);
    const server = await startScriptedSseServer((request) => {
      let slot = 0;
      for (let i = 1; i < P; i++) if (free[i] < free[slot]) slot = i;
      const start = Math.max(request.receivedAt, free[slot]);
      free[slot] = start + S;
      const events = completionEvents({ tokens: TOKENS });
      if (start - request.receivedAt + S <= Y) return { writes: scheduleEvents(events, 0, 0) };
      return {
        headerDelayMs: (start - request.receivedAt) * 1000,
        writes: scheduleEvents(events, PREFILL * 1000, PER_TOKEN * 1000),
      };
    });
    cleanup.push(() => server.close());
    return server;
  }

  // A loaded machine's invalid probes send the search to lower, slower rates: ~100 s at worst.
  it('runs the search the service model implies, and on a machine that keeps its schedule lands within tolerance of b in the predicted probes', async () => {
    const b = boundary();
    // Every rate the search asks for is start·2^(j/8); this start keeps each 2^(1/16) away from b,
    // which moves the critical request's modelled E2E by ~0.2 s, far more than arrival jitter.
    const k = bisectionSteps(known.tolerance);
    const start = b * 2 ** (-1 / 2 ** (k + 1) - 3 / 2 ** k);
    const o = { ...known, start_rate_rps: start };
    // The known answer: the search over the model's verdicts alone brackets b.
    const cell = { label: run.label, pass_id: 'forward', candidate_id: 'a', server_parallel: 1 };
    const ideal = simulatedHistory(o, b, cell);
    const [lo, hi] = ideal.bracket_rps as [number, number];
    expect(ideal.status).toBe('converged');
    expect(lo).toBeLessThanOrEqual(b);
    expect(hi).toBeGreaterThan(b);
    expect(hi / lo - 1).toBeLessThanOrEqual(o.tolerance);
    expect(ideal.probes).toHaveLength(predictedProbes(start, o.tolerance, { lo, hi }, o.replicates));

    const server = await slotServer();
    const dir = workDir();
    const history = await runRateSearch({
      ctx: {
        plan: { open_loop: o },
        loadPlan: { prompts: ['alpha'], output_tokens: TOKENS, timeout_seconds: 10 },
      } as unknown as StudyContext,
      run,
      baseUrl: server.baseUrl,
      dir,
      prior: null,
      manifestSha256: MANIFEST,
      serverStartSeconds: 0,
      requestDeadlineSeconds: undefined,
      options: { workDir: dir, cacheDir: dir },
      events,
    });
    // Each probe the client offered on time has the model's outcome: a pass exactly at rates ≤ b.
    const valid = history.probes.filter((p) => p.valid);
    expect(valid.map((p) => p.verdict === 'pass')).toEqual(valid.map((p) => p.rate_rps <= b));
    // One whose client fell behind its schedule (lag above the bound: a loaded machine) did not
    // offer its rate and bounds from above. The search run is the one those outcomes replay to (a
    // replay asks for the same rates or throws); with every probe on time, that is the search above.
    const modelled = history.probes.map((p) =>
      p.valid ? { ...p, verdict: p.rate_rps <= b ? ('pass' as const) : ('fail' as const) } : p,
    );
    expect(history).toMatchObject(searchOutcome(replaySearch(o, modelled)));
  }, 240_000);
});
