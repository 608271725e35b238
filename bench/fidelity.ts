import net from 'node:net';
import { median, nearestRank } from '../src/domain/core/stats.js';
import os from 'node:os';
import {
  collectErrors,
  monotonicMs,
  ScheduleServer,
  timeProductionClient,
  type ClientTiming,
  type StreamProfile,
  type TimingErrors,
} from '../src/adapters/load-client/self-check.js';

/**
 * Load-client timing fidelity against ground truth (`npm run bench -- fidelity`).
 *
 * Method:
 * - A scripted SSE server runs in its own Node process (spawned with `-e`) on a raw `node:net`
 *   socket. It speaks llama-server's `/completion` stream format (`data: {json}\n\n` events, chunked
 *   body, `Connection: close`) on a fixed schedule per request: the first token `firstMs` after the
 *   request arrived, then one token every `gapMs`, then the final event with `timings`.
 * - Ground truth is CLOCK_MONOTONIC (`process.hrtime.bigint()`) in both processes: the server reads
 *   it when the request's first bytes arrive, right before the first-token write and right before
 *   the final write. Our client gets the same clock through `now`.
 * - Errors: |client first-token reading − server first-token write| (TTFT), |client end reading −
 *   server final write| (E2E), and start→arrival = server arrival − client start reading.
 * - The floor is a bare `node:net` reader in this process that only looks for the first token and the
 *   final event in the raw bytes: what any client on this event loop and machine can do at best.
 * - Ours and the floor alternate (interleaved rounds, order swapped every round); statistics pool the
 *   rounds. p50 is the median, p99 the nearest rank.
 *
 * The predecessor (the Python urllib + thread-pool client) is not part of this repository; its
 * figures, measured with this method, are quoted from the issue that introduced this suite.
 */

interface Profile extends StreamProfile {
  name: string;
}

const FIRST_TOKEN_MARK = Buffer.from('"content":" tok"');
const FINAL_MARK = Buffer.from('"stop":true');

/**
 * The floor: a closed loop of C bare `node:net` readers. Each reads the clock right before
 * connecting, writes the same request, and stamps the first chunk holding a token event and the
 * chunk holding the final event (a marker can only straddle two chunks if the server split a write,
 * which it does not for events this small).
 */
