// The conventions of a Node CLI, one row per registered command (a new command must add its row):
// `--help` and `help <command>` print the same usage; an unknown flag is answered in our words with
// the flag it most likely meant, never with the parser's text; `-o -` prints the command's one file
// on stdout (and writes no file named `-`) or is refused with a reason. Then the conventions that
// are not per command: the version, "did you mean" for commands, the default plan, the document a
// command was given instead of the one it wants, and what a YAML plan or a trailing comma gets.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { COMMANDS, main } from '../../src/cli/main.js';
import { runnerArgs, scratchFleet } from '../kits/fleet-kit.js';
import { REPO_ROOT, SEED_BUNDLE_DIR } from '../kits/fixture-paths.js';
import { tinyGguf } from '../kits/tiny-gguf.js';

let dir: string;
let fleet: ReturnType<typeof scratchFleet>;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pp-conventions-'));
  fleet = scratchFleet();
  cpSync(join(SEED_BUNDLE_DIR, 'capacity-study.json'), join(dir, 'capacity-study.json'));
  cpSync(join(REPO_ROOT, '__tests__', 'fixtures', 'four-file-plans', 'tiny'), join(dir, 'plan'), {
    recursive: true,
  });
  writeFileSync(join(dir, 'model.gguf'), tinyGguf({ architecture: 'qwen2', fileType: 7 }));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  fleet?.dispose();
});

async function cli(args: string[], cwd = dir) {
  let out = '';
  let err = '';
  const env = { PARETOPILOT_CACHE_DIR: join(dir, 'cache') };
  const code = await main(args, { stdout: (s) => (out += s), stderr: (s) => (err += s), cwd, env });
  return { code, out, err };
}

interface Row {
  /** A misspelt flag of the command, and the flag it means. */
  typo: [string, string];
  /** `-o -` (or the command's one-file output to `-`): its arguments and how stdout starts. */
  stdout?: { args: () => string[]; starts: RegExp };
}

