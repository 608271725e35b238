import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { cli, readJson, seedCopy, writeCanonical } from '../kits/seed-bundle.js';
import { JsonFloat } from '../../src/domain/core/json.js';

const sha = (b: Uint8Array | string) => createHash('sha256').update(b).digest('hex');
const RUN = 'runs/forward/q8-generic/p1';
const Q4RUN = 'runs/forward/q4-kleidiai-tuned/p1';

type Case = [name: string, mutate: (dir: string) => void, expectedCode: number, message: RegExp];

function setPlan(dir: string, edit: (plan: any) => void) {
  const plan = readJson(dir, 'capacity-plan.json');
  edit(plan);
  writeCanonical(dir, 'capacity-plan.json', plan);
}

function editLoad(dir: string, rel: string, edit: (ev: any) => void) {
  const ev = readJson(dir, `${rel}/load-evaluation.json`);
  edit(ev);
  writeCanonical(dir, `${rel}/load-evaluation.json`, ev);
}

const cases: Case[] = [
  [
    'missing load evaluation',
    (d) => rmSync(join(d, RUN, 'load-evaluation.json')),
    2,
    /runs\/forward\/q8-generic\/p1\/load-evaluation\.json: file not found/,
  ],
  [
    'unknown label folder',
    (d) => {
      mkdirSync(join(d, 'runs/forward/q9-other/p1'), { recursive: true });
      writeFileSync(join(d, 'runs/forward/q9-other/p1/x'), '');
    },
    2,
    /labels the plan does not declare: runs\/forward\/q9-other\/p1/,
  ],
  [
    'duplicate JSON key',
    (d) =>
      writeFileSync(
        join(d, 'load-plan.json'),
        readFileSync(join(d, 'load-plan.json'), 'utf8').replace(
          '"output_tokens": 64,',
          '"output_tokens": 64, "output_tokens": 64,',
        ),
      ),
    2,
    /load-plan\.json: invalid JSON: duplicate key "output_tokens"/,
  ],
  [
    'NaN number',
    (d) =>
      writeFileSync(
        join(d, RUN, 'load-evaluation.json'),
        readFileSync(join(d, RUN, 'load-evaluation.json'), 'utf8').replace(
          '"completion_rate": 1.0',
          '"completion_rate": NaN',
        ),
      ),
    2,
    /load-evaluation\.json: invalid JSON: NaN/,
  ],
  [
    'float where an integer is required',
    (d) =>
      writeFileSync(
        join(d, 'capacity-plan.json'),
        readFileSync(join(d, 'capacity-plan.json'), 'utf8').replace(
          '"per_slot_context_tokens": 2048',
          '"per_slot_context_tokens": 2048.0',
        ),
      ),
    2,
    /capacity-plan\.json: \/per_slot_context_tokens: must be an integer/,
  ],
  [
    'invalid UTF-8',
    (d) =>
      writeFileSync(
        join(d, RUN, 'load-evaluation.json'),
        Buffer.concat([
          readFileSync(join(d, RUN, 'load-evaluation.json')).subarray(0, 10),
          Buffer.from([0xff, 0xfe]),
        ]),
      ),
    2,
    /load-evaluation\.json: is not valid UTF-8/,
  ],
  [
    'empty file',
    (d) => writeFileSync(join(d, 'manifest.json'), ''),
    2,
    /manifest\.json: invalid JSON: unexpected end/,
  ],
  [
    'argv differs beyond the allowed options',
    (d) =>
      editLoad(d, RUN, (ev) => {
        const sc = ev.evidence_binding.server_configuration;
        sc.load_server_argv[4] = '8';
        sc.canonical_server_argv[4] = '8';
      }),
    2,
    /argv differs materially from the canonical command at index 4 \("8" vs "4"\)/,
  ],
  [
    'load plan pin mismatch',
    (d) => writeFileSync(join(d, 'load-plan.json'), readFileSync(join(d, 'load-plan.json'), 'utf8') + ' '),
    2,
    /load plan SHA-256 [0-9a-f]{64} does not match the capacity plan pin/,
  ],
  [
    'plan/load-plan level mismatch',
    (d) => {
      const lp = readJson(d, 'load-plan.json');
      lp.concurrency_levels = [1, 2];
      writeCanonical(d, 'load-plan.json', lp);
      setPlan(d, (p) => (p.pins.load_plan_sha256 = sha(readFileSync(join(d, 'load-plan.json')))));
    },
    2,
    /load-plan\.json: \/concurrency_levels: concurrency_levels \[1, 2\] must equal the capacity plan client_concurrency_levels \[1, 2, 4\]/,
  ],
  [
    'SLO mismatch',
    (d) => setPlan(d, (p) => (p.load_slo.max_e2e_latency_ms_p95 = new JsonFloat(6000))),
    2,
    /load plan SLO does not match the predeclared capacity SLO/,
  ],
  [
    'two canonical references',
    (d) => setPlan(d, (p) => (p.candidates[1].role = 'canonical-reference')),
    2,
    /exactly one canonical-reference \(found 2\)/,
  ],
  [
    'passes not mirrored',
    (d) => setPlan(d, (p) => (p.passes[1].server_parallel_order = [4, 1, 2])),
    2,
    /passes must use exact reverse orders/,
  ],
  [
    'unknown plan field',
    (d) => setPlan(d, (p) => (p.extra = 1)),
    2,
    /capacity-plan\.json: \/: unknown fields: extra/,
  ],
  [
    'path-unsafe candidate id',
    (d) => setPlan(d, (p) => (p.candidates[0].id = '../q8')),
    2,
    /\/candidates\/0\/id: must be a path-safe id/,
  ],
  [
    'manifest canonical command mismatch',
    (d) => {
      const m = readJson(d, 'manifest.json');
      m.canonical_commands['q8-generic'].argv[4] = '8';
      writeCanonical(d, 'manifest.json', m);
    },
    2,
    /manifest\.json: \/canonical_commands\/q8-generic\/sha256: sha256 must equal the command content hash of argv/,
  ],
  [
    'canonical evidence pin mismatch',
    (d) => setPlan(d, (p) => (p.pins.canonical_release_sha256 = 'a'.repeat(64))),
    2,
    /release_sha256 must equal the plan pin/,
  ],
  [
    'tampered sample',
    (d) => editLoad(d, RUN, (ev) => (ev.rows[0].samples[0].ttft_ms = new JsonFloat(10))),
    2,
    /rows\/0\/ttft_ms_p50: ttft_ms_p50 is .* but recomputing from the samples gives/,
  ],
  [
    'synthetic load evaluation',
    (d) => editLoad(d, RUN, (ev) => (ev.synthetic = true)),
    2,
    /\/synthetic: synthetic load evaluations are not accepted/,
  ],
  [
    'execution order mismatch',
    (d) =>
      editLoad(d, 'runs/reverse/q8-generic/p1', (ev) => {
        delete ev.execution_order;
        ev.schema_version = '1.0';
      }),
    2,
    /execution order \[1, 2, 4\] does not match pass reverse client_concurrency_order \[4, 2, 1\]/,
  ],
  [
    'RSS report without maximum RSS',
    (d) => writeFileSync(join(d, RUN, 'server-time.txt'), 'Command being timed: "x"\n'),
    2,
    /server-time\.txt: .*exactly one maximum RSS value/i,
  ],
  [
    'RSS report with two maxima',
    (d) =>
      writeFileSync(
        join(d, RUN, 'server-time.txt'),
        '\tMaximum resident set size (kbytes): 10\n\tMaximum resident set size (kbytes): 11\n',
      ),
    2,
    /server-time\.txt: .*exactly one/i,
  ],
  [
    'missing KleidiAI marker',
    (d) => writeFileSync(join(d, Q4RUN, 'server.stderr.log'), 'load_tensors: CPU_Mapped model buffer size\n'),
    2,
    /q4-kleidiai-tuned capacity server did not record the KleidiAI model-buffer marker/,
  ],
  [
    'unexpected KleidiAI marker',
    (d) =>
      writeFileSync(
        join(d, RUN, 'server.stderr.log'),
        'load_tensors: CPU_KLEIDIAI model buffer size = 1 MiB\n',
      ),
    2,
    /q8-generic capacity server unexpectedly recorded a KleidiAI model-buffer marker/,
  ],
  [
    'quality run id mismatch',
    (d) => {
      const rel = 'quality/q8-generic/p2/quality-evidence.json';
      const w = readJson(d, rel);
      w.run_id = '1';
      writeCanonical(d, rel, w);
    },
    2,
    /quality-evidence\.json: \/run_id: run_id 1 does not match the manifest/,
  ],
  [
    'quality matched_answer tampered',
    (d) => {
      const rel = 'quality/q8-generic/p1/quality-evidence.json';
      const w = readJson(d, rel);
      w.evaluation.quality.cases[0].matched = true;
      w.evaluation.quality.cases[0].matched_answer = 'PARETOPILOT';
      writeCanonical(d, rel, w);
    },
    2,
    /evaluation_content_sha256 does not match|matched_answer/,
  ],
  [
    'quality argv differs from load argv',
    (d) => {
      const rel = 'quality/q8-generic/p1/quality-evidence.json';
      const w = readJson(d, rel);
      w.server_argv[2] = './other.gguf';
      writeCanonical(d, rel, w);
    },
    2,
    /server_argv_sha256 does not match server_argv/,
  ],
  [
    'symbolic link in bundle',
    (d) => symlinkSync('/etc/passwd', join(d, RUN, 'extra.txt')),
    2,
    /must not contain symbolic links/,
  ],
];

