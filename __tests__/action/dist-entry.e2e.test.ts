// The bundled action's entry under a broken or hostile runner environment: a bad event file is one
// named error (not a library's stack trace), a damaged post-step record is a warning, and text from
// a hostile bundle reaches the log only fenced by stop-commands, never as a workflow command.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SEED_BUNDLE } from '../kits/seed-bundle.js';

let workspace: string;
beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'pp-entry-'));
  for (const f of ['output', 'summary', 'state']) writeFileSync(join(workspace, `.${f}`), '');
});
afterEach(() => rmSync(workspace, { recursive: true, force: true }));

function runDist(env: Record<string, string>): { code: number | null; out: string } {
  const r = spawnSync(process.execPath, [resolve('dist/index.js')], {
    cwd: workspace,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_WORKSPACE: workspace,
      GITHUB_OUTPUT: join(workspace, '.output'),
      GITHUB_STEP_SUMMARY: join(workspace, '.summary'),
      GITHUB_STATE: join(workspace, '.state'),
      GITHUB_RUN_ID: '1',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_REPOSITORY: 'example/capacity-user',
      RUNNER_TEMP: workspace,
      ...env,
    },
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

/** Lines the runner would act on: outside every stop-commands fence, `::…` or the legacy `##[…]`. */
function activeCommands(out: string): string[] {
  const active: string[] = [];
  let resume: string | null = null;
  for (const line of out.split(/\r?\n|\r/)) {
    if (resume !== null) {
      if (line === `::${resume}::`) resume = null;
      continue;
    }
    const stop = /^::stop-commands::(.+)$/.exec(line);
    if (stop) resume = stop[1];
    else if (/^\s*::|##\[/.test(line)) active.push(line.trim());
  }
  return active;
}

test('an event file that is not JSON fails the step with one error naming GITHUB_EVENT_PATH', () => {
  writeFileSync(join(workspace, 'event.json'), '{bad');
  const r = runDist({ GITHUB_EVENT_PATH: join(workspace, 'event.json'), INPUT_COMMAND: 'verify' });
  expect(r.code).toBe(1);
  expect(r.out).toMatch(/^::error::GITHUB_EVENT_PATH .*event\.json is not a JSON event payload/m);
  expect(r.out).not.toMatch(/\n\s+at .*[(:]\d+/);
  expect(r.out.match(/^::error/gm)).toHaveLength(1);
});

test('a damaged record of started servers makes the post step warn, not fail', () => {
  const record = join(workspace, 'servers.json');
  writeFileSync(record, '{not json');
  const r = runDist({ STATE_isPost: 'true', STATE_serverStateFile: record });
  expect(r.code).toBe(0);
  expect(r.out).toMatch(/^::warning::the record of started llama-servers .* could not be read/m);
  expect(r.out).not.toMatch(/::error/);
});

test('a hostile bundle cannot issue workflow commands through the verify log', () => {
  cpSync(SEED_BUNDLE, join(workspace, 'capacity-work', 'bundle'), { recursive: true });
  const study = join(workspace, 'capacity-work', 'bundle', 'capacity-study.json');
  const forged = '"x\\n::set-output name=status::complete\\n::add-mask::ghs\\n##[error]forged\\n"';
  writeFileSync(study, readFileSync(study, 'utf8').replace(/^\{/, `{\n  ${forged}: 1,`));
  const r = runDist({ INPUT_COMMAND: 'verify', 'INPUT_WORK-DIR': 'capacity-work' });
  // The forged key does reach the log (the diff names it) — but only inside a fence.
  expect(r.out).toContain('::set-output name=status::complete');
  expect(activeCommands(r.out).filter((c) => /set-output|add-mask|##\[/.test(c))).toEqual([]);
});

test('the CLI run inside a workflow step fences hostile text the same way', () => {
  cpSync(SEED_BUNDLE, join(workspace, 'bundle'), { recursive: true });
  const study = join(workspace, 'bundle', 'capacity-study.json');
  writeFileSync(
    study,
    readFileSync(study, 'utf8').replace(/^\{/, '{\n  "x\\n::set-output name=a::b\\n##[warning]w": 1,'),
  );
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, [resolve('dist/cli/index.js'), 'verify', 'bundle'], {
      cwd: workspace,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
  const inStep = run({ GITHUB_ACTIONS: 'true' });
  expect(inStep.status).toBe(1);
  expect(inStep.stdout).toContain('::set-output name=a::b');
  expect(activeCommands(`${inStep.stdout}${inStep.stderr}`)).toEqual([]);
  // Outside a workflow the output is left as it is.
  expect(run({}).stdout).not.toContain('::stop-commands::');
});
