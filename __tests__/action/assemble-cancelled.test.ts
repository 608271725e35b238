// A superseded run is not a failed study: when the assemble job is told the study job was
// cancelled, it records `cancelled`, leaves the pull request comment alone and fails nothing. Any
// other result but success makes the study at most incomplete, whatever cells arrived.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from '@jest/globals';
import { MemoryArtifactStore } from '../kits/memory-artifact-store.js';
import { readInputs, type ActionInputs } from '../../src/action/inputs.js';
import { toPlain } from '../../src/domain/core/json.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { uploadLikeMeasureSteps } from '../kits/study-artifacts.js';
import type { ActionPorts } from '../../src/action/ports.js';
import { runAction } from '../../src/action/run-action.js';
import { artifactName } from '../../src/domain/bundle/artifact-names.js';
import { createInMemoryStickyComments } from '../kits/fake-github-api.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function inputsFor(values: Record<string, string>): ActionInputs {
  return readInputs(
    (name) => values[name] ?? '',
    () => undefined,
  );
}

function ports(store: MemoryArtifactStore) {
  const cwd = mkdtempSync(join(tmpdir(), 'pp-cancel-'));
  dirs.push(cwd);
  const out: Record<string, string> = {};
  const summaries: string[] = [];
  const log: string[] = [];
  const comments = createInMemoryStickyComments('updated');
  const p: ActionPorts = {
    log: {
      info: (m) => log.push(`info ${m}`),
      notice: (m) => log.push(`notice ${m}`),
      warning: (m) => log.push(`warning ${m}`),
      error: (m) => log.push(`error ${m}`),
      startGroup: () => undefined,
      endGroup: () => undefined,
    },
    setOutput: (n, v) => (out[n] = v),
    artifacts: store,
    cache: null,
    writeSummary: async (md) => {
      summaries.push(md);
      return { truncated: false };
    },
    upsertComment: comments.upsert,
    env: { GITHUB_RUN_ID: '9', GITHUB_RUN_ATTEMPT: '1', GITHUB_REPOSITORY: 'o/r' },
    cwd,
  };
  return { p, out, summaries, log, comments };
}

const ASSEMBLE = { command: 'assemble', 'github-token': 'ghs_x', 'fail-on': 'incomplete' };

test('a cancelled study job is recorded as cancelled: no comment, no failure, no incomplete receipt', async () => {
  const store = new MemoryArtifactStore();
  const { p, out, summaries, comments, log } = ports(store);
  const result = await runAction(inputsFor({ ...ASSEMBLE, 'study-result': 'cancelled' }), p);
  expect(result).toEqual({ status: 'cancelled', failures: [] });
  expect(out.status).toBe('cancelled');
  expect(comments.calls).toHaveLength(0);
  expect(summaries).toHaveLength(1);
  expect(summaries[0]).toMatch(/^# Capacity study cancelled/);
  expect(summaries[0]).not.toMatch(/incomplete/i);
  expect(await store.list()).toEqual([]);
  expect(log.some((l) => l.startsWith('notice ') && l.includes('cancelled'))).toBe(true);
});

test('a failed study job still assembles as incomplete and fails with fail-on: incomplete', async () => {
  const store = new MemoryArtifactStore();
  const { p, out, comments } = ports(store);
  const result = await runAction(inputsFor({ ...ASSEMBLE, 'study-result': 'failure' }), p);
  expect(result.status).toBe('incomplete');
  expect(out.status).toBe('incomplete');
  expect(result.failures.join('\n')).toMatch(/study incomplete/);
  expect(comments.calls).toHaveLength(1);
  expect((await store.list()).map((a) => a.name)).toEqual([
    artifactName({ prefix: 'capacity', kind: 'diagnostics', runAttempt: 1 }),
  ]);
});

test('study-result accepts only job results', () => {
  expect(inputsFor({ command: 'assemble', 'study-result': 'cancelled' }).studyResult).toBe('cancelled');
  expect(inputsFor({ command: 'assemble' }).studyResult).toBeUndefined();
  expect(() => inputsFor({ command: 'assemble', 'study-result': 'canceled' })).toThrow(
    /Input 'study-result' is "canceled"; allowed values: success, failure, cancelled, skipped/,
  );
});

test.each(['failure', 'skipped'])(
  'a study job whose result is %s is incomplete even when every cell arrived, naming the result',
  async (studyResult) => {
    const store = new MemoryArtifactStore();
    await uploadLikeMeasureSteps(store);
    const { p, out, comments } = ports(store);
    const result = await runAction(inputsFor({ ...ASSEMBLE, 'study-result': studyResult }), p);
    expect(result.status).toBe('incomplete');
    expect(out.status).toBe('incomplete');
    expect(result.failures.join('\n')).toMatch(
      new RegExp(
        `study incomplete \\(stage measure\\): the study job's result is ${studyResult}, not success`,
      ),
    );
    expect(out['bundle-artifact-name']).toBe('capacity-diagnostics-a1');
    const status = store.contents('capacity-diagnostics-a1')!.get('status.json')!.toString('utf8');
    expect(toPlain(parseJson(status))).toMatchObject({ status: 'incomplete', failed_stage: 'measure' });
    expect(store.contents('capacity-diagnostics-a1')!.has('capacity-receipt.md')).toBe(false);
    // The comment says incomplete; no receipt reaches the pull request.
    expect(comments.calls).toHaveLength(1);
    expect(comments.calls[0].body).toMatch(/^# Capacity study incomplete/);
  },
);

test('a study job whose result is success with every cell assembles complete', async () => {
  const store = new MemoryArtifactStore();
  await uploadLikeMeasureSteps(store);
  const { p, out } = ports(store);
  const result = await runAction(inputsFor({ ...ASSEMBLE, 'study-result': 'success' }), p);
  expect(result).toEqual({ status: 'complete', failures: [] });
  expect(out['bundle-artifact-name']).toBe('capacity-bundle-a1');
});

test('a bundle name a study job uploaded first is never reported as the bundle', async () => {
  const store = new MemoryArtifactStore();
  await uploadLikeMeasureSteps(store);
  // Any job of the run can upload an artifact of this name before the assemble job does.
  const forged = mkdtempSync(join(tmpdir(), 'pp-forged-'));
  dirs.push(forged);
  writeFileSync(join(forged, 'capacity-receipt.md'), '# everything PASS\n');
  await store.uploadDirectory('capacity-bundle-a1', forged, ['capacity-receipt.md']);
  const { p, out } = ports(store);
  const result = await runAction(inputsFor({ ...ASSEMBLE, 'study-result': 'success' }), p);
  expect(result.failures.join('\n')).toMatch(/bundle upload failed, so no bundle artifact is reported/);
  expect(out['bundle-artifact-name']).toBe('');
  expect(out['bundle-artifact-id']).toBe('');
});
