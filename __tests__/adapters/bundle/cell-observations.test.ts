// Cell directories read for the resume rule: every file's digest, the list written as the cell
// ended, its evidence; and the cells that record another study on the machine.
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { observeCells, readSharedMachine } from '../../../src/adapters/bundle/cell-observations.js';
import { writeSha256List } from '../../../src/adapters/bundle/checksums.js';
import { readBundlePlan } from '../../../src/adapters/bundle/discover-bundle.js';
import { sha256Hex } from '../../../src/domain/core/hashing.js';
import { cellState } from '../../../src/domain/bundle/study-progress.js';
import { seedCopy } from '../../kits/seed-bundle.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const CELL = { kind: 'run' as const, label: 'forward/q8-generic/p1' };

describe('observeCells', () => {
  it('reads digests, the list and the evidence of each cell that has a directory', async () => {
    const bundle = seedCopy();
    dirs.push(bundle);
    const dir = join(bundle, 'runs', CELL.label);
    writeFileSync(join(dir, 'server-evidence.json'), '{"status":"complete"}');
    await writeSha256List(
      dir,
      [
        'load-evaluation.json',
        'server-command.json',
        'server-evidence.json',
        'server-time.txt',
        'server.stderr.log',
      ],
      'artifact.sha256',
    );
    const absent = { kind: 'run' as const, label: 'nowhere/x/p1' };
    const seen = await observeCells(bundle, [CELL, absent]);
    expect([...seen.keys()]).toEqual([`run ${CELL.label}`]);
    const o = seen.get(`run ${CELL.label}`)!;
    expect(o.digests.get('server-evidence.json')).toBe(sha256Hex('{"status":"complete"}'));
    expect(o.digests.has('artifact.sha256')).toBe(false);
    expect(o.sums).toMatch(/ {2}\.\/server\.stderr\.log\n/);
    expect(o.evidence).toBe('{"status":"complete"}');
    const plan = await readBundlePlan(bundle);
    expect(cellState(plan, CELL, o).state).toBe('finished');
    // A byte changed after the cell ended: the same reading now says altered.
    writeFileSync(join(dir, 'server.stderr.log'), 'edited\n');
    const again = (await observeCells(bundle, [CELL])).get(`run ${CELL.label}`);
    expect(cellState(plan, CELL, again)).toMatchObject({ state: 'altered' });
  });

  it('a directory inside a cell never matches a recorded digest', async () => {
    const bundle = mkdtempSync(join(tmpdir(), 'pp-observe-'));
    dirs.push(bundle);
    mkdirSync(join(bundle, 'runs', CELL.label, 'server.stderr.log'), { recursive: true });
    const o = (await observeCells(bundle, [CELL])).get(`run ${CELL.label}`)!;
    expect(o.digests.get('server.stderr.log')).not.toMatch(/^[0-9a-f]{64}$/);
    expect(o.sums).toBeNull();
  });
});

describe('readSharedMachine', () => {
  it('names the cells whose evidence records another study', async () => {
    const bundle = seedCopy();
    dirs.push(bundle);
    writeFileSync(
      join(bundle, 'runs', CELL.label, 'server-evidence.json'),
      JSON.stringify({ status: 'complete', machine_shared_with: ['pid 42: run in /w (since t)'] }),
    );
    const plan = await readBundlePlan(bundle);
    expect(await readSharedMachine(bundle, plan)).toEqual([
      `run ${CELL.label} measured while pid 42: run in /w (since t) also ran`,
    ]);
  });
});
