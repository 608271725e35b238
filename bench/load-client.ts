import { request, startIpcServer, stopChild } from '../src/adapters/process/ipc-script.js';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { runLoadEvaluation } from '../src/adapters/load-client/load-client.js';
import type { LoadSample } from '../src/adapters/load-client/load-client.js';
import { median, nearestRank } from '../src/domain/core/stats.js';
import type { ServerRecord } from '../src/adapters/load-client/self-check.js';

/**
 * Load-client fidelity and throughput benchmark.
 *
 * The scripted SSE server runs in a separate Node process (spawned with `-e`, so it needs no
 * TypeScript loader) and therefore on its own event loop and, on a multi-core machine, its own core:
 * client timestamps are not delayed by server work, and `process.cpuUsage()` here counts only the
 * client. Both processes read `process.hrtime.bigint()` — CLOCK_MONOTONIC, shared system-wide on
 * Linux — and the client is given that clock through `now`, so server send times and client readings
 * are directly comparable.
 *
 * Ground truth per request: the server records the monotonic time right before writing the first
 * token event and right before ending the response. Error = client reading − server send time.
 */

const SERVER_SOURCE = String.raw`
const http = require('node:http');
const hrMs = () => Number(process.hrtime.bigint()) / 1e6;
let mode = { kind: 'schedule', firstMs: 20, gapMs: 2 };
let records = [];
const token = (i) => 'data: {"index":0,"content":" tok","tokens":[' + (1000 + i) + '],"stop":false,"tokens_predicted":' + i + '}\n\n';
const final = (n) => 'data: {"index":0,"content":"","tokens":[],"stop":true,"stop_type":"limit","tokens_predicted":' + n +
  ',"timings":{"prompt_n":4,"prompt_ms":1.0,"predicted_n":' + n + ',"predicted_ms":1.0,"predicted_per_second":1.0}}\n\n';
// Pre-built per (tokens, batch) so the server is never the bottleneck of the blast run.
const blastCache = new Map();
const blastBody = (n, batch) => {
  const key = n + '/' + batch;
  if (!blastCache.has(key)) {
    const chunks = [];
    for (let i = 1; i <= n; i += batch) {
      let text = '';
      for (let j = i; j < Math.min(i + batch, n + 1); j++) text += token(j);
      chunks.push(Buffer.from(text));
    }
    chunks.push(Buffer.from(final(n)));
    blastCache.set(key, chunks);
  }
  return blastCache.get(key);
};
const server = http.createServer({ noDelay: true, keepAlive: false }, (req, res) => {
  const parts = [];
  req.on('data', (c) => parts.push(c));
  req.on('end', () => {
    const arrived = hrMs();
    const body = JSON.parse(Buffer.concat(parts).toString('utf8'));
    const n = body.n_predict;
    const record = { prompt: body.prompt, arrivedMs: arrived, firstMs: null, endMs: null };
    records.push(record);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.flushHeaders();
    if (mode.kind === 'blast') {
      record.firstMs = hrMs();
      for (const chunk of blastBody(n, mode.batch)) res.write(chunk);
      record.endMs = hrMs();
      res.end();
      return;
    }
    let i = 1;
    const step = () => {
      if (i === 1) record.firstMs = hrMs();
      res.write(token(i));
      if (i === n) {
        res.write(final(n));
        record.endMs = hrMs();
        res.end();
        return;
      }
      i++;
      const target = arrived + mode.firstMs + (i - 1) * mode.gapMs;
      setTimeout(step, Math.max(0, target - hrMs()));
    };
    setTimeout(step, mode.firstMs);
  });
});
process.on('message', (m) => {
  if (m.type === 'mode') { mode = m.mode; records = []; process.send({ type: 'ok' }); }
  else if (m.type === 'records') process.send({ type: 'records', records });
});
process.on('disconnect', () => process.exit(0));
server.listen(0, '127.0.0.1', () => process.send({ type: 'listening', port: server.address().port }));
`;

class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly baseUrl: string,
  ) {}

  static async start(): Promise<ServerProcess> {
    const { child, port } = await startIpcServer(SERVER_SOURCE, 'bench server', true);
    return new ServerProcess(child, `http://127.0.0.1:${port}`);
  }

  async setMode(
    mode: { kind: 'schedule'; firstMs: number; gapMs: number } | { kind: 'blast'; batch: number },
  ) {
    await request(this.child, { type: 'mode', mode }, 'ok', 'bench server');
  }

  async records(): Promise<ServerRecord[]> {
    const message = await request<{ type: 'records'; records: ServerRecord[] }>(
      this.child,
      { type: 'records' },
      'records',
      'bench server',
    );
    return message.records;
  }

  stop(): Promise<void> {
    return stopChild(this.child);
  }
}

