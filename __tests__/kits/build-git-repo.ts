// A throw-away bare git repository on disk (file:// URL) with known commits.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LocalGitRepo {
  url: string;
  /** Commits oldest first. */
  commits: string[];
  cleanup: () => Promise<void>;
}

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'fixture',
  GIT_AUTHOR_EMAIL: 'fixture@example.invalid',
  GIT_COMMITTER_NAME: 'fixture',
  GIT_COMMITTER_EMAIL: 'fixture@example.invalid',
  GIT_AUTHOR_DATE: '2025-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2025-01-01T00:00:00Z',
  GIT_CONFIG_NOSYSTEM: '1',
};

export async function createLocalGitRepo(files: Record<string, string>[]): Promise<LocalGitRepo> {
  const root = await mkdtemp(join(tmpdir(), 'build-git-'));
  const work = join(root, 'work');
  const bare = join(root, 'repo.git');
  const git = (cwd: string, ...args: string[]): string =>
    execFileSync('git', args, { cwd, env, encoding: 'utf8' }).trim();
  git(root, 'init', '--quiet', '--initial-branch=main', work);
  const commits: string[] = [];
  for (const [i, snapshot] of files.entries()) {
    for (const [name, content] of Object.entries(snapshot)) await writeFile(join(work, name), content);
    git(work, 'add', '--all');
    git(work, 'commit', '--quiet', '-m', `commit ${i}`);
    commits.push(git(work, 'rev-parse', 'HEAD'));
  }
  git(root, 'clone', '--quiet', '--bare', work, bare);
  return { url: `file://${bare}`, commits, cleanup: () => rm(root, { recursive: true, force: true }) };
}