const ROWS: Record<string, Row> = {
  init: {
    typo: ['--arhc', '--arch'],
    stdout: {
      args: () => ['model.gguf', '--arch', 'x64', '--cores', '2', '-o', '-'],
      starts: /^\{\n {2}"\$schema": /,
    },
  },
  check: { typo: ['--ofline', '--offline'] },
  run: { typo: ['--wrk-dir', '--work-dir'] },
  prepare: { typo: ['--cache-dri', '--cache-dir'] },
  models: { typo: ['--token-evn', '--token-env'] },
  measure: { typo: ['--pas', '--pass'] },
  quality: { typo: ['--plna', '--plan'] },
  finalize: { typo: ['--hlep', '--help'] },
  assemble: {
    typo: ['--outptu', '--output'],
    stdout: { args: () => [SEED_BUNDLE_DIR, '-o', '-'], starts: /^\{/ },
  },
  verify: { typo: ['--hepl', '--help'] },
  receipt: {
    typo: ['--forse', '--force'],
    stdout: { args: () => ['capacity-study.json', '-o', '-'], starts: /^# / },
  },
  // A bundle folder stands for its study, as verify takes it.
  report: {
    typo: ['--fromat', '--format'],
    stdout: { args: () => [SEED_BUNDLE_DIR, '-o', '-'], starts: /^<!DOCTYPE html>/i },
  },
  // --receipt - alone, as its help allows.
  fleet: {
    typo: ['--recipt', '--receipt'],
    stdout: { args: () => [...runnerArgs(fleet.dir), '--receipt', '-'], starts: /^# / },
  },
  'verify-fleet': { typo: ['--hlp', '--help'] },
  demo: { typo: ['--exmaple', '--example'] },
  pins: { typo: ['--wirte', '--write'] },
  convert: {
    typo: ['--schmea', '--schema'],
    stdout: { args: () => ['plan/capacity-run.json', '-o', '-'], starts: /^\{\n {2}"\$schema": / },
  },
  'export-evidence': {
    typo: ['--historcal', '--historical'],
    stdout: { args: () => ['capacity-study.json', '-o', '-'], starts: /^\{/ },
  },
  'verify-evidence': { typo: ['--sourc', '--source'] },
};

test('the table has one row per registered command', () => {
  expect(Object.keys(ROWS).sort()).toEqual(Object.keys(COMMANDS).sort());
});

describe.each(Object.keys(COMMANDS))('%s', (name) => {
  const row = ROWS[name];

  test('--help and `help <command>` print the same usage of this command, exit 0', async () => {
    const help = await cli([name, '--help']);
    expect([help.code, help.err]).toEqual([0, '']);
    expect(help.out).toMatch(new RegExp(`^Usage: ?(\\n {2})?paretopilot-capacity ${name}\\b`));
    expect(await cli(['help', name])).toEqual(help);
    expect(await cli([name, '-h'])).toEqual(help);
  });

  test('an unknown flag: our message, the pointer to --help, no parser text', async () => {
    const r = await cli([name, '--no-such-flag']);
    expect(r).toEqual({
      code: 2,
      out: '',
      err: `${name}: unknown option --no-such-flag\nRun 'paretopilot-capacity ${name} --help' for usage.\n`,
    });
  });

  test('a misspelt flag is answered with the flag it meant', async () => {
    const [typo, meant] = row.typo;
    const r = await cli([name, typo]);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toBe(`${name}: unknown option ${typo} (did you mean ${meant}?)`);
    expect(r.err).not.toMatch(/Unknown option|To specify a positional|ERR_PARSE_ARGS/);
  });

  test(
    row.stdout
      ? '`-o -` prints the file on stdout and writes no file named -'
      : '`-o -` is refused with a reason',
    async () => {
      if (!row.stdout) {
        const r = await cli([name, '-o', '-']);
        expect([r.code, r.err.split('\n')[0]]).toEqual([2, `${name}: unknown option -o`]);
      } else {
        const r = await cli([name, ...row.stdout.args()]);
        expect([r.code, r.err.match(/Error|\n\s+at /)]).toEqual([0, null]);
        expect(r.out).toMatch(row.stdout.starts);
        expect(r.out).not.toMatch(/^wrote /m);
      }
      expect(existsSync(join(dir, '-'))).toBe(false);
    },
    120_000,
  );
});

describe('the tool as a whole', () => {
  const version = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string })
    .version;

  test.each([['--version'], ['-V'], ['-v']])('%s prints the package version', async (flag) => {
    expect(await cli([flag])).toEqual({ code: 0, out: `${version}\n`, err: '' });
  });

  test('a misspelt command, bare or after help, is answered with the command it meant', async () => {
    const hint = "\nRun 'paretopilot-capacity --help' for the list of commands.\n";
    expect(await cli(['chek'])).toEqual({
      code: 2,
      out: '',
      err: `paretopilot-capacity: unknown command "chek" (did you mean "check"?)${hint}`,
    });
    expect((await cli(['help', 'verfy-fleet'])).err).toBe(
      `paretopilot-capacity: unknown command "verfy-fleet" (did you mean "verify-fleet"?)${hint}`,
    );
    expect((await cli(['deploy'])).err).toBe(`paretopilot-capacity: unknown command "deploy"${hint}`);
    expect((await cli(['--verison'])).err.split('\n')[0]).toBe(
      'paretopilot-capacity: unknown option --verison (did you mean --version?): options come after the command (paretopilot-capacity <command> [options])',
    );
  });

  test('a flag missing its value, a switch given one, an option swallowed as a value', async () => {
    expect((await cli(['check', '--plan'])).err.split('\n')[0]).toBe('check: --plan needs a value');
    expect((await cli(['check', '--offline=yes'])).err.split('\n')[0]).toBe(
      'check: --offline takes no value (got --offline=yes)',
    );
    expect((await cli(['check', '--plan', '--offline'])).err.split('\n')[0]).toBe(
      'check: --plan needs a value, and "--offline" looks like an option: write --plan=--offline if that is the value',
    );
    expect((await cli(['check', '-plan', 'x'])).err.split('\n')[0]).toBe(
      'check: unknown option -plan (did you mean --plan?)',
    );
    expect((await cli(['run', 'capacity.json'])).err.split('\n')[0]).toBe(
      'run: unexpected argument "capacity.json": this command takes only options',
    );
  });
});

describe('usage text', () => {
  test('run --help describes --plan and its default', async () => {
    const { out } = await cli(['run', '--help']);
    expect(out).toMatch(
      /^ {2}--plan <file> +the authored plan \(capacity\.json, docs\/plans\.md\) or the run spec\n/m,
    );
    expect(out).toContain('default capacity/capacity.json');
  });

  test("init's usage lists every flag it takes", async () => {
    const { out } = await cli(['init', '--help']);
    const usage = out.slice(0, out.indexOf('\n\n'));
    for (const flag of [
      '-o',
      '--cores',
      '--arch',
      '--title',
      '--llama-cpp-source',
      '--llama-cpp-commit',
      '--cache-dir',
      '--token-env',
      '--force',
    ])
      expect([flag, usage.includes(`[${flag} `) || usage.includes(`[${flag}]`)]).toEqual([flag, true]);
  });
});

describe('the default plan', () => {
  test('check and run read capacity/capacity.json when --plan is absent', async () => {
    const work = mkdtempSync(join(dir, 'default-'));
    const none = await cli(['check', '--offline'], work);
    expect([none.code, none.err]).toEqual([
      2,
      "check: no --plan given, and the default plan capacity/capacity.json does not exist here: pass --plan <capacity.json | capacity-run.json>, or write one with paretopilot-capacity init <model>\nRun 'paretopilot-capacity check --help' for usage.\n",
    ]);
    expect((await cli(['run'], work)).err).toContain(
      'run: no --plan given, and the default plan capacity/capacity.json',
    );
    mkdirSync(join(work, 'capacity'));
    cpSync(join(REPO_ROOT, 'examples', 'tiny', 'capacity.json'), join(work, 'capacity', 'capacity.json'));
    const found = await cli(['check', '--offline', '--cache-dir', 'cache'], work);
    expect([found.code, found.out.trimEnd().split('\n').pop()]).toEqual([
      0,
      'capacity/capacity.json: no problems',
    ]);
    // run reads the same file: a problem in it refuses the study before the work dir exists.
    writeFileSync(join(work, 'capacity', 'capacity.json'), '{"format": "paretopilot-capacity/plan-2"}');
    const refused = await cli(['run', '--work-dir', 'work', '--cache-dir', 'cache'], work);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/^run: capacity\/capacity\.json: \d+ problems; nothing was started/);
    expect(existsSync(join(work, 'work'))).toBe(false);
  }, 60_000);
});

describe('the document given instead of the one wanted', () => {
  test('a capacity plan given to report or pins is named as one', async () => {
    const report = await cli(['report', 'plan/capacity-plan.json', '-o', '-']);
    expect([report.code, report.err]).toEqual([
      2,
      'report: plan/capacity-plan.json: this is a capacity plan (capacity-plan.json); this command wants a study (capacity-study.json)\n',
    ]);
    const pins = await cli(['pins', '--plan', 'plan/capacity-plan.json']);
    expect([pins.code, pins.err]).toEqual([
      2,
      'pins: plan/capacity-plan.json: this is a capacity plan (capacity-plan.json); pins wants the run spec (capacity-run.json) or an authored plan (capacity.json)\n',
    ]);
    const study = await cli(['check', '--plan', 'capacity-study.json', '--offline']);
    expect(study.out).toContain('this is a study (capacity-study.json), not the run spec');
  });

  test('a folder without a study, given to report', async () => {
    const r = await cli(['report', 'plan', '-o', '-']);
    expect([r.code, r.err.split('\n')[0]]).toEqual([
      2,
      'report: plan: is a folder without capacity-study.json: give a study file, or a bundle folder that holds one (an incomplete bundle has none; verify says why)',
    ]);
  });

  test('a YAML plan is told plans are JSON, by check and by run', async () => {
    writeFileSync(
      join(dir, 'capacity.yaml'),
      '$schema: ../schemas/capacity.schema.json\nformat: paretopilot-capacity/plan-2\n',
    );
    const check = await cli(['check', '--plan', 'capacity.yaml', '--offline']);
    expect(check.code).toBe(2);
    expect(check.out).toContain(
      'problem: capacity.yaml: /: invalid JSON: unexpected character "$" at line 1 column 1; this looks like YAML, and plans are JSON',
    );
    const run = await cli(['run', '--plan', 'capacity.yaml', '--work-dir', 'w', '--cache-dir', 'cache']);
    expect(run.code).toBe(2);
    expect(run.err).toContain('this looks like YAML, and plans are JSON');
  });

  test('a trailing comma is reported on its own line', async () => {
    const text = readFileSync(join(REPO_ROOT, 'examples', 'tiny', 'capacity.json'), 'utf8');
    const at = text.indexOf('\n  },\n  "models"');
    const broken = `${text.slice(0, at)},${text.slice(at)}`; // `"kleidiai": false` of builds gets a comma
    writeFileSync(join(dir, 'comma.json'), broken);
    const line = broken.slice(0, broken.indexOf(',\n  },\n  "models"')).split('\n').length;
    const r = await cli(['check', '--plan', 'comma.json', '--offline']);
    expect(r.out).toContain(`invalid JSON: trailing comma before '}' at line ${line} column `);
  });
});
