// Per-test workspace for artifact store tests: a temp tree of cell outputs and a store to try.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { ArtifactStore } from '../../src/adapters/artifacts/artifact-store.js';
import {
  GitHubArtifactStore,
  type GitHubArtifactStoreOptions,
} from '../../src/adapters/artifacts/github-artifact-store.js';
import { MemoryArtifactStore } from './memory-artifact-store.js';
import { startFakeResultsService, type FakeResultsService } from './fake-results-service.js';
import { captureStdout, withEnv } from './hermetic.js';

export interface CellFiles {
  readonly root: string;
  /** Relative path → content. */
  readonly files: ReadonlyMap<string, Buffer>;
}

/** Writes one cell's outputs (JSON, logs, a binary, an empty file) under `root`. */
export async function writeCell(root: string, cellDir: string): Promise<CellFiles> {
  const files = new Map<string, Buffer>([
    [`${cellDir}/load-evaluation.json`, Buffer.from(`{"cell":"${cellDir}","ünïcode":"✓"}\n`)],
    [`${cellDir}/server.stderr.log`, Buffer.from('load_tensors: CPU_REPACK model buffer\n'.repeat(2000))],
    [`${cellDir}/server-time.txt`, Buffer.from('\tMaximum resident set size (kbytes): 123456\n')],
    [`${cellDir}/random.bin`, randomBytes(300_000)],
    [`${cellDir}/empty.txt`, Buffer.alloc(0)],
    [`${cellDir}/naïve name (1).txt`, Buffer.from('spaces and non-ASCII in a file name\n')],
  ]);
  for (const [rel, data] of files) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), data);
  }
  return { root, files };
}

/** Asserts `dest` holds exactly the cell's files with identical bytes. */
export async function expectSameFiles(
  dest: string,
  cell: CellFiles,
  listed: readonly string[],
): Promise<void> {
  const expected = [...cell.files.keys()].sort();
  if (JSON.stringify([...listed]) !== JSON.stringify(expected)) {
    throw new Error(`listed ${JSON.stringify(listed)}, expected ${JSON.stringify(expected)}`);
  }
  for (const [rel, data] of cell.files) {
    const got = await readFile(path.join(dest, rel));
    if (Buffer.compare(got, data) !== 0) throw new Error(`${rel} differs after the round trip`);
  }
}

export interface StoreHarness {
  readonly store: ArtifactStore;
  readonly dir: string;
  readonly service?: FakeResultsService;
  readonly stdout: () => string;
  close(): Promise<void>;
}

export async function memoryHarness(): Promise<StoreHarness & { store: MemoryArtifactStore }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'artifact-store-'));
  return {
    store: new MemoryArtifactStore(),
    dir,
    stdout: () => '',
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The real @actions/artifact client against a loopback results service. */
export async function githubHarness(
  options: GitHubArtifactStoreOptions = {},
): Promise<StoreHarness & { store: GitHubArtifactStore; service: FakeResultsService }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'artifact-store-'));
  const service = await startFakeResultsService();
  const undoEnv = withEnv({
    ...service.env(),
    GITHUB_WORKSPACE: dir,
    RUNNER_TEMP: dir,
    GITHUB_RETENTION_DAYS: undefined,
    ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY: undefined,
    ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS: undefined,
  });
  const output = captureStdout();
  const store = new GitHubArtifactStore({ retryDelayMs: 1, ...options });
  return {
    store,
    dir,
    service,
    stdout: output.text,
    close: async () => {
      output.restore();
      undoEnv();
      await service.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
