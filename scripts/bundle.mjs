// Builds dist/ with ncc: the action entry (main + post in one file) and the CLI.
// `node scripts/bundle.mjs --out <dir>` builds elsewhere (the dist-sync test compares the two).
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const outIndex = process.argv.indexOf('--out');
const out = outIndex > 0 ? process.argv[outIndex + 1] : 'dist';
const ncc = 'node_modules/@vercel/ncc/dist/ncc/cli.js';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
// Each entry is built into its own scratch folder (ncc does not nest outputs reliably), then copied.
for (const [entry, dest] of [
  ['src/action/main.ts', out],
  ['src/cli/index.ts', join(out, 'cli')],
]) {
  const scratch = mkdtempSync(join(tmpdir(), 'ncc-'));
  try {
    execFileSync(
      process.execPath,
      [ncc, 'build', entry, '-o', scratch, '--target', 'es2022', '--license', 'licenses.txt', '--quiet'],
      {
        stdio: 'inherit',
      },
    );
    // ncc's asset tracer reads a `join(dir, 'capacity-receipt.md')` as a glob and copies every file of
    // that name in the checkout, test fixtures included: nothing under __tests__ belongs in dist.
    for (const e of readdirSync(scratch, { recursive: true, withFileTypes: true }))
      if (e.isDirectory() && e.name === '__tests__')
        rmSync(join(e.parentPath, e.name), { recursive: true, force: true });
    cpSync(scratch, dest, { recursive: true });
    chmodSync(dest, 0o755);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
writeFileSync(join(out, 'package.json'), JSON.stringify({ type: 'module' }, null, 2) + '\n');
