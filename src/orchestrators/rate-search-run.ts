// One (candidate, P) rate search of a pass, on the run cell's server after its closed-loop levels:
// probe after probe through the open-loop client, each probe stopped once its target is out of reach,
// the history rewritten atomically after every probe and resumed from it on a rerun.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../adapters/bundle/bundle-files.js';
import { runOpenLoop, startMetricsSampler } from '../adapters/load-client/index.js';
import { arrivalSchedule } from '../domain/load/arrivals.js';
import { isGood, summarizeProbe, targetOutOfReach } from '../domain/load/probe.js';
import { nextProbe, recordProbe } from '../domain/load/rate-search.js';
import { canonicalJson } from '../domain/core/json-writer.js';
import { parseJson } from '../domain/core/json-reader.js';
import { RATE_SEARCH_FILE } from '../domain/bundle/bundle-layout.js';
import {
  historyDocument,
  limitMisses,
  parseSearchHistory,
  probeEntry,
  probeSeedHex,
  probeTargetOf,
  replaySearch,
  searchOutcome,
  type SearchHistory,
} from '../domain/measurement/rate-search-history.js';
import { summarizeQueue } from '../domain/measurement/server-queue.js';
import type { ScheduledRun } from '../domain/plan/schedule.js';
import type { OpenLoopPlan } from '../domain/plan/open-loop-plan.js';
import type { StudyEvents, StudyOptions } from './stages.js';
import type { StudyContext } from './study-context.js';

/** Allowance after a probe's last arrival before unsent requests are given up (the loop sends on time or not at all). */
const SEND_GRACE_SECONDS = 1;
/** Seconds between two `/metrics` readings during a probe (a few a second). */
export const QUEUE_SAMPLE_INTERVAL_SECONDS = 0.25;

const expectedOf = (run: ScheduledRun) => ({
  label: run.label,
  passId: run.passId,
  candidateId: run.candidateId,
  serverParallel: run.serverParallel,
});

/**
 * The probes an earlier attempt of this cell recorded, when its history file is there and replays
 * under this plan; anything else starts the search afresh (said in the log).
 */
export async function priorSearch(
  o: OpenLoopPlan,
  run: ScheduledRun,
  dir: string,
  events: StudyEvents,
): Promise<SearchHistory | null> {
  const path = join(dir, RATE_SEARCH_FILE);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return null;
  }
  try {
    return parseSearchHistory(parseJson(text), `${run.label}/${RATE_SEARCH_FILE}`, o, expectedOf(run))
      .history;
  } catch (e) {
    events.log(`${run.label}: earlier search history not resumed (${(e as Error).message})`);
    return null;
  }
}

export async function runRateSearch(args: {
  ctx: StudyContext;
  run: ScheduledRun;
  baseUrl: string;
  dir: string;
  prior: SearchHistory | null;
  serverStartSeconds: number;
  requestDeadlineSeconds: number | undefined;
  /** The server was started with `--metrics`: each probe samples its queue gauges. */
  serverMetrics?: boolean;
  options: StudyOptions;
  events: StudyEvents;
}): Promise<SearchHistory> {
  const { ctx, run, events } = args;
  const o = ctx.plan.open_loop!;
  const target = probeTargetOf(o);
  const now = () => performance.now() / 1000;
  const history: SearchHistory = args.prior ?? {
    ...{ label: run.label, pass_id: run.passId, candidate_id: run.candidateId },
    server_parallel: run.serverParallel,
    server_start_seconds: [],
    probes: [],
    status: 'running',
    bracket_rps: [null, null],
  };
  history.server_start_seconds.push(args.serverStartSeconds);
  let state = replaySearch(o, history.probes);
  Object.assign(history, searchOutcome(state));
  const path = join(args.dir, RATE_SEARCH_FILE);
  const write = () =>
    writeFileAtomic(path, canonicalJson(historyDocument(history, o)), `${run.label}/${RATE_SEARCH_FILE}`);
  await write();
  if (history.probes.length > 0)
    events.log(`${run.label}: resuming the rate search after ${history.probes.length} probe(s)`);
  for (let next = nextProbe(state); next.kind === 'probe'; next = nextProbe(state)) {
    const index = history.probes.length;
    const seedHex = probeSeedHex(o.seed, index);
    const offsets = arrivalSchedule({
      kind: o.arrival,
      rate: next.rate,
      ...(o.burstiness === null ? {} : { burstiness: o.burstiness }),
      count: o.requests_per_probe,
      seedHex,
    });
    let good = 0;
    let decided = 0;
    const started = now();
    const sampler = args.serverMetrics
      ? startMetricsSampler({
          baseUrl: args.baseUrl,
          intervalSeconds: QUEUE_SAMPLE_INTERVAL_SECONDS,
          signal: args.options.signal,
        })
      : null;
    const result = await runOpenLoop({
      baseUrl: args.baseUrl,
      prompts: ctx.loadPlan.prompts,
      outputTokens: ctx.loadPlan.output_tokens,
      offsets,
      maxDurationSeconds: offsets[offsets.length - 1] + SEND_GRACE_SECONDS,
      timeoutSeconds: ctx.loadPlan.timeout_seconds,
      requestDeadlineSeconds: args.requestDeadlineSeconds,
      signal: args.options.signal,
      shouldStop: (finished) => {
        decided++;
        if (isGood(finished, target.limits)) good++;
        return targetOutOfReach(good, decided, offsets.length - decided, target);
      },
    });
    const seconds = now() - started;
    const sampling = sampler ? await sampler.stop() : null;
    if (sampling && sampling.failures > 0)
      events.log(
        `${run.label} open-loop probe ${index + 1}: ${sampling.failures} /metrics reading(s) failed (last: ${sampling.lastError})`,
      );
    const summary = summarizeProbe(result.records, next.rate, target);
    const entry = probeEntry(
      { index, replicate: next.replicate, seedHex },
      summary,
      limitMisses(result.records, target),
      seconds,
      sampling ? summarizeQueue(sampling.readings) : null,
    );
    state = recordProbe(state, {
      rate: next.rate,
      verdict: summary.verdict,
      valid: summary.valid,
      durationSeconds: seconds,
    });
    history.probes.push(entry);
    Object.assign(history, searchOutcome(state));
    await write();
    events.progress(
      `${run.label} open-loop probe ${index + 1}: ${next.rate.toPrecision(4)} req/s · ` +
        `${summary.good}/${summary.requests} good · ${summary.verdict}${summary.valid ? '' : ' (invalid: lag)'}` +
        `${summary.stoppedEarly ? ' · stopped early' : ''}`,
    );
  }
  return history;
}
