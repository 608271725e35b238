// A real signal to the real CLI process: `prepare` is stopped in the middle of a build and must take
// the whole build tree with it. The "llama.cpp" checkout is a local git repository whose CMake
// configure step starts a sleeper that ignores SIGTERM (like a compiler ninja started), so only the
// CLI's process-group cleanup (SIGTERM, then SIGKILL after the grace period) can end it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalGitRepo, type LocalGitRepo } from '../kits/build-git-repo.js';
import { REPO_ROOT } from '../kits/fixture-paths.js';
import { alive, until } from '../kits/fake-server-support.js';

const CLI = join(REPO_ROOT, 'dist', 'cli', 'index.js');

let dir: string;
let repo: LocalGitRepo;
let cli: ChildProcess | undefined;

function sleeperPid(): number | undefined {
  const file = join(dir, 'sleeper.pid');
  if (!existsSync(file)) return undefined;
  const n = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pp-signal-'));
  const cmakeLists = [
    'cmake_minimum_required(VERSION 3.14)',
    'project(fake NONE)',
    `execute_process(COMMAND sh -c "echo $$ > ${join(dir, 'sleeper.pid')}; trap '' TERM; exec sleep 300")`,
    '',
  ].join('\n');
  repo = await createLocalGitRepo([{ 'CMakeLists.txt': cmakeLists }]);
  cpSync(join(REPO_ROOT, '__tests__', 'fixtures', 'four-file-plans', 'tiny'), join(dir, 'plan'), {
    recursive: true,
  });
  const specFile = join(dir, 'plan', 'capacity-run.json');
  const spec = JSON.parse(readFileSync(specFile, 'utf8')) as Record<string, unknown>;
  spec.llama_cpp = { kind: 'git', repository: repo.url, commit: repo.commits[0] };
  // prepare readies the models before it builds; fixture models need the real llama.cpp vocabulary,
  // which this fake checkout lacks, so the candidates serve a local file and the build is reached.
  const model = Buffer.from('a local model file for the signal test\n');
  writeFileSync(join(dir, 'plan', 'model.gguf'), model);
  const local = {
    path: 'model.gguf',
    sha256: createHash('sha256').update(model).digest('hex'),
    size_bytes: model.length,
    family: 'signal test',
    filename: 'model.gguf',
  };
  for (const c of Object.values(spec.candidates as Record<string, { model: unknown }>))
    c.model = { ...local };
  writeFileSync(specFile, JSON.stringify(spec, null, 2));
  execFileSync(process.execPath, [CLI, 'pins', '--plan', specFile, '--write'], { stdio: 'pipe' });
});

afterEach(async () => {
  cli?.kill('SIGKILL');
  const pid = sleeperPid();
  if (pid !== undefined && alive(pid)) process.kill(pid, 'SIGKILL');
  await repo.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

test.each([
  ['SIGTERM', 143],
  ['SIGINT', 130],
] as const)(
  '%s to `prepare` during the build ends the build tree, says so, and exits %i',
  async (signal, code) => {
    let stderr = '';
    cli = spawn(
      process.execPath,
      [
        CLI,
        'prepare',
        '--plan',
        join(dir, 'plan', 'capacity-run.json'),
        '--work-dir',
        join(dir, 'work'),
        '--cache-dir',
        join(dir, 'cache'),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    cli.stdout!.resume();
    cli.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => cli!.on('exit', (c) => resolve(c)));

    expect(await until(() => sleeperPid() !== undefined && alive(sleeperPid()!), 60_000)).toBe(true);
    const sleeper = sleeperPid()!;
    cli.kill(signal);
    expect(await exited).toBe(code);
    expect(stderr).toContain(`${signal} received: stopping servers and builds`);
    // The sleeper ignored SIGTERM: it is gone only because its group got SIGKILL before the CLI exited.
    expect(await until(() => !alive(sleeper), 2000)).toBe(true);
  },
  90_000,
);
