// The generated fixtures are real models: the pinned llama-server loads each one and streams
// exactly the requested number of tokens. Builds the server first when the cache is cold.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { request } from 'undici';
import { NODE_LLAMA_CPP_BUNDLE_SOURCE } from '../../kits/build-fixtures.js';
import { GENERIC_VARIANT } from '../../kits/build-fixtures.js';
import { defaultCacheDir } from '../../../src/adapters/cache/cache-dir.js';
import { ensureLlamaServer, type BuiltServer } from '../../../src/adapters/llama/ensure-llama-server.js';
import { ensureLlamaSourceCheckout } from '../../../src/adapters/llama/source.js';
import { ensureFixtureModels, type FixtureModelFile } from '../../../src/adapters/models/fixture-models.js';

let server: BuiltServer;
let fixtures: FixtureModelFile[];

beforeAll(
  async () => {
    const cacheDir = defaultCacheDir();
    server = await ensureLlamaServer({
      cacheDir,
      source: NODE_LLAMA_CPP_BUNDLE_SOURCE,
      variant: GENERIC_VARIANT,
    });
    const checkout = await ensureLlamaSourceCheckout({ cacheDir, source: NODE_LLAMA_CPP_BUNDLE_SOURCE });
    fixtures = await ensureFixtureModels(cacheDir, checkout.dir);
  },
  90 * 60 * 1000,
);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

async function waitHealthy(base: string, child: ChildProcess, deadlineMs: number): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    if (child.exitCode !== null)
      throw new Error(`llama-server exited with code ${child.exitCode} before /health`);
    try {
      const res = await request(`${base}/health`);
      const text = await res.body.text();
      if (res.statusCode === 200 && text.includes('ok')) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`llama-server at ${base} was not healthy within ${deadlineMs} ms`);
}

test.each([
  ['tiny-f16', 'F16'],
  ['tiny-q8_0', 'Q8_0'],
])(
  'llama-server serves the %s fixture and returns n_predict tokens',
  async (id, fileType) => {
    const fixture = fixtures.find((f) => f.id === id)!;
    const port = await freePort();
    const child = spawn(
      server.binaryPath,
      [
        '--model',
        fixture.path,
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--ctx-size',
        '512',
        '--parallel',
        '1',
        '--threads',
        '2',
        // verbose enough to print the file type
        '-lv',
        '4',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let log = '';
    child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitHealthy(base, child, 60_000);
      const res = await request(`${base}/completion`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          prompt: 'The capacity of a server',
          n_predict: 24,
          temperature: 0,
          ignore_eos: true,
        }),
      });
      const body = (await res.body.json()) as {
        tokens_predicted: number;
        stop_type?: string;
        content: string;
      };
      expect(res.statusCode).toBe(200);
      expect(body.tokens_predicted).toBe(24);
      expect(body.stop_type).toBe('limit');
      expect(body.content.length).toBeGreaterThan(0);
      expect(log).toMatch(new RegExp(`file type\\s+=\\s+${fileType}\\b`));
    } finally {
      await stop(child);
    }
  },
  120_000,
);
