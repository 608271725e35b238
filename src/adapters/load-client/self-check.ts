// The load client's own timing error on this machine: a scripted llama-server stream in a child
// process, ground truth on CLOCK_MONOTONIC, timed by the production client. Used by the prepare stage
// (recorded in the manifest, stated in the receipt) and by the fidelity benchmark.
import type { ChildProcess } from 'node:child_process';
import { request, startIpcServer, stopChild } from '../process/ipc-script.js';
import { median, nearestRank } from '../../domain/core/stats.js';
import type { ClientTimingCheck, ClientTimingLevel } from '../../domain/measurement/manifest.js';
import { runLoadEvaluation } from './load-client.js';

/**
 * The scripted server (CommonJS, run with `node -e`): llama-server's `/completion` stream format on
 * a raw socket (chunked `data: {json}` events, `Connection: close`), on a fixed schedule per request
 * — the first token `firstMs` after the request's first bytes arrived, then one token every `gapMs`,
 * then the final event. It reads CLOCK_MONOTONIC on arrival and right before the first-token and
 * final writes, and reports those readings over IPC.
 */
const SERVER_SOURCE = String.raw`
const net = require('node:net');
const hr = () => Number(process.hrtime.bigint()) / 1e6;
let profile = { firstMs: 20, gapMs: 2 };
let records = [];
const token = (i) => 'data: {"index":0,"content":" tok","tokens":[' + (1000 + i) + '],"stop":false,"id_slot":0,"tokens_predicted":' + i + ',"tokens_evaluated":4}\n\n';
const final = (n) => 'data: {"index":0,"content":"","tokens":[],"id_slot":0,"stop":true,"model":"self-check","tokens_predicted":' + n +
  ',"tokens_evaluated":4,"stop_type":"limit","stopping_word":"","tokens_cached":' + (n + 3) +
  ',"timings":{"prompt_n":4,"prompt_ms":1.0,"prompt_per_token_ms":0.25,"prompt_per_second":4000.0,"predicted_n":' + n +
  ',"predicted_ms":1.0,"predicted_per_token_ms":0.1,"predicted_per_second":1.0}}\n\n';
const chunk = (text) => Buffer.byteLength(text).toString(16) + '\r\n' + text + '\r\n';
const HEAD = 'HTTP/1.1 200 OK\r\nKeep-Alive: timeout=5, max=100\r\nContent-Type: text/event-stream\r\n' +
  'Server: llama.cpp\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n';
const server = net.createServer({ noDelay: true }, (socket) => {
  socket.setNoDelay(true);
  socket.on('error', () => {});
  let buffered = Buffer.alloc(0);
  let arrived = null;
  let started = false;
  socket.on('data', (data) => {
    if (arrived === null) arrived = hr();
    if (started) return;
    buffered = Buffer.concat([buffered, data]);
    const headEnd = buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const length = Number((/content-length: *(\d+)/i.exec(buffered.toString('latin1', 0, headEnd)) || [])[1] || 0);
    if (buffered.length < headEnd + 4 + length) return;
    started = true;
    const body = JSON.parse(buffered.toString('utf8', headEnd + 4, headEnd + 4 + length));
    const n = body.n_predict;
    const record = { prompt: body.prompt, arrivedMs: arrived, firstMs: null, endMs: null };
    records.push(record);
    socket.write(HEAD);
    const { firstMs, gapMs } = profile;
    let i = 1;
    const step = () => {
      if (socket.destroyed) return;
      if (i === n) {
        const text = chunk(token(i)) + chunk(final(n)) + '0\r\n\r\n';
        if (i === 1) record.firstMs = hr();
        record.endMs = hr();
        socket.end(text);
        return;
      }
      if (i === 1) record.firstMs = hr();
      socket.write(chunk(token(i)));
      i++;
      setTimeout(step, Math.max(0, arrived + firstMs + (i - 1) * gapMs - hr()));
    };
    setTimeout(step, Math.max(0, arrived + firstMs - hr()));
  });
});
process.on('message', (m) => {
  if (m.type === 'profile') { profile = m.profile; records = []; process.send({ type: 'ok' }); }
  else if (m.type === 'records') { process.send({ type: 'records', records }); records = []; }
});
process.on('disconnect', () => process.exit(0));
server.listen({ port: 0, host: '127.0.0.1', backlog: 511 }, () => process.send({ type: 'listening', port: server.address().port }));
`;

/** What the scripted server read on CLOCK_MONOTONIC for one request, in ms. */
export interface ServerRecord {
  prompt: string;
  arrivedMs: number;
  firstMs: number | null;
  endMs: number | null;
}

/** A stream schedule: first token after `firstMs`, then one every `gapMs`, `tokens` in all. */
export interface StreamProfile {
  firstMs: number;
  gapMs: number;
  tokens: number;
}

/** The scripted server in its own process. */
export class ScheduleServer {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {}

  static async start(): Promise<ScheduleServer> {
    const { child, port } = await startIpcServer(SERVER_SOURCE, 'the scripted server');
    return new ScheduleServer(child, port);
  }

  async setProfile(profile: StreamProfile): Promise<void> {
    await request(
      this.child,
      { type: 'profile', profile: { firstMs: profile.firstMs, gapMs: profile.gapMs } },
      'ok',
      'the scripted server',
    );
  }

