// Makes a fresh machine ready for the full test suite: system tools from the distribution's
// packages (when we may install them), then llama-server and the fixture models in the cache,
// built by this project's own `prepare` stage — the host build of examples/tiny and, when the
// KleidiAI archive is reachable (a mirror or the network), the two aarch64 builds of
// examples/arm64-emulated. Prints what it does; fails loudly when it cannot.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

const KLEIDIAI = {
  url: 'https://github.com/ARM-software/kleidiai/releases/download/v1.24.0/kleidiai-v1.24.0-src.tar.gz',
  sha256: '9348b969e042d8890a54b01a463dbe71f5a4c074b5329e9c26a85ef3b68aa19b',
  file: 'kleidiai-v1.24.0-src.tar.gz',
};

const need = [
  { check: '/usr/bin/time', pkg: 'time' },
  { check: 'ninja', pkg: 'ninja-build' },
  { check: 'cmake', pkg: 'cmake' },
  { check: 'g++', pkg: 'g++' },
  { check: 'git', pkg: 'git' },
  { check: 'chromium', pkg: 'chromium' },
];

// `--tools-only`: the demo needs the build tools, not Chromium, and prepares its own study.
// `--arm64`: also the aarch64 cross toolchain and qemu (implied by the full test preparation).
const toolsOnly = process.argv.includes('--tools-only');
const arm64 = process.argv.includes('--arm64') || !toolsOnly;
if (toolsOnly)
  need.splice(
    need.findIndex((n) => n.pkg === 'chromium'),
    1,
  );
// On an arm64 machine the aarch64 builds are native: no cross tools, no emulator.
if (arm64 && process.arch !== 'arm64')
  need.push(
    { check: 'aarch64-linux-gnu-g++', pkg: 'g++-aarch64-linux-gnu' },
    { check: 'aarch64-linux-gnu-nm', pkg: 'binutils-aarch64-linux-gnu' },
    { check: 'qemu-aarch64', pkg: 'qemu-user' },
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

function prepare(plan, workDir, extra = []) {
  const t0 = Date.now();
  const r = spawnSync(
    process.execPath,
    ['dist/cli/index.js', 'prepare', '--plan', plan, '--work-dir', workDir, ...extra],
    { stdio: 'inherit' },
  );
  return { ok: r.status === 0, seconds: (Date.now() - t0) / 1000 };
}

console.log(
  'preparing llama-server and fixture models (a first build takes ~6-10 minutes; cached afterwards)',
);
const tiny = prepare('examples/tiny/capacity.json', '.work/test-prepare');
if (!tiny.ok) {
  console.error('prepare failed: the end-to-end tests need llama-server');
  process.exit(1);
}
console.log(`host llama-server ready in ${tiny.seconds.toFixed(0)} s`);

// The arm64 builds need the pinned KleidiAI archive: a mirror (../shared/vendor on the development
// machines, or $PARETOPILOT_MIRROR_DIR), the cache, or the network. Without it the arm64 end-to-end
// suite reports itself skipped with the reason.
const cacheDir =
  process.env.PARETOPILOT_CACHE_DIR ||
  (process.env.XDG_CACHE_HOME
    ? join(process.env.XDG_CACHE_HOME, 'paretopilot-capacity')
    : join(homedir(), '.cache', 'paretopilot-capacity'));
const vendor = resolve('..', 'shared', 'vendor');
const mirrors = [
  ...(existsSync(vendor) ? [vendor] : []),
  ...(process.env.PARETOPILOT_MIRROR_DIR ?? '').split(':').filter(Boolean),
];
/* global fetch, AbortSignal -- Node 20 globals */
async function archiveReachable() {
  if (existsSync(join(cacheDir, 'sources', 'kleidiai', `${KLEIDIAI.sha256}.tar.gz`)))
    return 'the build cache';
  for (const dir of mirrors)
    for (const name of [KLEIDIAI.file, `${KLEIDIAI.sha256}.tar.gz`, KLEIDIAI.sha256])
      if (existsSync(join(dir, name))) return `the mirror ${dir}`;
  try {
    const response = await fetch(KLEIDIAI.url, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    if (response.ok) return 'the network';
  } catch {
    // unreachable
  }
  return null;
}
const from = await archiveReachable();
if (!from) {
  console.log(
    `skipping the aarch64 builds: the KleidiAI v1.24.0 archive is in no mirror (${mirrors.join(', ') || 'none'}) and ${KLEIDIAI.url} is unreachable; the arm64 end-to-end suite will be skipped`,
  );
} else {
  console.log(
    `preparing the aarch64 generic and KleidiAI llama-server builds (KleidiAI archive from ${from}; cold: two long compiles, cached afterwards)`,
  );
  const arm = prepare(
    'examples/arm64-emulated/capacity.json',
    '.work/test-prepare-arm64',
    mirrors.flatMap((m) => ['--mirror-dir', m]),
  );
  if (!arm.ok) {
    console.error('prepare of examples/arm64-emulated failed: the arm64 end-to-end suite needs both builds');
    process.exit(1);
  }
  console.log(`aarch64 llama-server builds ready in ${arm.seconds.toFixed(0)} s`);
}
console.log('test environment ready');
