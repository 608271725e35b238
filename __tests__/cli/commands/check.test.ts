// `check`: a table of plan mistakes (each in a temp copy of the four-file tiny plan, then all at once), every one
// reported with its file, pointer and fix in one run, exit 2; model URLs probed on a loopback server
// only; every example passes.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JsonObject } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { canonicalJson } from '../../../src/domain/core/json-writer.js';
import { withEnv } from '../../kits/hermetic.js';
import { startModelServer, type ModelServer } from '../../kits/model-http-server.js';
import { cli } from '../../kits/seed-bundle.js';

const MODEL = new Uint8Array(4096).map((_, i) => i % 251);
const MODEL_SHA = createHash('sha256').update(MODEL).digest('hex');
const EXAMPLES = readdirSync('examples').filter(
  (e) =>
    existsSync(join('examples', e, 'capacity-run.json')) || existsSync(join('examples', e, 'capacity.json')),
);
/** The four-file form of examples/tiny (the example itself is one authored plan now). */
const FOUR_FILE_TINY = '__tests__/fixtures/four-file-plans/tiny';

// Test documents are edited freely; the check under test reads them back field by field.
type Doc = Record<string, any>;
interface Files {
  spec: Doc;
  plan: Doc;
  load: Doc;
}
const FILE_NAMES: Record<keyof Files, string> = {
  spec: 'capacity-run.json',
  plan: 'capacity-plan.json',
  load: 'load-plan.json',
};

let server: ModelServer;
let dirs: string[] = [];
let restoreEnv: () => void;
beforeAll(async () => {
  server = await startModelServer({ '/model.gguf': MODEL });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  restoreEnv = withEnv({}); // no proxy: every request stays on 127.0.0.1
});
afterEach(() => {
  restoreEnv();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

const urlModel = (url: string, size = MODEL.length) => ({
  url,
  sha256: MODEL_SHA,
  size_bytes: size,
  family: 'test',
  filename: 'tiny-q8_0.gguf',
});

/** A copy of the four-file tiny plan with `mutate` applied, re-pinned (unless told) so only the mistake remains. */
async function workspace(mutate: (f: Files) => void, repin = true): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'pp-check-'));
  dirs.push(dir);
  cpSync(FOUR_FILE_TINY, join(dir, 'plan'), { recursive: true });
  writeFileSync(join(dir, 'plan', 'local.gguf'), MODEL);
  const read = (k: keyof Files) => parseJson(readFileSync(join(dir, 'plan', FILE_NAMES[k]), 'utf8')) as Doc;
  const files: Files = { spec: read('spec'), plan: read('plan'), load: read('load') };
  const before = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, canonicalJson(v)]));
  mutate(files);
  for (const k of Object.keys(files) as (keyof Files)[])
    if (canonicalJson(files[k]) !== before[k])
      writeFileSync(join(dir, 'plan', FILE_NAMES[k]), canonicalJson(files[k]));
  if (repin) await cli(['pins', '--plan', 'plan/capacity-run.json', '--write'], dir);
  return dir;
}

async function check(dir: string, ...args: string[]) {
  return cli(['check', '--plan', 'plan/capacity-run.json', '--cache-dir', join(dir, 'cache'), ...args], dir);
}

interface Expected {
  file: string;
  pointer: string;
  message: RegExp;
  fix: RegExp;
}

async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

const q8 = (f: Files) => f.spec.candidates['tiny-q8'] as JsonObject;
const localModel = (extra: Record<string, unknown>) => ({
  path: 'local.gguf',
  sha256: MODEL_SHA,
  size_bytes: MODEL.length,
  family: 'test',
  filename: 'tiny-q8_0.gguf',
  ...extra,
});