const monotonicSeconds = (): number => Number(process.hrtime.bigint()) / 1e9;

// Bench-local statistics: p50 = median, p99 = nearest rank.
const p50 = (values: readonly number[]): number => median(values)!;
const p99 = (values: readonly number[]): number => nearestRank(values, 0.99)!;

function cpuMicros(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

const fmt = (value: number, digits = 3): string => value.toFixed(digits);

interface FidelityRow {
  concurrency: number;
  requests: number;
  ttftP50: number;
  ttftErrP50: number;
  ttftErrP99: number;
  e2eErrP50: number;
  e2eErrP99: number;
  cpuPerThousandEvents: number;
}

const FIRST_TOKEN_MS = 20;
const TOKEN_GAP_MS = 2;
const TOKENS = 64;

async function fidelityAt(server: ServerProcess, concurrency: number): Promise<FidelityRow> {
  await server.setMode({ kind: 'schedule', firstMs: FIRST_TOKEN_MS, gapMs: TOKEN_GAP_MS });
  const measured = Math.max(32, 2 * concurrency);
  const warmups = concurrency;
  // One prompt per measured request, so each sample maps to exactly one server record.
  const prompts = Array.from({ length: measured }, (_, i) => `bench prompt ${i + 1}`);
  const cpuStart = process.cpuUsage();
  const result = await runLoadEvaluation({
    baseUrl: server.baseUrl,
    prompts,
    outputTokens: TOKENS,
    warmupRequests: warmups,
    measuredRequests: measured,
    executionOrder: [concurrency],
    timeoutSeconds: 30,
    now: monotonicSeconds,
  });
  const cpu = cpuMicros(cpuStart);
  const samples: LoadSample[] = result.levels[0].samples;
  const byPrompt = new Map<string, ServerRecord>();
  // Warmups reuse the first prompts; the measured request is the last record for a prompt.
  for (const record of await server.records()) byPrompt.set(record.prompt, record);
  const ttftErrors: number[] = [];
  const e2eErrors: number[] = [];
  for (const sample of samples) {
    if (!sample.completed || sample.ttft_ms === null)
      throw new Error(`bench request ${sample.index} failed: ${sample.error}`);
    const record = byPrompt.get(prompts[sample.prompt_index - 1]);
    if (record?.firstMs == null || record.endMs == null)
      throw new Error(`no server record for request ${sample.index}`);
    const clientFirstMs = sample.started_at_seconds * 1000 + sample.ttft_ms;
    ttftErrors.push(Math.abs(clientFirstMs - record.firstMs));
    e2eErrors.push(Math.abs(sample.finished_at_seconds * 1000 - record.endMs));
  }
  const events = (warmups + measured) * (TOKENS + 1);
  return {
    concurrency,
    requests: measured,
    ttftP50: p50(samples.map((s) => s.ttft_ms as number)),
    ttftErrP50: p50(ttftErrors),
    ttftErrP99: p99(ttftErrors),
    e2eErrP50: p50(e2eErrors),
    e2eErrP99: p99(e2eErrors),
    cpuPerThousandEvents: (cpu / events) * 1000,
  };
}

interface BlastRow {
  concurrency: number;
  events: number;
  eventsPerSecond: number;
  cpuPerThousandEvents: number;
  cpuShare: number;
}

async function blastAt(
  server: ServerProcess,
  concurrency: number,
  requests: number,
  tokens: number,
): Promise<BlastRow> {
  await server.setMode({ kind: 'blast', batch: 32 });
  const run = () =>
    runLoadEvaluation({
      baseUrl: server.baseUrl,
      prompts: ['blast'],
      outputTokens: tokens,
      warmupRequests: 0,
      measuredRequests: requests,
      executionOrder: [concurrency],
      timeoutSeconds: 30,
      now: monotonicSeconds,
    });
  await run(); // JIT warm-up, discarded
  const cpuStart = process.cpuUsage();
  const wallStart = monotonicSeconds();
  const result = await run();
  const wall = monotonicSeconds() - wallStart;
  const cpu = cpuMicros(cpuStart);
  const failed = result.levels[0].samples.filter((s) => !s.completed);
  if (failed.length > 0) throw new Error(`blast request failed: ${failed[0].error}`);
  const events = requests * (tokens + 1);
  return {
    concurrency,
    events,
    eventsPerSecond: events / wall,
    cpuPerThousandEvents: (cpu / events) * 1000,
    cpuShare: cpu / 1e6 / wall,
  };
}

/**
 * Floor for the scheduled rows: a bare TCP reader (no HTTP parser, no SSE parsing) receiving the same
 * schedule. With one TCP segment per event, client CPU per event is dominated by this wake-up cost.
 */
async function rawSocketFloor(server: ServerProcess, requests: number): Promise<number> {
  await server.setMode({ kind: 'schedule', firstMs: FIRST_TOKEN_MS, gapMs: TOKEN_GAP_MS });
  const url = new URL(server.baseUrl);
  const body = JSON.stringify({ prompt: 'floor', n_predict: TOKENS });
  const head =
    `POST /completion HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\n` +
    `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n`;
  let reads = 0;
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < requests; i++) {
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname, () => socket.write(head + body));
      socket.on('data', () => {
        reads++;
      });
      socket.once('error', reject);
      socket.once('close', () => resolve());
    });
  }
  return (cpuMicros(cpuStart) / reads) * 1000;
}

