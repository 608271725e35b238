// `assemble --capacity-plan`: --plan names the run spec everywhere else, so assemble's capacity plan
// has its own name; the old `--plan <capacity-plan.json>` (printed by receipts) still assembles, and
// a run spec given to it is refused with the reason.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { syntheticBundle } from '../../../bench/synthetic-study.js';
import { finalizeBundle } from '../../../src/orchestrators/finalize.js';
import { bundleExtras } from '../../../src/orchestrators/bundle-extras.js';
import { cli } from '../../kits/seed-bundle.js';

let dir: string;
let explicit: string[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pp-assemble-'));
  const { files } = syntheticBundle({
    candidates: 2,
    serverLevels: [1, 2],
    clientLevels: [1, 2],
    measuredRequests: 4,
  });
  for (const [rel, text] of files) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  expect((await finalizeBundle(dir, bundleExtras())).complete).toBe(true);
  copyFileSync('__tests__/fixtures/four-file-plans/tiny/capacity-run.json', join(dir, 'a-run-spec.json'));
  // The labelled command the receipt prints (its second block), as arguments.
  const receipt = readFileSync(join(dir, 'capacity-receipt.md'), 'utf8');
  const command = /^paretopilot-capacity assemble \\\n(?:.*\\\n)*.*$/m.exec(receipt)![0];
  explicit = command.replace(/\\\n/g, ' ').trim().split(/\s+/).slice(2);
  expect(explicit.slice(0, 2)).toEqual(['--plan', 'capacity-plan.json']);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const withOutput = (args: string[], out: string) => {
  const i = args.indexOf('--output');
  return i < 0 ? [...args, '--output', out] : [...args.slice(0, i), '--output', out, ...args.slice(i + 2)];
};

describe('assemble labelled inputs', () => {
  it('--capacity-plan assembles the same study as the bundle holds', async () => {
    const args = withOutput(['--capacity-plan', ...explicit.slice(1)], 'new.json');
    const r = await cli(['assemble', ...args], dir);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(readFileSync(join(dir, 'new.json'), 'utf8')).toBe(
      readFileSync(join(dir, 'capacity-study.json'), 'utf8'),
    );
  });

  it('the old --plan still takes a capacity plan', async () => {
    const r = await cli(['assemble', ...withOutput(explicit, 'old.json')], dir);
    expect([r.code, r.err]).toEqual([0, '']);
  });

  it('--plan given a run spec is refused, explaining the rename', async () => {
    const r = await cli(
      ['assemble', ...withOutput(['--plan', 'a-run-spec.json', ...explicit.slice(2)], 'x.json')],
      dir,
    );
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^assemble: --plan a-run-spec\.json is a run spec \(capacity-run\.json\), but assemble takes the capacity plan: its option was renamed --capacity-plan/,
    );
  });

  it('both names at once are refused', async () => {
    const r = await cli(
      ['assemble', '--capacity-plan', 'capacity-plan.json', ...withOutput(explicit, 'y.json')],
      dir,
    );
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/give the capacity plan once: --capacity-plan \(--plan is its old name\)/);
  });
});