const MISTAKES: [string, (f: Files) => void, Expected][] = [
  [
    'a sha256 in upper case',
    (f) => void (q8(f).model = localModel({ sha256: MODEL_SHA.toUpperCase() })),
    {
      file: 'capacity-run.json',
      pointer: '/candidates/tiny-q8/model/sha256',
      message: /SHA-256/,
      fix: /64 lowercase hex.*sha256sum/,
    },
  ],
  [
    'a sha256 one digit short',
    (f) => void (q8(f).model = localModel({ sha256: MODEL_SHA.slice(1) })),
    {
      file: 'capacity-run.json',
      pointer: '/candidates/tiny-q8/model/sha256',
      message: /SHA-256/,
      fix: /64 lowercase hex/,
    },
  ],
  [
    'a missing size',
    (f) => {
      const m = localModel({}) as Record<string, unknown>;
      delete m.size_bytes;
      q8(f).model = m as JsonObject;
    },
    {
      file: 'capacity-run.json',
      pointer: '/candidates/tiny-q8/model',
      message: /missing fields: size_bytes/,
      fix: /size_bytes.*stat/,
    },
  ],
  [
    'a key typo',
    (f) => {
      f.spec.timeout = f.spec.timeouts;
      delete f.spec.timeouts;
    },
    { file: 'capacity-run.json', pointer: '', message: /unknown fields: timeout/, fix: /spelling/ },
  ],
  [
    'levels not ascending',
    (f) => void (f.plan.server_parallel_levels = [2, 1]),
    {
      file: 'capacity-plan.json',
      pointer: '/server_parallel_levels',
      message: /strictly ascending/,
      fix: /ascending order/,
    },
  ],
  [
    'a candidate renamed in the run spec only',
    (f) => {
      f.spec.candidates['tiny-q8-renamed'] = q8(f);
      delete f.spec.candidates['tiny-q8'];
    },
    {
      file: 'capacity-plan.json',
      pointer: '/candidates/1/id',
      message: /not among the candidates of the run spec/,
      fix: /rename the candidate in both/,
    },
  ],
  [
    'a model URL that answers 404',
    (f) => void (q8(f).model = urlModel(server.url('/no-such-model.gguf'))),
    {
      file: 'capacity-run.json',
      pointer: '/candidates/tiny-q8/model/url',
      message: /HTTP 404/,
      fix: /fix the URL/,
    },
  ],
  [
    'a declared size that is not the served Content-Length',
    (f) => void (q8(f).model = urlModel(server.url('/model.gguf'), MODEL.length + 1)),
    {
      file: 'capacity-run.json',
      pointer: '/candidates/tiny-q8/model/size_bytes',
      message: /serves 4096 bytes \(Content-Length\)/,
      fix: /set size_bytes to 4096/,
    },
  ],
  [
    'an unknown build name',
    (f) => void (q8(f).build = 'generc'),
    {
      file: 'capacity-run.json',
      pointer: '/candidates/tiny-q8/build',
      message: /"generc" is not declared under \/builds/,
      fix: /declared under \/builds/,
    },
  ],
  [
    'the run spec named where the capacity plan is expected',
    (f) => void (f.spec.capacity_plan = 'capacity-run.json'),
    {
      file: 'capacity-run.json',
      pointer: '',
      message: /this is the run spec \(capacity-run\.json\), not a capacity plan/,
      fix: /capacity plan/,
    },
  ],
  [
    'a local model path that is a folder',
    (f) => void (q8(f).model = localModel({ path: '.' })),
    {
      file: 'capacity-run.json',
      pointer: '/candidates/tiny-q8/model/path',
      message: /is not a file/,
      fix: /point path at the model file/,
    },
  ],
  [
    'a model URL that is not http(s)',
    (f) => void (q8(f).model = urlModel('ftp://127.0.0.1/model.gguf')),
    {
      file: 'capacity-run.json',
      pointer: '/candidates/tiny-q8/model/url',
      message: /is not an http\(s\) URL/,
      fix: /https:\/\//,
    },
  ],
  [
    'a KleidiAI archive URL that answers 404',
    (f) => {
      f.spec.llama_cpp.kleidiai = {
        version: 'v1.24.0',
        url: server.url('/kleidiai.tar.gz'),
        sha256: MODEL_SHA,
        size_bytes: MODEL.length,
      };
      f.spec.builds.k = { kleidiai: true };
      q8(f).build = 'k';
      f.plan.candidates[1].kleidiai_expected = true;
    },
    {
      file: 'capacity-run.json',
      pointer: '/llama_cpp/kleidiai/url',
      message: /kleidiai\.tar\.gz answered HTTP 404/,
      fix: /fix the URL/,
    },
  ],
  [
    'a local model whose sha256 is not the file’s',
    (f) => void (q8(f).model = localModel({ sha256: 'a'.repeat(64) })),
    {
      file: 'capacity-run.json',
      pointer: '/candidates/tiny-q8/model/sha256',
      message: new RegExp(`hashes to ${MODEL_SHA}`),
      fix: /sha256sum local\.gguf/,
    },
  ],
];

