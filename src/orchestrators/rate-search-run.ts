// One (candidate, P) rate search of a pass, on the run cell's server after its closed-loop levels:
// probe after probe through the open-loop client, each probe stopped once its target is out of reach,
// its requests kept in the history, rewritten atomically after every probe and resumed from it on a
// rerun of the same prepare run.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../adapters/bundle/bundle-files.js';
import { runOpenLoop, startMetricsSampler } from '../adapters/load-client/index.js';
import { isGood, targetOutOfReach } from '../domain/load/probe.js';
import { nextProbe, recordProbe } from '../domain/load/rate-search.js';
import { canonicalJson } from '../domain/core/json-writer.js';
import { parseJson } from '../domain/core/json-reader.js';
import { BUNDLE_FILES, RATE_SEARCH_FILE } from '../domain/bundle/bundle-layout.js';
import { sha256Hex } from '../domain/core/hashing.js';
import { readInputFile } from '../adapters/bundle/bundle-files.js';
import { StageError } from './errors.js';
import {
  historyDocument,
  parseSearchHistory,
  probeEntry,
  probeOffsets,
  probeSeedHex,
  probeTargetOf,
  replaySearch,
  searchOutcome,
  type ProbeRequest,
  type SearchHistory,
} from '../domain/measurement/rate-search-history.js';
import type { OpenLoopResult } from '../adapters/load-client/index.js';
import { summarizeQueue } from '../domain/measurement/server-queue.js';
import type { ScheduledRun } from '../domain/plan/schedule.js';
import type { OpenLoopPlan } from '../domain/plan/open-loop-plan.js';
import type { StudyEvents, StudyOptions } from './stages.js';
import type { StudyContext } from './study-context.js';

/** Allowance after a probe's last arrival before unsent requests are given up (the loop sends on time or not at all). */
const SEND_GRACE_SECONDS = 1;
/** Seconds between two `/metrics` readings during a probe (a few a second). */
export const QUEUE_SAMPLE_INTERVAL_SECONDS = 0.25;

const expectedOf = (run: ScheduledRun, manifestSha256: string) => ({
  manifestSha256,
  label: run.label,
  passId: run.passId,
  candidateId: run.candidateId,
  serverParallel: run.serverParallel,
});

/**
 * SHA-256 of the manifest.json this work dir's prepare wrote into the bundle: the prepare run a rate
 * search belongs to (recorded in its history, and checked before one is resumed).
 */
export async function preparedManifestSha256(bundleDir: string): Promise<string> {
  const path = join(bundleDir, BUNDLE_FILES.manifest);
  try {
    return sha256Hex(await readInputFile(path));
  } catch {
    throw new StageError('prepare', `${path} is missing or unreadable: run the prepare stage first`);
  }
}

/**
 * The probes an earlier attempt of this cell recorded, when its history file is there, belongs to
 * this work dir's prepare run (`manifestSha256`, the SHA-256 of the manifest.json it wrote) and
 * replays under this plan; anything else starts the search afresh (said in the log).
 */
export async function priorSearch(
  o: OpenLoopPlan,
  run: ScheduledRun,
  dir: string,
  events: StudyEvents,
  manifestSha256: string,
): Promise<SearchHistory | null> {
  const path = join(dir, RATE_SEARCH_FILE);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return null;
  }
  try {
    const file = `${run.label}/${RATE_SEARCH_FILE}`;
    return parseSearchHistory(parseJson(text), file, o, expectedOf(run, manifestSha256)).history;
  } catch (e) {
    events.log(`${run.label}: earlier search history not resumed (${(e as Error).message})`);
    return null;
  }
}

/**
 * A probe's requests as the history keeps them: times from the run's origin, each scheduled instant
 * exactly its arrival offset (the reader checks it against the seeded schedule).
 */
function probeRequests(result: OpenLoopResult, offsets: readonly number[]): ProbeRequest[] {
  return result.records.map((r, i) => ({
    scheduled_at_seconds: offsets[i],
    sent_at_seconds: r.sentAt === null ? null : r.sentAt - result.origin,
    ttft_ms: r.ttftMs,
    e2e_latency_ms: r.e2eMs,
    generated_tokens: r.tokens,
    completed: r.completed,
    error: r.error,
  }));
}

export async function runRateSearch(args: {
  ctx: StudyContext;
  run: ScheduledRun;
  baseUrl: string;
  dir: string;
  prior: SearchHistory | null;
  /** SHA-256 of the manifest.json this work dir's prepare wrote; recorded in the history. */
  manifestSha256: string;
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
  const history: SearchHistory = args.prior ?? {
    manifest_sha256: args.manifestSha256,
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
    const offsets = probeOffsets(o, next.rate, index);
    let good = 0;
    let decided = 0;
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
    const sampling = sampler ? await sampler.stop() : null;
    if (sampling && sampling.failures > 0)
      events.log(
        `${run.label} open-loop probe ${index + 1}: ${sampling.failures} /metrics reading(s) failed (last: ${sampling.lastError})`,
      );
    // Summarized from the samples as stored, so reading the history back recomputes these figures.
    const entry = probeEntry(
      { index, replicate: next.replicate, seedHex: probeSeedHex(o.seed, index), rate: next.rate },
      probeRequests(result, offsets),
      target,
      sampling ? summarizeQueue(sampling.readings) : null,
    );
    state = recordProbe(state, {
      rate: next.rate,
      verdict: entry.verdict,
      valid: entry.valid,
      durationSeconds: entry.seconds,
    });
    history.probes.push(entry);
    Object.assign(history, searchOutcome(state));
    await write();
    events.progress(
      `${run.label} open-loop probe ${index + 1}: ${next.rate.toPrecision(4)} req/s · ` +
        `${entry.good}/${entry.requests} good · ${entry.verdict}${entry.valid ? '' : ' (invalid: lag)'}` +
        `${entry.stopped_early ? ' · stopped early' : ''}`,
    );
  }
  return history;
}
