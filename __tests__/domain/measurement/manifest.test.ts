// The provenance manifest (§9.8) on the seed bundle's manifest and plan, and edited copies of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../../src/domain/core/errors.js';
import type { JsonObject } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { argvSha256 } from '../../../src/domain/core/hashing.js';
import { MANIFEST_FILE, parseManifest } from '../../../src/domain/measurement/manifest.js';
import { parseCapacityPlan } from '../../../src/domain/plan/plan.js';
import { SEED_BUNDLE_DIR } from '../../kits/fixture-paths.js';

const read = (rel: string) => parseJson(readFileSync(join(SEED_BUNDLE_DIR, rel), 'utf8')) as JsonObject;
const plan = parseCapacityPlan(read('capacity-plan.json'), 'capacity-plan.json');
const manifest = () => read(MANIFEST_FILE) as any;

const TIMING = {
  method: 'scripted-stream',
  clock: 'CLOCK_MONOTONIC',
  schedule: { first_token_ms: 50, gap_ms: 5, tokens: 8 },
  levels: [
    {
      concurrency: 1,
      requests: 4,
      ttft_error_ms_p50: 0.2,
      ttft_error_ms_p99: 0.9,
      e2e_error_ms_p50: 0.3,
      e2e_error_ms_p99: 1.1,
      start_to_arrival_ms_p50: -0.1,
      start_to_arrival_ms_p99: 0.4,
    },
  ],
};

test('the seed manifest parses to its run, the plan pins and what each candidate runs', () => {
  const m = parseManifest(manifest(), plan);
  expect(m.runId).toBe('30144901854');
  expect(m.runAttempt).toBe(1);
  expect(m.tool).toBeNull();
  expect([...m.canonicalArgv.keys()].sort()).toEqual(plan.candidates.map((c) => c.id).sort());
  for (const c of plan.candidates) {
    expect(argvSha256(m.canonicalArgv.get(c.id)!)).toBe(c.canonical_server_argv_sha256);
    expect(m.canonicalSha256.get(c.id)).toBe(c.canonical_server_command_sha256);
    const facts = m.candidateFacts.get(c.id)!;
    expect(facts.build.kleidiai).toBe(c.kleidiai_expected);
    expect(facts.model.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(facts.build.binarySha256).toBe(manifest().candidates[c.id].build.server_binary_sha256);
  }
});

test('an optional tool identity and host evidence are read when present', () => {
  const value = manifest();
  value.tool = { name: 'paretopilot-capacity', version: '1.2.3', repository: 'paretopilot/capacity' };
  value.host_evidence = {
    launcher: {
      emulator: 'qemu-aarch64',
      version: '8.2',
      emulated_cpu: 'neoverse-n2',
      host_architecture: 'x86_64',
      guest_architecture: 'aarch64',
      argv: ['qemu-aarch64', '-cpu', 'neoverse-n2'],
    },
    client_timing: TIMING,
  };
  expect(parseManifest(value, plan).tool).toEqual(value.tool);
  value.host_evidence.client_timing = { error: 'the scripted server did not start' };
  expect(() => parseManifest(value, plan)).not.toThrow();
});

type Edit = (m: any) => void;
const pointed: [string, Edit, string][] = [
  ['a synthetic manifest', (m) => (m.synthetic = true), '/synthetic: synthetic manifests are not accepted'],
  [
    'a short revision',
    (m) => (m.source.revision = 'abc123'),
    '/source/revision: must be a 40-character lowercase git revision',
  ],
  [
    'a candidate missing and one unknown',
    (m) => {
      m.candidates.other = m.candidates['q8-generic'];
      delete m.candidates['q8-generic'];
    },
    '/candidates: candidates must be keyed by the plan candidate ids (missing: q8-generic; unknown: other)',
  ],
  [
    'a KleidiAI flag the plan does not expect',
    (m) => (m.candidates['q8-generic'].build.kleidiai_enabled = true),
    "/candidates/q8-generic/build/kleidiai_enabled: kleidiai_enabled must equal the plan's kleidiai_expected (false) for q8-generic",
  ],
  [
    'a canonical argv the plan does not pin',
    (m) => m.canonical_commands['q8-generic'].argv.push('--extra'),
    '/canonical_commands/q8-generic/sha256: sha256 must equal the command content hash of argv',
  ],
  [
    'a lock hash other than the pin',
    (m) => (m.canonical_evidence.lock_sha256 = '0'.repeat(64)),
    '/canonical_evidence/lock_sha256: lock_sha256 must equal the plan pin canonical_evidence_lock_sha256',
  ],
  [
    'host evidence that is not an object',
    (m) => (m.host_evidence = []),
    '/host_evidence: host_evidence must be an object',
  ],
  [
    'a launcher with an empty argv',
    (m) =>
      (m.host_evidence = {
        launcher: {
          emulator: 'q',
          version: '1',
          emulated_cpu: 'c',
          host_architecture: 'h',
          guest_architecture: 'g',
          argv: [],
        },
      }),
    '/host_evidence/launcher/argv: argv must be a non-empty array of strings',
  ],
  [
    'a client timing self-check without levels',
    (m) => (m.host_evidence = { client_timing: { ...TIMING, levels: [] } }),
    '/host_evidence/client_timing/levels: must list at least one level',
  ],
];

test.each(pointed)('%s: InputError naming the manifest pointer', (_name, edit, message) => {
  const value = manifest();
  edit(value);
  expect(() => parseManifest(value, plan)).toThrow(InputError);
  expect(() => parseManifest(value, plan)).toThrow(`${MANIFEST_FILE}: ${message}`);
});

test('a negative timing error and an unknown top-level key are refused', () => {
  const negative = manifest();
  negative.host_evidence = {
    client_timing: { ...TIMING, levels: [{ ...TIMING.levels[0], e2e_error_ms_p50: -1 }] },
  };
  expect(() => parseManifest(negative, plan, 'm.json')).toThrow(
    /^m\.json: \/host_evidence\/client_timing\/levels\/0\/e2e_error_ms_p50/,
  );
  const extra = manifest();
  extra.surprise = 1;
  expect(() => parseManifest(extra, plan, 'm.json')).toThrow(/surprise/);
});
