// The artifact service unusable (token or URL not what the runner sets, nothing listening, a service
// that echoes the Authorization header): every failure names the variables, and never the token.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, test } from '@jest/globals';
import { ArtifactServiceError, ArtifactUploadError } from '../../../src/adapters/errors.js';
import {
  GitHubArtifactStore,
  type UploadRetryEvent,
} from '../../../src/adapters/artifacts/github-artifact-store.js';
import { runtimeTokenFor } from '../../kits/fake-results-service.js';
import { captureStdout, withEnv } from '../../kits/hermetic.js';
import { writeCell } from '../../kits/store-fixture.js';

const HINT = '(check ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL; they are set by the Actions runner)';
const TOKEN = runtimeTokenFor('5bd2b2f5-1b8e-4d5c-9d51-7b0e5b1c0001', '5bd2b2f5-1b8e-4d5c-9d51-7b0e5b1c0002');
const NAME = 'capacity-prepare-a1';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const undo of cleanups.splice(0).reverse()) await undo();
});

/** A store whose client sees `env`, with uploads that never sleep and record their retries. */
async function storeWith(env: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'artifact-service-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  cleanups.push(
    withEnv({ GITHUB_SERVER_URL: 'https://github.com', GITHUB_WORKSPACE: dir, RUNNER_TEMP: dir, ...env }),
  );
  const output = captureStdout();
  cleanups.push(() => output.restore());
  const retries: UploadRetryEvent[] = [];
  const store = new GitHubArtifactStore({
    retryDelayMs: 1,
    sleep: async () => undefined,
    onRetry: (e) => retries.push(e),
  });
  const cell = await writeCell(path.join(dir, 'out'), 'c');
  const upload = () => store.uploadDirectory(NAME, cell.root, [...cell.files.keys()]);
  return { store, dir, retries, upload, stdout: output.text };
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(outcome).toBeInstanceOf(Error);
  return outcome as Error;
}

function expectServiceError(error: Error, what: RegExp): void {
  expect(error).toBeInstanceOf(ArtifactServiceError);
  expect(error.message.startsWith('artifact service: ')).toBe(true);
  expect(error.message.endsWith(` ${HINT}`)).toBe(true);
  expect(error.message).toMatch(what);
  expect(error.message).not.toContain('\n');
}

describe('an artifact service that cannot be used is named, with the variables to check', () => {
  test('ACTIONS_RUNTIME_TOKEN that is not a JWT: listing and uploading fail at once', async () => {
    const { url } = await listen((_req, res) => res.writeHead(500).end());
    const { store, upload, retries } = await storeWith({
      ACTIONS_RUNTIME_TOKEN: 'abc',
      ACTIONS_RESULTS_URL: url,
    });

    expectServiceError(
      await failure(store.list()),
      /^artifact service: listing this run's artifacts failed: .*Invalid token specified/,
    );
    expectServiceError(
      await failure(upload()),
      /^artifact service: uploading artifact "capacity-prepare-a1" failed \(not retryable\): .*Invalid token specified/,
    );
    // The same token fails the same way on every attempt: no retry, no wait.
    expect(retries).toEqual([]);
  });

  test('ACTIONS_RESULTS_URL that is not a URL', async () => {
    const { store, upload, retries } = await storeWith({
      ACTIONS_RUNTIME_TOKEN: TOKEN,
      ACTIONS_RESULTS_URL: 'results',
    });
    expectServiceError(await failure(store.list()), /listing this run's artifacts failed: .*Invalid URL/);
    expectServiceError(
      await failure(store.download(7, 'dest')),
      /listing this run's artifacts failed: .*Invalid URL/,
    );
    expectServiceError(await failure(upload()), /uploading artifact .* \(not retryable\): .*Invalid URL/);
    expect(retries).toEqual([]);
  });

  test('nothing listening at ACTIONS_RESULTS_URL: one line naming the refused connection', async () => {
    const { url, server } = await listen(() => undefined);
    await new Promise((resolve) => server.close(resolve));
    const { store, upload, retries } = await storeWith({
      ACTIONS_RUNTIME_TOKEN: TOKEN,
      ACTIONS_RESULTS_URL: url,
    });
    expectServiceError(
      await failure(store.list()),
      /^artifact service: listing this run's artifacts failed: Failed to ListArtifacts: Unable to make request: ECONNREFUSED \(check/,
    );
    expectServiceError(
      await failure(store.download(NAME, 'dest')),
      /looking up artifact "capacity-prepare-a1" failed: .*ECONNREFUSED/,
    );
    // A connection may come back: uploads still retry before giving up.
    expectServiceError(
      await failure(upload()),
      /uploading artifact .* failed after 3 attempt\(s\): .*ECONNREFUSED/,
    );
    expect(retries).toHaveLength(2);
  });
});

describe('the runtime token never appears in an error', () => {
  test('a service that echoes the Authorization header in its status line', async () => {
    const { url } = await listen((req, res) => {
      res.writeHead(400, `refused ${req.headers.authorization ?? ''}`, {
        'content-type': 'application/json',
      });
      res.end('{"code":"invalid_argument","msg":"no"}');
    });
    const { store, upload } = await storeWith({ ACTIONS_RUNTIME_TOKEN: TOKEN, ACTIONS_RESULTS_URL: url });

    const errors = [
      await failure(store.list()),
      await failure(store.download(NAME, 'dest')),
      await failure(store.download(7, 'dest')),
      await failure(upload()),
    ];
    for (const error of errors) {
      expect(error.message).toContain('refused Bearer ***');
      expect(error.message).not.toContain(TOKEN);
      expect(String(error.stack)).not.toContain(TOKEN);
      expect(String((error.cause as Error | undefined)?.message ?? '')).not.toContain(TOKEN);
    }
    expect(errors[0]).toBeInstanceOf(ArtifactServiceError);
    // A 400 is the service answering, not a setup problem: the upload keeps its own error type.
    expect(errors[3]).toBeInstanceOf(ArtifactUploadError);
  });
});
