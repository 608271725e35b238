// The step's failure line: bad input, the file system and the artifact service each say what to
// look at; only a genuine bug is an "internal error".
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import * as core from '@actions/core';
import { ArtifactUploadError, ArtifactServiceError } from '../../src/adapters/errors.js';
import { MemoryArtifactStore } from '../kits/memory-artifact-store.js';
import { readInputs } from '../../src/action/inputs.js';
import { stepFailure } from '../../src/action/outcome.js';
import type { ActionPorts } from '../../src/action/ports.js';
import { runAction } from '../../src/action/run-action.js';
import { InputError } from '../../src/domain/core/errors.js';
import { createInMemoryStickyComments } from '../kits/fake-github-api.js';
import { captureStdout, withEnv } from '../kits/hermetic.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'pp-outcome-'));
  dirs.push(d);
  return d;
}
const thrown = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );

describe('stepFailure', () => {
  it('names the path, the operation, the errno code and the runner directory it lies in', async () => {
    const temp = join(tempDir(), 'runner-temp');
    writeFileSync(temp, 'RUNNER_TEMP is a file');
    const env = { RUNNER_TEMP: temp };

    expect(stepFailure(await thrown(mkdtemp(join(temp, 'artifact-'))), env)).toMatch(
      new RegExp(
        `^file system: mkdtemp ${temp}/artifact-\\S+ failed: ENOTDIR \\(a component of the path is not a directory\\); ` +
          `RUNNER_TEMP is ${JSON.stringify(temp)}$`,
      ),
    );
    expect(stepFailure(await thrown(mkdir(temp)), env)).toBe(
      `file system: mkdir ${temp} failed: EEXIST (something already exists at that path); RUNNER_TEMP is ${JSON.stringify(temp)}`,
    );
    // Outside any runner directory only the path and the code are named.
    const elsewhere = join(tempDir(), 'missing', 'file.json');
    expect(stepFailure(await thrown(readFile(elsewhere)), env)).toBe(
      `file system: open ${elsewhere} failed: ENOENT (no such file or directory)`,
    );
    // A genuine bug stays an internal error; bad input is its own message.
    expect(stepFailure(new TypeError("Cannot read properties of undefined (reading 'x')"), env)).toBe(
      "internal error: Cannot read properties of undefined (reading 'x')",
    );
    expect(stepFailure(new InputError('bad plan', 'plan.json'), env)).toBe('plan.json: bad plan');
  });

  it('names GITHUB_OUTPUT when the runner file it points at is missing', () => {
    const missing = join(tempDir(), 'gone', 'output.txt');
    const undo = withEnv({ GITHUB_OUTPUT: missing });
    const stdout = captureStdout();
    let caught: unknown;
    try {
      core.setOutput('status', 'complete');
    } catch (e) {
      caught = e;
    } finally {
      stdout.restore();
    }
    try {
      expect(stepFailure(caught)).toBe(
        `GITHUB_OUTPUT is ${JSON.stringify(missing)}, which does not exist; expected the path of an existing file (the Actions runner sets it)`,
      );
    } finally {
      undo();
    }
  });

  it('gives artifact failures their own line, not an internal error', () => {
    const service = new ArtifactServiceError("listing this run's artifacts failed: Invalid URL");
    expect(stepFailure(service, {})).toBe(
      "artifact service: listing this run's artifacts failed: Invalid URL " +
        '(check ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL; they are set by the Actions runner)',
    );
    const upload = new ArtifactUploadError('Uploading artifact "x" failed after 3 attempt(s): 503', 'x', 3);
    expect(stepFailure(upload, {})).toBe('Uploading artifact "x" failed after 3 attempt(s): 503');
  });

  it('an assemble step whose artifact service is unusable fails with the service line', async () => {
    const workspace = tempDir();
    mkdirSync(join(workspace, 'capacity-work'));
    const quiet = () => undefined;
    const store = new MemoryArtifactStore();
    store.list = async () => {
      throw new ArtifactServiceError("listing this run's artifacts failed: Invalid URL");
    };
    const ports: ActionPorts = {
      log: { info: quiet, notice: quiet, warning: quiet, error: quiet, startGroup: quiet, endGroup: quiet },
      setOutput: quiet,
      artifacts: store,
      cache: null,
      writeSummary: async () => ({ truncated: false }),
      upsertComment: createInMemoryStickyComments('created').upsert,
      env: { GITHUB_RUN_ATTEMPT: '1' },
      cwd: workspace,
    };
    const inputs = readInputs((n) => ({ command: 'assemble' })[n] ?? '', quiet, {});
    expect(stepFailure(await thrown(runAction(inputs, ports)), {})).toMatch(
      /^artifact service: listing this run's artifacts failed: Invalid URL \(check ACTIONS_RUNTIME_TOKEN/,
    );
  });
});