const matches = (p: { file: string; pointer: string; message: string; fix: string }, e: Expected) =>
  p.file.endsWith(e.file) && p.pointer === e.pointer && e.message.test(p.message) && e.fix.test(p.fix);

describe('check reports each mistake with its file, pointer and fix (exit 2)', () => {
  test.each(MISTAKES)('%s', async (_name, mutate, expected) => {
    const dir = await workspace(mutate);
    const json = await check(dir, '--json');
    expect(json.code).toBe(2);
    const report = JSON.parse(json.out) as { problems: Parameters<typeof matches>[0][] };
    expect(report.problems.filter((p) => matches(p, expected))).toHaveLength(1);
    const text = await check(dir);
    expect(text.code).toBe(2);
    expect(text.out).toContain(`problem: plan/${expected.file}: ${expected.pointer || '/'}: `);
    expect(text.out).toMatch(/\n {2}fix: /);
    expect(text.err).not.toMatch(/\n\s+at /);
  });

  test('every mistake at once: one check reports them all', async () => {
    const dir = await workspace((f) => {
      const base = q8(f);
      f.spec.candidates['tiny-q8'] = { ...base, model: localModel({ sha256: MODEL_SHA.toUpperCase() }) };
      f.spec.candidates['tiny-f16'].build = 'generc';
      const noSize = localModel({}) as Record<string, unknown>;
      delete noSize.size_bytes;
      f.spec.candidates['no-size'] = { ...base, model: noSize as JsonObject };
      f.spec.candidates['gone'] = { ...base, model: urlModel(server.url('/no-such-model.gguf')) };
      f.spec.candidates['too-big'] = {
        ...base,
        model: urlModel(server.url('/model.gguf'), 1 + MODEL.length),
      };
      f.spec.timeout = f.spec.timeouts;
      delete f.spec.timeouts;
      f.load.concurrency_levels = [2, 1];
    }, false);
    const r = await check(dir, '--json');
    expect(r.code).toBe(2);
    const { problems } = JSON.parse(r.out) as { problems: Parameters<typeof matches>[0][] };
    const expect1 = (e: Expected) => expect(problems.filter((p) => matches(p, e))).toHaveLength(1);
    expect1({
      file: 'capacity-run.json',
      pointer: '/candidates/tiny-q8/model/sha256',
      message: /SHA-256/,
      fix: /64 lowercase/,
    });
    expect1({
      file: 'capacity-run.json',
      pointer: '/candidates/tiny-f16/build',
      message: /generc/,
      fix: /builds/,
    });
    expect1({
      file: 'capacity-run.json',
      pointer: '/candidates/no-size/model',
      message: /size_bytes/,
      fix: /stat/,
    });
    expect1({
      file: 'capacity-run.json',
      pointer: '/candidates/gone/model/url',
      message: /HTTP 404/,
      fix: /URL/,
    });
    expect1({
      file: 'capacity-run.json',
      pointer: '/candidates/too-big/model/size_bytes',
      message: /Content-Length/,
      fix: /4096/,
    });
    expect1({ file: 'capacity-run.json', pointer: '', message: /unknown fields: timeout/, fix: /spelling/ });
    expect1({
      file: 'load-plan.json',
      pointer: '/concurrency_levels',
      message: /strictly increasing/,
      fix: /ascending/,
    });
    // A candidate only the run spec names (canonical JSON sorts them: gone first) is refused against the plan.
    expect(
      problems.some((p) => p.file.endsWith('capacity-run.json') && p.pointer === '/candidates/gone'),
    ).toBe(true);
  });

  test('the capacity plan passed as the run spec is named for what it is', async () => {
    const dir = await workspace(() => undefined, false);
    const r = await cli(['check', 'plan/capacity-plan.json', '--offline'], dir);
    expect(r.code).toBe(2);
    expect(r.out).toContain(
      'this is a capacity plan (capacity-plan.json), not the run spec (capacity-run.json)',
    );
    expect(r.out).toContain('pass the run spec (capacity-run.json) that names it');
  });

  test('stale pins are each fixed by pins --write, all reported at once', async () => {
    const dir = await workspace((f) => {
      f.load.output_tokens = 65;
      f.plan.pins.evaluation_suite_sha256 = 'b'.repeat(64);
    }, false);
    const r = await check(dir);
    expect(r.code).toBe(2);
    expect(r.out).toContain('capacity-plan.json: /pins/evaluation_suite_sha256: ');
    expect(r.out).toMatch(
      /capacity-plan\.json: \/pins\/load_plan_sha256: .*\n {2}fix: run `paretopilot-capacity pins --plan plan\/capacity-run\.json --write`/,
    );
  });
});