describe('assemble rejects bad input with exit 2 and a message naming what is wrong', () => {
  test.each(cases)('%s', async (_name, mutate, code, message) => {
    const dir = seedCopy();
    try {
      mutate(dir);
      const out = join(dir, 'capacity-study.json');
      const r = await cli(['assemble', dir, '--output', out]);
      expect(r.err).toMatch(message);
      expect(r.code).toBe(code);
      expect(r.err).not.toMatch(/\n\s+at /);
      expect(existsSync(out)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('CLI usage errors', () => {
  test('unknown flag', async () => {
    const r = await cli(['assemble', '.', '--outptu', 'x']);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "assemble: unknown option --outptu (did you mean --output?)\nRun 'paretopilot-capacity assemble --help' for usage.\n",
    );
  });
  test('unknown command', async () => {
    const r = await cli(['assmble']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown command "assmble" \(did you mean "assemble"\?\)/);
  });
  test('refuses to overwrite an existing output', async () => {
    const dir = seedCopy();
    const outDir = mkdtempSync(join(tmpdir(), 'pp-out-'));
    try {
      const out = join(outDir, 'study.json');
      writeFileSync(out, 'keep');
      const r = await cli(['assemble', dir, '--output', out]);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/output already exists/);
      expect(readFileSync(out, 'utf8')).toBe('keep');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(outDir, { recursive: true, force: true });
    }
  });
  test('labelled inputs: duplicate label and traversal label', async () => {
    const dir = seedCopy();
    try {
      const base = [
        'assemble',
        '--plan',
        'capacity-plan.json',
        '--load-plan',
        'load-plan.json',
        '--manifest',
        'manifest.json',
        '--output',
        'o.json',
      ];
      let r = await cli(
        [...base, '--load', `x=${RUN}/load-evaluation.json`, '--load', `x=${RUN}/load-evaluation.json`],
        dir,
      );
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/--load label x is given twice/);
      r = await cli([...base, '--load', `../../etc=${RUN}/load-evaluation.json`], dir);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(
        /load inputs do not match the plan's labels \(missing: .*; unknown: \.\.\/\.\.\/etc\)/,
      );
      expect(existsSync(join(dir, 'o.json'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  test('every command has --help', async () => {
    for (const c of ['assemble', 'receipt', 'verify']) {
      const r = await cli([c, '--help']);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^Usage:/);
    }
  });
});
