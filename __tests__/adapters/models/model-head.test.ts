// A model URL asked for its status and size with one HEAD request, on loopback servers only.
import { createServer, type Server } from 'node:net';
import { probeModelUrl } from '../../../src/adapters/models/model-head.js';
import { withEnv } from '../../kits/hermetic.js';
import { startModelServer, type ModelServer } from '../../kits/model-http-server.js';

let server: ModelServer;
let restoreEnv: () => void;
beforeAll(async () => {
  server = await startModelServer({
    '/model.gguf': new Uint8Array(1000),
    '/big.gguf': new Uint8Array(1 << 20),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  restoreEnv = withEnv({});
});
afterEach(() => restoreEnv());

async function listening(
  onConnection: (s: import('node:net').Socket) => void = () => undefined,
): Promise<Server> {
  const s = createServer(onConnection);
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return s;
}
const portOf = (s: Server) => (s.address() as { port: number }).port;

test('a served file answers with its Content-Length, and no body is fetched', async () => {
  const before = server.requests.length;
  expect(await probeModelUrl(server.url('/model.gguf'))).toEqual({
    kind: 'ok',
    status: 200,
    sizeBytes: 1000,
  });
  expect(server.requests.length).toBe(before + 1);
});

test('redirects are followed to the file', async () => {
  server.faults.push({ kind: 'redirect', location: server.url('/model.gguf') });
  expect(await probeModelUrl(server.url('/elsewhere'))).toEqual({ kind: 'ok', status: 200, sizeBytes: 1000 });
});

test('a server that refuses HEAD is asked for a range, and the size read from Content-Range', async () => {
  server.faults.push({ kind: 'status', status: 405 });
  const before = server.requests.length;
  expect(await probeModelUrl(server.url('/model.gguf'))).toEqual({
    kind: 'ok',
    status: 206,
    sizeBytes: 1000,
  });
  expect(server.requests.slice(before).map((r) => r.range)).toEqual([undefined, 'bytes=0-']);
  // A body larger than what is read is dropped without an error.
  server.faults.push({ kind: 'status', status: 501 });
  expect(await probeModelUrl(server.url('/big.gguf'))).toEqual({
    kind: 'ok',
    status: 206,
    sizeBytes: 1 << 20,
  });
});

test('a missing file is an HTTP error', async () => {
  expect(await probeModelUrl(server.url('/missing.gguf'))).toEqual({ kind: 'http-error', status: 404 });
});

test('a refused connection is unreachable, not an error', async () => {
  const s = await listening();
  const port = portOf(s);
  await new Promise<void>((r) => s.close(() => r()));
  expect(await probeModelUrl(`http://127.0.0.1:${port}/m.gguf`)).toEqual({
    kind: 'unreachable',
    reason: 'ECONNREFUSED',
  });
});

test('a server that never answers is unreachable after the timeout', async () => {
  const sockets: import('node:net').Socket[] = [];
  const s = await listening((socket) => void sockets.push(socket));
  try {
    const probe = await probeModelUrl(`http://127.0.0.1:${portOf(s)}/m.gguf`, { timeoutMs: 200 });
    expect(probe.kind).toBe('unreachable');
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((r) => s.close(() => r()));
  }
});
