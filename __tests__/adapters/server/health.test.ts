// One health probe: the status of a real loopback server, or why no response came.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { probeHealth } from '../../../src/adapters/server/health.js';

let server: Server;
let base: string;
const held: Array<{ destroy(): void }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/health') res.writeHead(200).end('{"status":"ok"}');
    else if (req.url === '/loading') res.writeHead(503).end();
    else held.push(res.socket!); // never answers
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('probeHealth', () => {
  it('returns the status of the answer', async () => {
    expect(await probeHealth(`${base}/health`, 5_000)).toEqual({ status: 200 });
    expect(await probeHealth(`${base}/loading`, 5_000)).toEqual({ status: 503 });
  });

  it('says when nothing answered in time, and names a refused connection', async () => {
    expect(await probeHealth(`${base}/hang`, 100)).toEqual({ error: 'no response within 100 ms' });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await probeHealth(`http://127.0.0.1:${port}/health`, 5_000)).toEqual({ error: 'ECONNREFUSED' });
  });
});
