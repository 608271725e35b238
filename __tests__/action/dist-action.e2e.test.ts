// The bundled action run as the runner runs it: INPUT_* environment, GITHUB_OUTPUT /
// GITHUB_STEP_SUMMARY / GITHUB_STATE files, the real @actions/artifact client against a loopback
// results service, and the real llama-server with the fixture models. prepare → measure (both
// passes) → quality → assemble, then the post step.
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFakeResultsService, type FakeResultsService } from '../kits/fake-results-service.js';
import { defaultCacheDir } from '../../src/adapters/cache/cache-dir.js';

let service: FakeResultsService;
let workspace: string;
let shims: string;
const files = { output: '', summary: '', state: '' };

// Recognisable fake credentials in every step's environment; none may reach an artifact.
const INPUT_TOKEN = 'ghs_not_printed';
const FAKE_ENV_SECRETS: Record<string, string> = {
  GITHUB_TOKEN: 'ghs_FAKEgithubTOKENe2e1',
  GH_TOKEN: 'ghp_FAKEghTOKENe2e2',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'FAKEidTOKENe2e3',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://FAKEidURLe2e4.invalid/token',
  'npm_config_//registry.npmjs.org/:_authToken': 'npm_FAKEauthE2e5',
};

beforeAll(async () => {
  service = await startFakeResultsService();
  workspace = mkdtempSync(join(tmpdir(), 'pp-ws-'));
  cpSync('__tests__/fixtures/four-file-plans/tiny', join(workspace, 'capacity'), { recursive: true });
  // lscpu stands in for any child whose output lands in an uploaded file (a build log, a server
  // log): it reports every credential-looking variable it was given, into the manifest's cpu name.
  shims = mkdtempSync(join(tmpdir(), 'pp-shims-'));
  mkdirSync(shims, { recursive: true });
  writeFileSync(
    join(shims, 'lscpu'),
    "#!/bin/sh\nprintf 'Model name: shim-cpu %s\\n' \"$(env | grep -i -e token -e secret | tr '\\n' ' ' | cut -c1-3000)\"\n",
  );
  chmodSync(join(shims, 'lscpu'), 0o755);
  for (const k of Object.keys(files) as (keyof typeof files)[]) {
    files[k] = join(workspace, `.${k}`);
    writeFileSync(files[k], '');
  }
});

afterAll(async () => {
  await service?.close();
  rmSync(workspace, { recursive: true, force: true });
  rmSync(shims, { recursive: true, force: true });
});

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

