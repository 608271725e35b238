// Makes a fresh machine ready for the full test suite: system tools from the distribution's
// packages (when we may install them), then llama-server and the fixture models in the cache,
// built by this project's own `prepare` stage. Prints what it does; fails loudly when it cannot.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const need = [
  { check: '/usr/bin/time', pkg: 'time' },
  { check: 'ninja', pkg: 'ninja-build' },
  { check: 'cmake', pkg: 'cmake' },
  { check: 'g++', pkg: 'g++' },
  { check: 'git', pkg: 'git' },
  { check: 'chromium', pkg: 'chromium' },
];

// `--tools-only`: the demo needs the build tools, not Chromium, and prepares its own study.
const toolsOnly = process.argv.includes('--tools-only');
if (toolsOnly)
  need.splice(
    need.findIndex((n) => n.pkg === 'chromium'),
    1,
  );

const onPath = (cmd) =>
  cmd.startsWith('/') ? existsSync(cmd) : spawnSync('sh', ['-c', 'command -v "$0"', cmd]).status === 0;
const missing = need.filter((n) => !onPath(n.check));
if (missing.length) {
  const pkgs = missing.map((m) => m.pkg);
  const root = process.getuid?.() === 0;
  if (!root || !onPath('apt-get')) {
    console.error(`missing system packages: ${pkgs.join(' ')} (install them with your package manager)`);
    process.exit(1);
  }
  console.log(`installing system packages: ${pkgs.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...pkgs], {
    stdio: 'inherit',
    env,
  });
}

if (toolsOnly) process.exit(0);
if (!existsSync('dist/cli/index.js')) {
  console.error('dist/cli/index.js is missing: run npm run bundle');
  process.exit(1);
}
console.log(
  'preparing llama-server and fixture models (a first build takes ~6-10 minutes; cached afterwards)',
);
const t0 = Date.now();
const r = spawnSync(
  process.execPath,
  [
    'dist/cli/index.js',
    'prepare',
    '--plan',
    'examples/tiny/capacity-run.json',
    '--work-dir',
    '.work/test-prepare',
  ],
  { stdio: 'inherit' },
);
if (r.status !== 0) {
  console.error('prepare failed: the end-to-end tests need llama-server');
  process.exit(1);
}
console.log(`test environment ready in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
