// verifyBundle called directly: a finalized bundle is ok, a changed file or an unlisted one is a
// reported problem naming it, an incomplete bundle says which stage failed (not MISMATCH), and a
// directory that is no bundle at all is bad input.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { appendFileSync, cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../src/domain/core/errors.js';
import { finalizeBundle } from '../../src/orchestrators/finalize.js';
import { StageError } from '../../src/orchestrators/errors.js';
import { recordFailedStage } from '../../src/orchestrators/failed-stage.js';
import { verifyBundle } from '../../src/orchestrators/verify-bundle.js';
import { cleanup, derivedBundle, tempDir } from '../kits/scenario-kit.js';

let finalized: string;

beforeAll(async () => {
  finalized = derivedBundle();
  expect((await finalizeBundle(finalized)).complete).toBe(true);
});
afterAll(cleanup);

function copy(): string {
  const dir = tempDir('pp-verify-bundle-');
  cpSync(finalized, dir, { recursive: true });
  return dir;
}

describe('verifyBundle', () => {
  it('finds nothing wrong with a finalized bundle and says which bundle it read', async () => {
    const lines: string[] = [];
    const v = await verifyBundle(finalized, (l) => lines.push(l), 'the-bundle');
    expect(v).toEqual({ ok: true, problems: [] });
    expect(lines[0]).toBe('verify: the-bundle');
  });

  it('reports a changed file and an unlisted file by name, without throwing', async () => {
    const dir = copy();
    appendFileSync(join(dir, 'runs/forward/cand-1/p1/server-time.txt'), '\tPage size (bytes): 4096\n');
    writeFileSync(join(dir, 'notes.txt'), 'added later');
    const v = await verifyBundle(dir);
    expect(v.ok).toBe(false);
    expect(v.problems.some((p) => p.includes('runs/forward/cand-1/p1/server-time.txt'))).toBe(true);
    expect(v.problems.some((p) => p.includes('notes.txt'))).toBe(true);
  });

  it('refuses a directory with neither SHA256SUMS nor a plan as bad input', async () => {
    const empty = tempDir('pp-verify-empty-');
    await expect(verifyBundle(empty, () => undefined, 'empty-dir')).rejects.toThrow(InputError);
    await expect(verifyBundle(empty, () => undefined, 'empty-dir')).rejects.toThrow(
      'empty-dir: not a capacity bundle',
    );
  });

  it('says an incomplete bundle is incomplete and which stage failed, not MISMATCH', async () => {
    const dir = copy();
    rmSync(join(dir, 'runs/forward/cand-1/p2'), { recursive: true });
    for (const f of ['capacity-study.json', 'capacity-receipt.md', 'status.json', 'SHA256SUMS'])
      rmSync(join(dir, f), { force: true });
    const cell = 'forward/cand-1/p2';
    expect(
      await recordFailedStage(dir, new StageError('measure', 'llama-server exited with code 1', cell)),
    ).not.toBeNull();
    const lines: string[] = [];
    const v = await verifyBundle(dir, (l) => lines.push(l), 'the-bundle');
    expect(v.ok).toBe(false);
    expect(v.incomplete).toMatch(
      /^stage measure failed at forward\/cand-1\/p2: .*llama-server exited with code 1/,
    );
    expect(lines).toContain(`incomplete: ${v.incomplete}`);
    expect(lines[lines.length - 1]).toBe(
      'result: INCOMPLETE (stage measure failed; every file matches SHA256SUMS)',
    );
    expect(lines.join('\n')).not.toMatch(/MISMATCH/);
    // Its checksums are still checked.
    appendFileSync(join(dir, 'runs/forward/cand-1/p1/server-time.txt'), 'x');
    const tampered = await verifyBundle(dir);
    expect(tampered.problems.some((p) => p.includes('runs/forward/cand-1/p1/server-time.txt'))).toBe(true);
    expect(tampered.problems[tampered.problems.length - 1]).toBe(`incomplete: ${v.incomplete}`);
  });
});
