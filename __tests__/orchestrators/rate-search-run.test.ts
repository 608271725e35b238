// One cell's rate search against a scripted loopback server: the history file after every probe, and
// a rerun that resumes from it without redoing the probes it holds.
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson, parseJson } from '../../src/domain/core/json.js';
import {
  historyDocument,
  parseSearchHistory,
  replaySearch,
  searchOutcome,
} from '../../src/domain/measurement/rate-search-history.js';
import type { ScheduledRun } from '../../src/domain/plan/schedule.js';
import { priorSearch, runRateSearch } from '../../src/orchestrators/rate-search-run.js';
import type { StudyContext } from '../../src/orchestrators/study-context.js';
import { completionEvents, scheduleEvents, startScriptedSseServer } from '../kits/sse-server.js';
import type { ScriptedSseServer } from '../kits/sse-server.js';
import { openLoopPlan, simulatedHistory } from '../kits/rate-search-kit.js';

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
const expected = { label: run.label, passId: 'forward', candidateId: 'a', serverParallel: 1 };
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
    const prior = await priorSearch(o, run, dir, events);
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

  it('starts afresh, saying why, when the history on disk does not replay under the plan', async () => {
    const dir = workDir();
    writeFileSync(join(dir, 'rate-search.json'), '{"schema_version": "0"}');
    const lines: string[] = [];
    const prior = await priorSearch(o, run, dir, { log: (l) => lines.push(l), progress: () => undefined });
    expect(prior).toBeNull();
    expect(lines.join('\n')).toContain('not resumed');
  });
});