describe('check passes (exit 0) and says what it did', () => {
  test('a confounded comparison is a warning, not a problem', async () => {
    const dir = await workspace((f) => {
      f.spec.builds.other = { kleidiai: false };
      q8(f).build = 'other';
    });
    const r = await check(dir);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/warning: candidates tiny-f16 and tiny-q8 differ in more than one factor/);
    expect(r.out).toContain('no problems (1 warning)');
  });

  test('a model URL with the pinned size is confirmed', async () => {
    const dir = await workspace((f) => void (q8(f).model = urlModel(server.url('/model.gguf'))));
    const r = await check(dir);
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      `ok: tiny-q8: ${server.url('/model.gguf')} answers 200 with the pinned size 4096`,
    );
    expect(r.out).toContain(`cache: model tiny-q8: sha256 ${MODEL_SHA} not cached`);
  });

  test('an unreachable host skips the network check and says so', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/model.gguf`;
    const dir = await workspace((f) => void (q8(f).model = urlModel(url)));
    const r = await check(dir);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /skipped: URLs on 127\.0\.0\.1:\d+: not checked, the host did not answer \(ECONNREFUSED\)/,
    );
  });

  test('--offline sends no request', async () => {
    const seen = server.requests.length;
    const dir = await workspace((f) => void (q8(f).model = urlModel(server.url('/no-such-model.gguf'))));
    const r = await check(dir, '--offline');
    expect(r.code).toBe(0);
    expect(r.out).toContain('skipped: URLs: not requested (--offline)');
    expect(server.requests.length).toBe(seen);
  });

  test.each(EXAMPLES)('examples/%s', async (example) => {
    const cache = mkdtempSync(join(tmpdir(), 'pp-check-cache-'));
    dirs.push(cache);
    const r = await cli(['check', join('examples', example), '--offline', '--cache-dir', cache]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/estimate: \d+ server starts, \d+ requests/);
    expect(r.out).toContain('upper bound from timeouts: ');
    expect(r.out).toContain('no problems');
    // Each example's authored file (or run spec) names its JSON Schema, so editors check it.
    const authored = join('examples', example, 'capacity.json');
    const file = existsSync(authored) ? authored : join('examples', example, 'capacity-run.json');
    const schema = existsSync(authored) ? 'capacity.schema.json' : 'capacity-run.schema.json';
    const named = JSON.parse(readFileSync(file, 'utf8')).$schema as string;
    expect(named).toBe(`../../schemas/${schema}`);
    expect(existsSync(join('examples', example, named))).toBe(true);
  });

  test('a folder without a run spec is a usage error naming it', async () => {
    const r = await cli(['check', 'examples/fleet-local', '--offline']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('examples/fleet-local holds no capacity.json or capacity-run.json');
  });

  test('every example is covered', () => {
    expect(EXAMPLES).toEqual(
      expect.arrayContaining(['tiny', 'arm64-emulated', 'neoverse-qwen', 'neoverse-qwen-factorial']),
    );
  });
});
