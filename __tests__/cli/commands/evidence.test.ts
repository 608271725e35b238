import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportEvidenceCommand, EXPORT_EVIDENCE_USAGE } from '../../../src/cli/commands/export-evidence.js';
import { verifyEvidenceCommand, VERIFY_EVIDENCE_USAGE } from '../../../src/cli/commands/verify-evidence.js';
import { sha256Hex } from '../../../src/domain/core/hashing.js';
import { SEED_RECEIPT_PATH, SEED_STUDY_PATH, type Loose } from '../../kits/seed-study.js';

let dir: string;
let out: string[];
let err: string[];

function io(toolVersion: string | null = '1.2.3'): Loose {
  const base = { stdout: (s: string) => out.push(s), stderr: (s: string) => err.push(s), cwd: dir };
  return toolVersion === null ? base : { ...base, toolVersion };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'evidence-cli-'));
  copyFileSync(SEED_STUDY_PATH, join(dir, 'capacity-study.json'));
  out = [];
  err = [];
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function exportSeed(extra: string[] = []): Promise<Loose> {
  const code = await exportEvidenceCommand(
    ['capacity-study.json', '--output', 'evidence.json', ...extra],
    io(),
  );
  expect(err.join('')).toBe('');
  expect(code).toBe(0);
  return JSON.parse(readFileSync(join(dir, 'evidence.json'), 'utf8'));
}

test('export then verify succeeds (exit 0) and reports what it did', async () => {
  const doc = await exportSeed(['--historical']);
  expect(out.join('')).toBe('wrote 12 metrics to evidence.json (verified against capacity-study.json)\n');
  expect(doc.version).toBe('1.2.3');
  expect(doc.historical).toBe(true);
  out = [];
  expect(await verifyEvidenceCommand(['evidence.json', '--source', 'capacity-study.json'], io())).toBe(0);
  expect(out.join('')).toBe('verified 12 metrics in evidence.json against 1 source file(s)\n');
  expect(err).toEqual([]);
});

test('--tool-version overrides, --receipt adds an unreferenced source', async () => {
  const doc = await exportSeed(['--tool-version', 'v7.0.0', '--receipt', SEED_RECEIPT_PATH]);
  expect(doc.version).toBe('v7.0.0');
  expect(doc.historical).toBe(false);
  expect(doc.evidence_sources[1]).toEqual({
    id: 'capacity-receipt',
    sha256: sha256Hex(readFileSync(SEED_RECEIPT_PATH)),
    description: 'capacity-receipt.md rendered from that study',
  });
  // Several sources after one flag, one of them unrelated to any metric.
  expect(
    await verifyEvidenceCommand(
      ['evidence.json', '--source', 'capacity-study.json', SEED_RECEIPT_PATH],
      io(),
    ),
  ).toBe(0);
});

test('a changed value, pointer or source byte exits 1 naming the metric', async () => {
  const doc = await exportSeed();
  const write = (d: Loose): void => writeFileSync(join(dir, 'bad.json'), JSON.stringify(d, null, 2) + '\n');

  const valueChanged = structuredClone(doc);
  valueChanged.metrics.find((m: Loose) => m.id === 'q8-generic_e2e_p95').value = 3056.9;
  write(valueChanged);
  err = [];
  expect(await verifyEvidenceCommand(['bad.json', '--source', 'capacity-study.json'], io())).toBe(1);
  expect(err.join('')).toContain(
    'metric q8-generic_e2e_p95: value 3056.9 != round(3056.7904074999888, 1) = 3056.8\n',
  );

  const pointerChanged = structuredClone(doc);
  pointerChanged.metrics.find((m: Loose) => m.id === 'q4-kleidiai-tuned_ttft_p95').source_pointer =
    '/cells/17/summary/e2e_latency_ms_p95_median';
  write(pointerChanged);
  err = [];
  expect(await verifyEvidenceCommand(['bad.json', '--source', 'capacity-study.json'], io())).toBe(1);
  expect(err.join('')).toMatch(
    /metric q4-kleidiai-tuned_ttft_p95: value 639\.9 != round\(2852\.\d+, 1\) = 2852\.6/,
  );

  // One byte of text changes; the JSON stays valid and every number stays the same.
  const edited = readFileSync(join(dir, 'capacity-study.json'));
  edited[edited.indexOf('bounded fixed-concurrency')] = 'B'.charCodeAt(0);
  writeFileSync(join(dir, 'edited-study.json'), edited);
  err = [];
  expect(await verifyEvidenceCommand(['evidence.json', '--source', 'edited-study.json'], io())).toBe(1);
  expect(err.join('')).toContain('metric q8-generic_generation_rate: no source file matches source_sha256');
  expect(err.join('')).toContain(
    'metric q4-kleidiai-tuned_quality_passed: no source file matches source_sha256',
  );
});

test('usage errors and unreadable input exit 2; --help exits 0', async () => {
  expect(await exportEvidenceCommand(['--help'], io())).toBe(0);
  expect(out.join('')).toBe(EXPORT_EVIDENCE_USAGE);
  expect(await verifyEvidenceCommand(['-h'], io())).toBe(0);
  expect(out.join('')).toContain(VERIFY_EVIDENCE_USAGE);

  err = [];
  expect(await exportEvidenceCommand(['capacity-study.json'], io())).toBe(2);
  expect(err.join('')).toContain('expected one study file and --output <file>');
  err = [];
  expect(await exportEvidenceCommand(['capacity-study.json', '--output', 'e.json', '--bogus'], io())).toBe(2);
  expect(err.join('')).toContain('export-evidence: unknown option --bogus\n');
  err = [];
  expect(await exportEvidenceCommand(['capacity-study.json', '--output', 'e.json'], io(null))).toBe(2);
  expect(err.join('')).toContain('pass --tool-version');
  err = [];
  expect(await exportEvidenceCommand(['capacity-study.json', '--output', 'capacity-study.json'], io())).toBe(
    2,
  );
  expect(err.join('')).toContain(
    'capacity-study.json: is the input capacity-study.json of this command; choose another output',
  );
  err = [];
  expect(await exportEvidenceCommand(['missing.json', '--output', 'e.json'], io())).toBe(2);
  expect(err.join('')).toContain('export-evidence: missing.json: file not found');
  writeFileSync(join(dir, 'broken.json'), '{"cells": [');
  err = [];
  expect(await exportEvidenceCommand(['broken.json', '--output', 'e.json'], io())).toBe(2);
  expect(err.join('')).toContain('broken.json: invalid JSON: unexpected end of input');
  writeFileSync(join(dir, 'empty.json'), '{}');
  err = [];
  expect(await exportEvidenceCommand(['empty.json', '--output', 'e.json'], io())).toBe(2);
  expect(err.join('')).toMatch(
    /^export-evidence: study does not validate: empty\.json: .*\/plan: is required/,
  );

  err = [];
  expect(await verifyEvidenceCommand(['evidence.json'], io())).toBe(2);
  expect(err.join('')).toContain('at least one --source');
  err = [];
  expect(await verifyEvidenceCommand(['nope.json', '--source', 'capacity-study.json'], io())).toBe(2);
  expect(err.join('')).toContain('cannot read evidence nope.json: file not found');
  err = [];
  expect(await verifyEvidenceCommand(['capacity-study.json', '--source', 'nope.json'], io())).toBe(2);
  expect(err.join('')).toContain('cannot read source nope.json: file not found');
});
