// Shared by the fleet tests: the three real local-profile studies (see
// __tests__/fixtures/fleet-local/README.md) copied into a scratch directory per test.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toPlain, type PlainJson } from '../../src/domain/core/json.js';
import { parseJson } from '../../src/domain/core/json-reader.js';

export const FIXTURES = join(process.cwd(), '__tests__', 'fixtures', 'fleet-local');
export const PROFILES = ['local-cpu0', 'local-cpu1', 'local-cpu0-1'] as const;
export const PRICES = join(process.cwd(), 'examples', 'fleet-local', 'prices.json');

export type Plain = { [key: string]: any };

/** A scratch copy of the fixture runners; `dispose` removes it. */
export function scratchFleet(): { dir: string; runner: (label: string) => string; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'pp-fleet-'));
  for (const p of PROFILES) cpSync(join(FIXTURES, p), join(dir, p), { recursive: true });
  return {
    dir,
    runner: (label) => join(dir, label),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export function readPlain(path: string): Plain {
  return toPlain(parseJson(readFileSync(path, 'utf8'))) as Plain;
}

export function writeJson(path: string, value: PlainJson): void {
  writeFileSync(path, JSON.stringify(value, null, 2) + '\n');
}

/** The default positional arguments for the three fixture runners inside `dir`. */
export const runnerArgs = (dir: string): string[] => PROFILES.map((p) => `${p}=${join(dir, p)}`);