async function runFloor(
  port: number,
  profile: Profile,
  concurrency: number,
  prompts: string[],
): Promise<ClientTiming[]> {
  const timings: ClientTiming[] = [];
  let next = 0;
  const one = (prompt: string): Promise<ClientTiming> =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify({ prompt, n_predict: profile.tokens, stream: true });
      const request = Buffer.from(
        `POST /completion HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\ncontent-type: application/json\r\n` +
          `connection: close\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      let firstMs: number | null = null;
      let endMs: number | null = null;
      const startMs = monotonicMs();
      const socket = net.connect({ host: '127.0.0.1', port, noDelay: true });
      socket.write(request);
      socket.on('data', (chunk: Buffer) => {
        const at = monotonicMs();
        if (firstMs === null && chunk.indexOf(FIRST_TOKEN_MARK) >= 0) firstMs = at;
        if (endMs === null && chunk.indexOf(FINAL_MARK) >= 0) endMs = at;
      });
      socket.once('error', reject);
      socket.once('close', () => {
        if (firstMs === null || endMs === null)
          reject(new Error(`floor request for ${prompt} saw no stream`));
        else resolve({ prompt, startMs, firstMs, endMs });
      });
    });
  const worker = async (): Promise<void> => {
    while (next < prompts.length) timings.push(await one(prompts[next++]));
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, prompts.length) }, worker));
  return timings;
}

const p50 = (values: readonly number[]): number => median(values)!;
const p99 = (values: readonly number[]): number => nearestRank(values, 0.99)!;

const PROFILES: readonly Profile[] = [
  { name: 'first token 200 ms, then 16 ms gaps, 32 tokens', firstMs: 200, gapMs: 16, tokens: 32 },
  { name: 'first token 20 ms, then 2 ms gaps, 64 tokens', firstMs: 20, gapMs: 2, tokens: 64 },
];
const LEVELS = [1, 4, 16, 64] as const;

/** The predecessor's |error| in ms from the issue (same method): TTFT p99, E2E p50, E2E p99. */
const PREDECESSOR: Record<string, { ttftP99: number; e2eP50: number; e2eP99: number }> = {
  '0/4': { ttftP99: 1.39, e2eP50: 1.12, e2eP99: 4.3 },
  '0/16': { ttftP99: 1.27, e2eP50: 1.41, e2eP99: 10.8 },
  '0/64': { ttftP99: 1.34, e2eP50: 0.69, e2eP99: 10.3 },
  '1/16': { ttftP99: 2.12, e2eP50: 1.46, e2eP99: 9.4 },
  '1/64': { ttftP99: 32.4, e2eP50: 4.64, e2eP99: 46.2 },
};

function requestsAt(concurrency: number): number {
  return concurrency === 1 ? 10 : Math.max(16, 2 * concurrency);
}

const f2 = (value: number): string => value.toFixed(2);

export async function benchFidelity(): Promise<void> {
  const rounds = Math.max(1, Math.min(10, Number(process.env.BENCH_FIDELITY_ROUNDS ?? 3) || 3));
  const server = await ScheduleServer.start();
  const ours = new Map<string, TimingErrors>();
  const floor = new Map<string, TimingErrors>();
  const empty = (): TimingErrors => ({ ttft: [], e2e: [], startToArrival: [] });
  try {
    // Discarded warm-up: module loading and JIT would otherwise be charged to the first run.
    await server.setProfile(PROFILES[1]);
    await timeProductionClient(
      server.port,
      PROFILES[1],
      8,
      Array.from({ length: 16 }, (_, i) => `warm ${i}`),
    );
    await runFloor(
      server.port,
      PROFILES[1],
      8,
      Array.from({ length: 16 }, (_, i) => `warm floor ${i}`),
    );
    await server.records();
    for (let round = 1; round <= rounds; round++) {
      for (const [p, profile] of PROFILES.entries()) {
        await server.setProfile(profile);
        for (const concurrency of LEVELS) {
          const key = `${p}/${concurrency}`;
          const prompts = (who: string) =>
            Array.from({ length: requestsAt(concurrency) }, (_, i) => `${who} r${round} ${key} #${i + 1}`);
          const order = round % 2 === 1 ? (['ours', 'floor'] as const) : (['floor', 'ours'] as const);
          for (const who of order) {
            const timings =
              who === 'ours'
                ? await timeProductionClient(server.port, profile, concurrency, prompts(who))
                : await runFloor(server.port, profile, concurrency, prompts(who));
            const store = who === 'ours' ? ours : floor;
            if (!store.has(key)) store.set(key, empty());
            collectErrors(store.get(key) as TimingErrors, timings, await server.records());
          }
        }
      }
    }
  } finally {
    await server.stop();
  }

  const load = os.loadavg().map((value) => value.toFixed(2));
  console.log(
    `fidelity: scripted llama-server stream in a child process, ground truth on CLOCK_MONOTONIC; ${rounds} interleaved rounds; ` +
      `${os.cpus().length} CPUs, load average ${load.join(' ')}`,
  );
  console.log(
    '|error| in ms (ours / bare-reader floor / predecessor as quoted, — where not quoted); start→arrival = server arrival − client start',
  );
  console.log('');
  console.log(
    '| profile | C | n | TTFT p50 ours / floor | TTFT p99 ours / floor / pred | E2E p50 ours / floor / pred | E2E p99 ours / floor / pred | start→arrival p50 / p99 ours · p50 floor | goals |',
  );
  console.log('|---|---:|---:|---|---|---|---|---|---|');
  for (const [p, profile] of PROFILES.entries()) {
    for (const concurrency of LEVELS) {
      const key = `${p}/${concurrency}`;
      const o = ours.get(key) as TimingErrors;
      const fl = floor.get(key) as TimingErrors;
      const pred = PREDECESSOR[key];
      const q = (v: number | undefined) => (v === undefined ? '—' : f2(v));
      const figures = {
        ttftP50: [p50(o.ttft), p50(fl.ttft), undefined],
        ttftP99: [p99(o.ttft), p99(fl.ttft), pred?.ttftP99],
        e2eP50: [p50(o.e2e), p50(fl.e2e), pred?.e2eP50],
        e2eP99: [p99(o.e2e), p99(fl.e2e), pred?.e2eP99],
      } as const;
      const misses: string[] = [];
      for (const [name, [mine, bare, predecessor]] of Object.entries(figures)) {
        if (mine > 1.5 * bare) misses.push(`${name} > 1.5× floor`);
        if (predecessor !== undefined && mine > predecessor) misses.push(`${name} > pred`);
      }
      const offset = p50(o.startToArrival);
      const offsetGoal = concurrency <= 16 ? 1 : 2;
      if (Math.abs(offset) > offsetGoal) misses.push(`start p50 > ${offsetGoal} ms`);
      console.log(
        `| ${p === 0 ? 'slow' : 'burst'}: ${profile.name} | ${concurrency} | ${o.ttft.length} | ` +
          `${f2(figures.ttftP50[0])} / ${f2(figures.ttftP50[1])} | ` +
          `${f2(figures.ttftP99[0])} / ${f2(figures.ttftP99[1])} / ${q(figures.ttftP99[2])} | ` +
          `${f2(figures.e2eP50[0])} / ${f2(figures.e2eP50[1])} / ${q(figures.e2eP50[2])} | ` +
          `${f2(figures.e2eP99[0])} / ${f2(figures.e2eP99[1])} / ${q(figures.e2eP99[2])} | ` +
          `${f2(offset)} / ${f2(p99(o.startToArrival))} · ${f2(p50(fl.startToArrival))} | ` +
          `${misses.length === 0 ? 'met' : misses.join('; ')} |`,
      );
    }
  }
}
