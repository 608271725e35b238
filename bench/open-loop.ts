// Open-loop scheduling lag (sent − scheduled, p50 / p99) at 10, 50 and 200 req/s Poisson against a scripted loopback SSE server in its own process; at most 4 s of schedule per rate.
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { runOpenLoop } from '../src/adapters/load-client/open-loop.js';
import { startIpcServer, stopChild } from '../src/adapters/process/ipc-script.js';
import { median, nearestRank } from '../src/domain/core/stats.js';
import { arrivalSchedule } from '../src/domain/load/arrivals.js';
import { interArrivalCdf, ksPValue, ksStatistic } from '../__tests__/kits/ks-test.js';
import { lagBoundMs } from '../src/domain/load/probe.js';

// Each response: 8 token events 5 ms apart after a 20 ms first token (~55 ms), so requests overlap.
const SERVER_SOURCE = String.raw`
const http = require('node:http');
const token = (i) => 'data: {"index":0,"content":" tok","tokens":[' + (1000 + i) + '],"stop":false,"tokens_predicted":' + i + '}\n\n';
const final = (n) => 'data: {"index":0,"content":"","tokens":[],"stop":true,"stop_type":"limit","tokens_predicted":' + n +
  ',"timings":{"prompt_n":4,"prompt_ms":1.0,"predicted_n":' + n + ',"predicted_ms":1.0,"predicted_per_second":1.0}}\n\n';
const server = http.createServer({ noDelay: true, keepAlive: false }, (req, res) => {
  const parts = [];
  req.on('data', (c) => parts.push(c));
  req.on('end', () => {
    const n = JSON.parse(Buffer.concat(parts).toString('utf8')).n_predict;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.flushHeaders();
    let i = 1;
    const step = () => {
      res.write(token(i));
      if (i === n) { res.write(final(n)); res.end(); return; }
      i++;
      setTimeout(step, 5);
    };
    setTimeout(step, 20);
  });
});
process.on('disconnect', () => process.exit(0));
server.listen(0, '127.0.0.1', () => process.send({ type: 'listening', port: server.address().port }));
`;

const SCHEDULE_SECONDS = 4;
const SEED = 'b7'.repeat(32);
const fmt = (value: number, digits = 2): string => value.toFixed(digits);
const monotonicSeconds = (): number => Number(process.hrtime.bigint()) / 1e9;

export async function benchOpenLoop(): Promise<void> {
  const { child, port }: { child: ChildProcess; port: number } = await startIpcServer(
    SERVER_SOURCE,
    'open-loop bench server',
  );
  try {
    console.log('');
    console.log(`## open-loop: scheduling lag, Poisson arrivals, ${SCHEDULE_SECONDS} s of schedule per rate`);
    console.log('');
    console.log(
      '| rate req/s | requests | lag p50 ms | lag p99 ms | bound ms | valid | KS p (sent gaps vs Exp(λ)) |',
    );
    console.log('| ---: | ---: | ---: | ---: | ---: | --- | ---: |');
    for (const rate of [10, 50, 200]) {
      const spec = { kind: 'poisson' as const, rate, count: rate * SCHEDULE_SECONDS, seedHex: SEED };
      const offsets = arrivalSchedule(spec);
      const result = await runOpenLoop({
        baseUrl: `http://127.0.0.1:${port}`,
        prompts: ['bench prompt'],
        outputTokens: 8,
        offsets,
        maxDurationSeconds: SCHEDULE_SECONDS + 1,
        timeoutSeconds: 10,
        now: monotonicSeconds,
      });
      const sent = result.records.filter((r) => r.sentAt !== null);
      const lags = sent.map((r) => r.lagMs!);
      const gaps = sent.slice(1).map((r, i) => r.sentAt! - sent[i].sentAt!);
      const p = ksPValue(ksStatistic(gaps, interArrivalCdf(spec)), gaps.length);
      const p99 = nearestRank(lags, 0.99)!;
      const bound = lagBoundMs(rate);
      const failed = result.records.filter((r) => !r.completed).length;
      console.log(
        `| ${rate} | ${sent.length}${failed > 0 ? ` (${failed} failed)` : ''} | ${fmt(median(lags)!)} | ${fmt(p99)} | ` +
          `${fmt(bound, 0)} | ${p99 <= bound ? 'yes' : 'no'} | ${p.toExponential(2)} |`,
      );
    }
    console.log('');
    console.log(
      `lag = sent − scheduled (sent: the request bytes leave, after the loopback connect); valid: lag p99 <= ` +
        `max(10 ms, 10 % of 1/λ); 1-min load average ${fmt(os.loadavg()[0])} on ${os.cpus().length} CPUs`,
    );
  } finally {
    await stopChild(child);
  }
}
