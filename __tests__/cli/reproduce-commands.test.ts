// The receipt's "Reproduce and compare" block must really reproduce the outputs: run its commands
// (with the bundled CLI standing in for the installed release) on a bundle this tool finalized.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { syntheticBundle } from '../../bench/synthetic-study.js';
import { finalizeBundle } from '../../src/orchestrators/finalize.js';
import { bundleExtras } from '../../src/orchestrators/bundle-extras.js';

const CLI = resolve('dist/cli/index.js');

function bashBlocks(receipt: string): string[] {
  const section = receipt.slice(receipt.indexOf('## Reproduce and compare'), receipt.indexOf('## Boundary'));
  return [...section.matchAll(/```bash\n([\s\S]*?)```/g)].map((m) => m[1]);
}

function run(script: string, cwd: string) {
  // The install line needs the network and a published tag; the bundled CLI stands in for it.
  const body = script
    .split('\n')
    .filter((l) => !l.startsWith('npm install --global'))
    .join('\n');
  return spawnSync(
    'bash',
    ['-euo', 'pipefail', '-c', `paretopilot-capacity() { node ${JSON.stringify(CLI)} "$@"; }\n${body}`],
    { cwd, encoding: 'utf8' },
  );
}

test('both command blocks of the receipt reproduce the study and receipt byte for byte', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pp-repro-'));
  try {
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
    const result = await finalizeBundle(dir, bundleExtras());
    expect(result.complete).toBe(true);
    const blocks = bashBlocks(readFileSync(join(dir, 'capacity-receipt.md'), 'utf8'));
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatch(/^sha256sum --check SHA256SUMS\n/m);
    const first = run(blocks[0], dir);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    for (const f of ['capacity-study.reproduced.json', 'capacity-receipt.reproduced.md'])
      rmSync(join(dir, f));
    const second = run(
      `${blocks[1]}\nparetopilot-capacity receipt capacity-study.reproduced.json --output capacity-receipt.reproduced.md\ncmp capacity-study.json capacity-study.reproduced.json\ncmp capacity-receipt.md capacity-receipt.reproduced.md`,
      dir,
    );
    expect(second.stderr).toBe('');
    expect(second.status).toBe(0);
    // And the commands can fail: a changed sample breaks the comparison.
    const study = readFileSync(join(dir, 'capacity-study.json'), 'utf8');
    writeFileSync(
      join(dir, 'capacity-study.json'),
      study.replace('"completion_rate_min": 1.0', '"completion_rate_min": 0.5'),
    );
    for (const f of ['capacity-study.reproduced.json', 'capacity-receipt.reproduced.md'])
      rmSync(join(dir, f));
    expect(run(blocks[0], dir).status).not.toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
