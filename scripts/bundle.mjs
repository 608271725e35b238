// Builds dist/ with ncc: the action entry (main + post in one file) and the CLI.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

const ncc = 'node_modules/@vercel/ncc/dist/ncc/cli.js';
const targets = [
  ['src/cli/index.ts', 'dist/cli'],
  ...(existsSync('src/action/main.ts') ? [['src/action/main.ts', 'dist']] : []),
];
for (const [entry, out] of targets) {
  if (out !== 'dist') rmSync(out, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [ncc, 'build', entry, '-o', out, '--target', 'es2022', '--license', 'licenses.txt', '--quiet'],
    {
      stdio: 'inherit',
    },
  );
}
writeFileSync('dist/package.json', JSON.stringify({ type: 'module' }, null, 2) + '\n');
