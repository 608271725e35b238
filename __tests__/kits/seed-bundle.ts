// Test helpers: a writable copy of the golden seed bundle and an in-process CLI runner.
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  chmodSync,
  readdirSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import type { JsonValue } from '../../src/domain/core/json.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { canonicalJson } from '../../src/domain/core/json-writer.js';
import { SEED_BUNDLE_DIR } from './fixture-paths.js';

export const SEED_BUNDLE = SEED_BUNDLE_DIR;
export const OUTPUTS = ['capacity-study.json', 'capacity-receipt.md', 'status.json'];

function makeWritable(dir: string): void {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    chmodSync(p, st.isDirectory() ? 0o755 : 0o644);
    if (st.isDirectory()) makeWritable(p);
  }
}

/** Copies the seed bundle into a temp dir; `keepOutputs` keeps the published study/receipt/status. */
export function seedCopy(keepOutputs = false): string {
  const dir = mkdtempSync(join(tmpdir(), 'pp-seed-'));
  cpSync(SEED_BUNDLE, dir, { recursive: true });
  makeWritable(dir);
  rmSync(join(dir, 'README.md'));
  if (!keepOutputs) for (const f of OUTPUTS) rmSync(join(dir, f));
  return dir;
}

export function readJson(dir: string, rel: string): any {
  return parseJson(readFileSync(join(dir, rel), 'utf8'));
}

export function writeCanonical(dir: string, rel: string, value: JsonValue): void {
  writeFileSync(join(dir, rel), canonicalJson(value));
}

export async function cli(
  args: string[],
  cwd = process.cwd(),
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { stdout: (s) => (out += s), stderr: (s) => (err += s), cwd, env: {} });
  return { code, out, err };
}
