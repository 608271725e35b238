// dist/ is committed (the action runs it as is); it must equal a fresh bundle of src/.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

test('dist/ equals a fresh bundle of src/ (no stale, missing or extra files)', () => {
  const out = mkdtempSync(join(tmpdir(), 'pp-dist-'));
  try {
    execFileSync(process.execPath, ['scripts/bundle.mjs', '--out', out], { stdio: 'pipe' });
    const fresh = files(out)
      .map((f) => relative(out, f))
      .sort();
    const committed = files('dist')
      .map((f) => relative('dist', f))
      .sort();
    expect(committed).toEqual(fresh);
    const differing = fresh.filter((f) => !readFileSync(join(out, f)).equals(readFileSync(join('dist', f))));
    expect(differing).toEqual([]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}, 600_000);