  /** The records since the last call, keyed by prompt. */
  async records(): Promise<Map<string, ServerRecord>> {
    const message = await request<{ type: 'records'; records: ServerRecord[] }>(
      this.child,
      { type: 'records' },
      'records',
      'the scripted server',
    );
    return new Map(message.records.map((record) => [record.prompt, record]));
  }

  stop(): Promise<void> {
    return stopChild(this.child);
  }
}

export const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

/** One request as a client saw it, in milliseconds on CLOCK_MONOTONIC. */
export interface ClientTiming {
  prompt: string;
  startMs: number;
  firstMs: number;
  endMs: number;
}

/** The production `runLoadEvaluation` against the scripted server, given the shared monotonic clock. */
export async function timeProductionClient(
  port: number,
  profile: StreamProfile,
  concurrency: number,
  prompts: string[],
  signal?: AbortSignal,
): Promise<ClientTiming[]> {
  const result = await runLoadEvaluation({
    baseUrl: `http://127.0.0.1:${port}`,
    prompts,
    outputTokens: profile.tokens,
    warmupRequests: 0,
    measuredRequests: prompts.length,
    executionOrder: [concurrency],
    timeoutSeconds: 30,
    now: () => monotonicMs() / 1000,
    signal,
  });
  return result.levels[0].samples.map((sample) => {
    if (!sample.completed || sample.ttft_ms === null) {
      throw new Error(`self-check request ${sample.index} failed: ${sample.error}`);
    }
    const startMs = sample.started_at_seconds * 1000;
    return {
      prompt: prompts[sample.prompt_index - 1],
      startMs,
      firstMs: startMs + sample.ttft_ms,
      endMs: sample.finished_at_seconds * 1000,
    };
  });
}

/** The client's errors against the server's readings, ms: |TTFT|, |E2E| and signed start→arrival. */
export interface TimingErrors {
  ttft: number[];
  e2e: number[];
  /** Server arrival − client start. */
  startToArrival: number[];
}

export function collectErrors(
  into: TimingErrors,
  timings: ClientTiming[],
  records: Map<string, ServerRecord>,
): void {
  for (const timing of timings) {
    const record = records.get(timing.prompt);
    if (record?.firstMs == null || record.endMs == null)
      throw new Error(`the scripted server has no record of ${timing.prompt}`);
    into.ttft.push(Math.abs(timing.firstMs - record.firstMs));
    into.e2e.push(Math.abs(timing.endMs - record.endMs));
    into.startToArrival.push(record.arrivedMs - timing.startMs);
  }
}

/** The self-check's schedule: llama-server-like pacing, fast enough to finish in seconds. */
export const SELF_CHECK_PROFILE: StreamProfile = { firstMs: 20, gapMs: 2, tokens: 32 };

/** Requests per level: enough for a p99 to mean something, few enough to take seconds. */
export function selfCheckRequests(concurrency: number): number {
  return Math.max(16, 2 * concurrency);
}

const micro = (ms: number): number => Math.round(ms * 1000) / 1000;

/**
 * Times the production client against the scripted server at each client concurrency of the plan
 * (after one discarded warm-up level) and returns the errors per level, rounded to the microsecond.
 */
export async function checkClientTiming(
  concurrencies: readonly number[],
  options: { profile?: StreamProfile; signal?: AbortSignal } = {},
): Promise<ClientTimingCheck> {
  const profile = options.profile ?? SELF_CHECK_PROFILE;
  const levels = [...new Set(concurrencies)].sort((a, b) => a - b);
  const server = await ScheduleServer.start();
  try {
    await server.setProfile(profile);
    // Discarded warm-up: module loading and JIT would otherwise be charged to the first level.
    const warm = Array.from({ length: 8 }, (_, i) => `warm-up ${i + 1}`);
    await timeProductionClient(server.port, profile, 4, warm, options.signal);
    await server.records();
    const out: ClientTimingLevel[] = [];
    for (const concurrency of levels) {
      const prompts = Array.from(
        { length: selfCheckRequests(concurrency) },
        (_, i) => `self-check C${concurrency} #${i + 1}`,
      );
      const errors: TimingErrors = { ttft: [], e2e: [], startToArrival: [] };
      const timings = await timeProductionClient(server.port, profile, concurrency, prompts, options.signal);
      collectErrors(errors, timings, await server.records());
      out.push({
        concurrency,
        requests: prompts.length,
        ttft_error_ms_p50: micro(median(errors.ttft)!),
        ttft_error_ms_p99: micro(nearestRank(errors.ttft, 0.99)!),
        e2e_error_ms_p50: micro(median(errors.e2e)!),
        e2e_error_ms_p99: micro(nearestRank(errors.e2e, 0.99)!),
        start_to_arrival_ms_p50: micro(median(errors.startToArrival)!),
        start_to_arrival_ms_p99: micro(nearestRank(errors.startToArrival, 0.99)!),
      });
    }
    return {
      method: 'scripted-stream',
      clock: 'CLOCK_MONOTONIC',
      schedule: { first_token_ms: profile.firstMs, gap_ms: profile.gapMs, tokens: profile.tokens },
      levels: out,
    };
  } finally {
    await server.stop();
  }
}
