// A bundle's assembly inputs, found from its plan: every declared cell's files, and folders the plan
// does not declare refused by name.
import { afterAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverBundle, readBundlePlan } from '../../../src/adapters/bundle/discover-bundle.js';
import { InputError } from '../../../src/domain/core/errors.js';
import { cleanup, derivedBundle, tempDir } from '../../kits/scenario-kit.js';

afterAll(cleanup);

describe('discoverBundle', () => {
  it('finds the plan, load plan, manifest and every cell of the plan', async () => {
    const dir = derivedBundle();
    const { plan, inputs } = await discoverBundle(dir);
    expect((await readBundlePlan(dir)).candidates.map((c) => c.id)).toEqual(plan.candidates.map((c) => c.id));
    expect(inputs.plan.path).toBe('capacity-plan.json');
    expect(inputs.loadPlan.path).toBe('load-plan.json');
    expect(inputs.manifest.path).toBe('manifest.json');
    expect(inputs.loads.size).toBeGreaterThan(0);
    expect([...inputs.loads.keys()]).toEqual([...inputs.rss.keys()]);
    expect([...inputs.loads.keys()]).toEqual([...inputs.serverLogs.keys()]);
    const [label, load] = [...inputs.loads][0];
    expect(load.path).toBe(`runs/${label}/load-evaluation.json`);
    expect(load.bytes.length).toBeGreaterThan(0);
  });

  it('refuses run and quality folders the plan does not declare, naming each', async () => {
    const dir = tempDir('pp-discover-');
    cpSync(derivedBundle(), dir, { recursive: true });
    mkdirSync(join(dir, 'runs/forward/ghost/p9'), { recursive: true });
    writeFileSync(join(dir, 'runs/forward/ghost/p9/load-evaluation.json'), '{}');
    mkdirSync(join(dir, 'quality/ghost/p1'), { recursive: true });
    writeFileSync(join(dir, 'quality/ghost/p1/quality-evidence.json'), '{}');
    const found = discoverBundle(dir);
    await expect(found).rejects.toThrow(InputError);
    await expect(found).rejects.toThrow(
      'bundle contains folders for labels the plan does not declare: quality/ghost/p1, runs/forward/ghost/p9',
    );
  });
});