export async function benchLoadClient(): Promise<void> {
  const server = await ServerProcess.start();
  try {
    // Warm-up pass, discarded: lazy module loading (undici's HTTP parser, a TypeScript loader if any)
    // and JIT compilation would otherwise be charged to the first row.
    await fidelityAt(server, 4);
    await blastAt(server, 1, 2, 1024);
    const load = os.loadavg().map((value) => value.toFixed(2));
    console.log(
      `load client: scripted SSE server in a child process, shared CLOCK_MONOTONIC; ` +
        `${os.cpus().length} CPUs, load average ${load.join(' ')}`,
    );
    console.log(
      `schedule: first token at ${FIRST_TOKEN_MS} ms, then one event every ${TOKEN_GAP_MS} ms, ${TOKENS} tokens + final event`,
    );
    console.log('');
    console.log(
      '| C | requests | TTFT p50 ms | TTFT |err| p50 / p99 ms | E2E |err| p50 / p99 ms | client CPU µs / 1000 events |',
    );
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
    const rows: FidelityRow[] = [];
    for (const concurrency of [1, 4, 16, 64]) {
      const row = await fidelityAt(server, concurrency);
      rows.push(row);
      console.log(
        `| ${row.concurrency} | ${row.requests} | ${fmt(row.ttftP50, 2)} | ${fmt(row.ttftErrP50)} / ${fmt(row.ttftErrP99)} | ` +
          `${fmt(row.e2eErrP50)} / ${fmt(row.e2eErrP99)} | ${fmt(row.cpuPerThousandEvents, 0)} |`,
      );
    }
    const floor = await rawSocketFloor(server, 16);
    console.log(
      `bare TCP reader on the same schedule (one wake-up per event): ${fmt(floor, 0)} µs CPU / 1000 reads`,
    );
    console.log('');
    console.log('blast: server writes 32 events per write as fast as it can');
    console.log('| C | events | events/s | client CPU µs / 1000 events | client CPU share of one core |');
    console.log('| ---: | ---: | ---: | ---: | ---: |');
    const blasts: BlastRow[] = [];
    for (const [concurrency, requests] of [
      [1, 8],
      [4, 16],
    ]) {
      const row = await blastAt(server, concurrency, requests, 4096);
      blasts.push(row);
      console.log(
        `| ${row.concurrency} | ${row.events} | ${fmt(row.eventsPerSecond, 0)} | ${fmt(row.cpuPerThousandEvents, 0)} | ` +
          `${fmt(row.cpuShare * 100, 0)} % |`,
      );
    }
    console.log('');
    const worstP99 = Math.max(...rows.flatMap((row) => [row.ttftErrP99, row.e2eErrP99]));
    const worstAtLowC = Math.max(
      ...rows.filter((r) => r.concurrency <= 16).flatMap((r) => [r.ttftErrP99, r.e2eErrP99]),
    );
    const bestRate = Math.max(...blasts.map((row) => row.eventsPerSecond));
    const cheapest = Math.min(...blasts.map((row) => row.cpuPerThousandEvents));
    console.log(
      `targets: p99 |error| <= 1 ms -> worst ${fmt(worstP99)} ms overall, ${fmt(worstAtLowC)} ms at C <= 16; ` +
        `one-core blast rate >= 150000 events/s -> ${fmt(1e9 / cheapest, 0)} events per client CPU-second ` +
        `(${fmt(bestRate, 0)} events/s wall at the CPU share this machine granted)`,
    );
  } finally {
    await server.stop();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  benchLoadClient().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
