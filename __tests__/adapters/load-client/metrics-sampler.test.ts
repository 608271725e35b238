// The /metrics sampler against a scripted loopback server: readings in the order served, failures
// counted and named (never thrown), and no reading after stop.
import { afterEach, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { startMetricsSampler } from '../../../src/adapters/load-client/index.js';
import { startScriptedSseServer, type ScriptedSseServer } from '../../kits/sse-server.js';

const servers: ScriptedSseServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

const gauges = (processing: number, deferred: number) =>
  `# TYPE llamacpp:requests_processing gauge\nllamacpp:requests_processing ${processing}\n` +
  `# TYPE llamacpp:requests_deferred gauge\nllamacpp:requests_deferred ${deferred}\n`;

/** Answers the n-th GET /metrics with script(n) (1-based). */
async function metricsServer(script: (n: number) => { status?: number; body: string }) {
  let n = 0;
  const server = await startScriptedSseServer((request) => {
    if (request.path !== '/metrics') return { status: 404, framing: 'content-length', writes: [] };
    const { status, body } = script(++n);
    return {
      status: status ?? 200,
      headers: { 'content-type': 'text/plain; version=0.0.4' },
      framing: 'content-length',
      writes: [{ delayMs: 0, data: body }],
    };
  });
  servers.push(server);
  return server;
}

async function untilRequests(server: ScriptedSseServer, count: number): Promise<void> {
  for (let i = 0; i < 400 && server.requests.length < count; i++) await sleep(10);
}

describe('startMetricsSampler', () => {
  it('reads the gauges the server serves, one GET at a time, until stopped', async () => {
    const server = await metricsServer((n) => ({ body: gauges(n % 2, n) }));
    const sampler = startMetricsSampler({ baseUrl: server.baseUrl, intervalSeconds: 0.02 });
    // One GET at a time: the 5th has begun only after the 4th reading was taken.
    await untilRequests(server, 5);
    const sampling = await sampler.stop();
    expect(sampling.failures).toBe(0);
    expect(sampling.readings.length).toBeGreaterThanOrEqual(4);
    sampling.readings.forEach((r, i) => expect(r).toEqual({ processing: (i + 1) % 2, deferred: i + 1 }));
    expect(server.requests.every((r) => r.method === 'GET' && r.path === '/metrics')).toBe(true);
    expect(server.maxActiveRequests).toBe(1);
    const after = server.requests.length;
    await sleep(100);
    expect(server.requests.length).toBe(after);
  });

  it('counts an HTTP error, a server without the gauges and a refused connection as failed readings', async () => {
    const server = await metricsServer((n) =>
      n === 1
        ? { status: 501, body: 'metrics not enabled' }
        : n === 2
          ? { body: '# nothing\n' }
          : { body: gauges(1, 0) },
    );
    const sampler = startMetricsSampler({ baseUrl: server.baseUrl, intervalSeconds: 0.02 });
    // One GET at a time: the 4th has begun only after the 3rd reading was taken.
    await untilRequests(server, 4);
    const sampling = await sampler.stop();
    expect(sampling.failures).toBe(2);
    expect(sampling.readings[0]).toEqual({ processing: 1, deferred: 0 });
    const closed = await metricsServer(() => ({ body: '' }));
    const url = closed.baseUrl;
    await servers.pop()!.close();
    const refused = startMetricsSampler({ baseUrl: url, intervalSeconds: 0.02 });
    await sleep(100);
    const none = await refused.stop();
    expect(none.readings).toEqual([]);
    expect(none.failures).toBeGreaterThan(0);
    expect(none.lastError).toBeTruthy();
  });

  it('refuses a bad base URL or interval with the field named', () => {
    expect(() => startMetricsSampler({ baseUrl: 'ftp://x', intervalSeconds: 1 })).toThrow(/baseUrl/);
    expect(() => startMetricsSampler({ baseUrl: 'http://127.0.0.1:1', intervalSeconds: 0 })).toThrow(
      /intervalSeconds/,
    );
  });
});