function readKeyValues(path: string): Record<string, string> {
  // The runner's file format: `name<<DELIM\nvalue\nDELIM` or `name=value`.
  const out: Record<string, string> = {};
  const lines = readFileSync(path, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([^=<]+)<<(.+)$/.exec(lines[i]);
    if (heredoc) {
      const end = lines.indexOf(heredoc[2], i + 1);
      out[heredoc[1]] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (lines[i].includes('='))
      out[lines[i].slice(0, lines[i].indexOf('='))] = lines[i].slice(lines[i].indexOf('=') + 1);
  }
  return out;
}

function runStep(
  inputs: Record<string, string>,
  post = false,
): Promise<{ code: number | null; out: string }> {
  const env: NodeJS.ProcessEnv = {
    PATH: `${shims}:${process.env.PATH}`,
    HOME: process.env.HOME,
    ...FAKE_ENV_SECRETS,
    PARETOPILOT_CACHE_DIR: defaultCacheDir(),
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state,
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_REPOSITORY: 'example/capacity-user',
    GITHUB_SHA: 'f'.repeat(40),
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_JOB: 'study',
    RUNNER_TEMP: workspace,
    ...service.env(),
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  env['INPUT_CACHE-DIR'] = defaultCacheDir();
  if (post) for (const [k, v] of Object.entries(readKeyValues(files.state))) env[`STATE_${k}`] = v;
  // Asynchronous: the loopback results service lives in this process and must keep answering.
  return new Promise((done) => {
    const child = spawn(process.execPath, [resolve('dist/index.js')], { cwd: workspace, env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => done({ code, out }));
  });
}

const common = {
  plan: 'capacity/capacity-run.json',
  'work-dir': 'work',
  'artifact-prefix': 'capacity',
  cache: 'false',
  comment: 'never',
  'github-token': INPUT_TOKEN,
  'fail-on': 'incomplete',
  'artifact-retention-days': '3',
};

// `npm test` runs this suite a second time under Node 24 (scripts/test-node24.mjs), the runtime of a
// `node24` action; the steps below run with the same binary (process.execPath).
test('runs under the Node major the test command asked for', () => {
  const expected = process.env.PARETOPILOT_EXPECT_NODE_MAJOR;
  expect(process.versions.node.split('.')[0]).toBe(expected ?? process.versions.node.split('.')[0]);
  if (expected !== undefined) expect(spawnVersion()).toBe(process.version);
});
const spawnVersion = () => execFileSync(process.execPath, ['--version'], { encoding: 'utf8' }).trim();

test(
  'prepare, measure ×2, quality and assemble run from dist/ and produce a complete bundle',
  async () => {
    let r = await runStep({ ...common, command: 'prepare' });
    expect(r.out).not.toMatch(/::error/);
    expect(r.code).toBe(0);
    for (const pass of ['1', '2']) {
      r = await runStep({ ...common, command: 'measure', pass });
      expect(r.out).toMatch(/::group::(forward|reverse)\/tiny-/);
      expect(r.out).toMatch(/uploaded capacity-run-(forward|reverse)-tiny-/);
      expect(r.code).toBe(0);
    }
    // The reusable workflow's third measure step: a one-pair plan has nothing after its mirror pass.
    r = await runStep({ ...common, command: 'measure', pass: 'remaining' });
    expect(r.out).toMatch(/no passes after the first mirrored pair: nothing to measure/);
    expect(r.out).not.toMatch(/uploaded capacity-run-/);
    expect(r.code).toBe(0);
    r = await runStep({ ...common, command: 'quality' });
    expect(r.code).toBe(0);
    expect([...service.artifacts.keys()].sort()).toEqual(
      expect.arrayContaining([
        'capacity-prepare-a1',
        'capacity-run-forward-tiny-f16-p1-a1',
        'capacity-run-reverse-tiny-q8-p2-a1',
        'capacity-quality-tiny-q8-p2-a1',
      ]),
    );
    // The final job runs in a fresh workspace in real life: remove the local work dir.
    rmSync(join(workspace, 'work'), { recursive: true, force: true });
    r = await runStep({ ...common, command: 'assemble' });
    // The only place the token may appear is the mask command the runner consumes itself.
    expect(
      r.out
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n'),
    ).not.toMatch(/ghs_not_printed/);
    expect(r.code).toBe(0);
    const outputs = readKeyValues(files.output);
    expect(outputs.status).toBe('complete');
    expect(outputs['bundle-artifact-name']).toBe('capacity-bundle-a1');
    expect(Object.keys(JSON.parse(outputs['selected-points']))).toEqual(['tiny-f16', 'tiny-q8']);
    expect(existsSync(outputs['study-path'])).toBe(true);
    const summary = readFileSync(files.summary, 'utf8');
    // The title names the host that measured (examples/tiny sets no title of its own).
    const host = process.arch === 'arm64' ? 'Arm64' : process.arch === 'x64' ? 'x86_64' : process.arch;
    expect(summary).toMatch(new RegExp(`^# ParetoPilot ${host} Capacity Receipt$`, 'm'));
    // examples/tiny asks for the decision: the summary opens with it and says the study chooses.
    expect(summary).toMatch(/^# .*\n\n> \*\*.*\*\*\n\n## Decision\n/);
    expect(summary).toMatch(/\*\*Decision boundary:\*\* the decision above chooses across the candidates/);
    expect(summary).not.toMatch(/v1\.1|Q8 and Q4/);
    expect(summary).toMatch(/## Capacity envelope — Tiny F16\n/);
    expect(summary).toMatch(/```mermaid/);
    expect(service.artifacts.has('capacity-bundle-a1')).toBe(true);
    // The post step finds no server left behind.
    r = await runStep({ ...common, command: 'assemble' }, true);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/no llama-server left behind/);

    // No token in any file of any uploaded artifact, nor in the assembled bundle on disk.
    const secrets = [INPUT_TOKEN, service.runtimeToken, ...Object.values(FAKE_ENV_SECRETS)];
    const unpacked = mkdtempSync(join(tmpdir(), 'pp-artifacts-'));
    try {
      const scanned: string[] = [];
      for (const [name, artifact] of service.artifacts) {
        const zip = join(unpacked, `${name}.zip`);
        writeFileSync(zip, artifact.content!);
        execFileSync('unzip', ['-q', '-o', zip, '-d', join(unpacked, name)]);
        scanned.push(...walk(join(unpacked, name)));
      }
      scanned.push(...walk(join(workspace, 'work')));
      expect(scanned.length).toBeGreaterThan(40);
      // The shim ran and its output reached the artifacts, so a leak would be seen.
      expect(readFileSync(join(workspace, 'work', 'bundle', 'manifest.json'), 'utf8')).toContain('shim-cpu');
      const leaks = scanned.flatMap((file) => {
        const text = readFileSync(file).toString('latin1');
        return secrets.filter((s) => text.includes(s)).map((s) => `${file}: ${s}`);
      });
      expect(leaks).toEqual([]);
    } finally {
      rmSync(unpacked, { recursive: true, force: true });
    }
  },
  30 * 60_000,
);
