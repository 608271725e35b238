// The assemble job wipes and rewrites its work dir: a committed `capacity-work` symlink (or a link
// in any parent) must be refused before anything is written through it.
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
import { afterEach, describe, expect, it } from '@jest/globals';
import { MemoryArtifactStore } from '../kits/memory-artifact-store.js';
import { readInputs } from '../../src/action/inputs.js';
import { ConfigurationError } from '../../src/action/errors.js';
import type { ActionPorts } from '../../src/action/ports.js';
import { runAction } from '../../src/action/run-action.js';
import { resolveWithoutSymlinks } from '../../src/action/work-dir.js';
import { createInMemoryStickyComments } from '../kits/fake-github-api.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function tempDir(prefix: string): string {
  const d = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(d);
  return d;
}

function ports(cwd: string): { p: ActionPorts; comments: ReturnType<typeof createInMemoryStickyComments> } {
  const comments = createInMemoryStickyComments('created');
  const quiet = () => undefined;
  return {
    comments,
    p: {
      log: { info: quiet, notice: quiet, warning: quiet, error: quiet, startGroup: quiet, endGroup: quiet },
      setOutput: quiet,
      artifacts: new MemoryArtifactStore(),
      cache: null,
      writeSummary: async () => ({ truncated: false }),
      upsertComment: comments.upsert,
      env: { GITHUB_RUN_ATTEMPT: '1' },
      cwd,
    },
  };
}

const inputs = (workDir: string) =>
  readInputs(
    (name) => ({ command: 'assemble', 'work-dir': workDir })[name] ?? '',
    () => undefined,
  );

describe('assemble refuses a work dir that is or passes through a symlink', () => {
  it.each([
    ['the work dir itself', 'capacity-work', 'capacity-work'],
    ['a parent of the work dir', 'nested', 'nested/capacity-work'],
  ])('%s is a link: nothing is written through it', async (_what, link, workDir) => {
    const workspace = tempDir('pp-ws-');
    const victim = tempDir('pp-victim-');
    mkdirSync(join(victim, 'bundle'), { recursive: true });
    mkdirSync(join(victim, 'capacity-work', 'bundle'), { recursive: true });
    writeFileSync(join(victim, 'bundle', 'keep.txt'), 'precious');
    writeFileSync(join(victim, 'capacity-work', 'bundle', 'keep.txt'), 'precious');
    symlinkSync(victim, join(workspace, link));
    const { p, comments } = ports(workspace);

    const run = runAction(inputs(workDir), p);
    await expect(run).rejects.toThrow(ConfigurationError);
    await expect(run).rejects.toThrow(
      new RegExp(`Input 'work-dir' is "${workDir}", but .*${link} is a symbolic link`),
    );
    expect(readFileSync(join(victim, 'bundle', 'keep.txt'), 'utf8')).toBe('precious');
    expect(readFileSync(join(victim, 'capacity-work', 'bundle', 'keep.txt'), 'utf8')).toBe('precious');
    expect(existsSync(join(victim, 'status.json'))).toBe(false);
    expect(comments.calls).toHaveLength(0);
  });

  it('accepts a real directory, existing or not', async () => {
    const workspace = tempDir('pp-ws-');
    mkdirSync(join(workspace, 'real'));
    await expect(resolveWithoutSymlinks(workspace, 'real/capacity-work', 'work-dir')).resolves.toBe(
      join(workspace, 'real', 'capacity-work'),
    );
    const outside = tempDir('pp-abs-');
    await expect(resolveWithoutSymlinks(workspace, join(outside, 'w'), 'work-dir')).resolves.toBe(
      join(outside, 'w'),
    );
  });

  it('checks absolute paths outside the workspace from the root', async () => {
    const workspace = tempDir('pp-ws-');
    const real = tempDir('pp-real-');
    const links = tempDir('pp-links-');
    symlinkSync(real, join(links, 'via'));
    await expect(resolveWithoutSymlinks(workspace, join(links, 'via', 'w'), 'work-dir')).rejects.toThrow(
      /via is a symbolic link/,
    );
  });

  it('refuses a baseline study that is a symlink', async () => {
    const workspace = tempDir('pp-ws-');
    writeFileSync(join(workspace, 'secret.json'), '{}');
    symlinkSync(join(workspace, 'secret.json'), join(workspace, 'baseline.json'));
    await expect(resolveWithoutSymlinks(workspace, 'baseline.json', 'baseline-study')).rejects.toThrow(
      /Input 'baseline-study' is "baseline.json", but .*baseline.json is a symbolic link/,
    );
  });
});

describe('a work dir that exists must be a directory', () => {
  it.each([
    ['the work dir is a regular file', 'capacity-work', 'capacity-work', 'exists and is not a directory'],
    ['a parent of the work dir is a regular file', 'nested', 'nested/capacity-work', 'is not a directory'],
  ])('%s: refused naming work-dir, the file left as it was', async (_what, file, workDir, why) => {
    const workspace = tempDir('pp-ws-');
    writeFileSync(join(workspace, file), 'not a directory');
    const { p, comments } = ports(workspace);

    const run = runAction(inputs(workDir), p);
    await expect(run).rejects.toThrow(ConfigurationError);
    await expect(run).rejects.toThrow(
      new RegExp(`^Input 'work-dir' is "${workDir}", but \\S*/${file} ${why}; allowed values: `),
    );
    expect(readFileSync(join(workspace, file), 'utf8')).toBe('not a directory');
    expect(comments.calls).toHaveLength(0);
  });

  it('a file below a path component is refused for any input, naming it', async () => {
    const workspace = tempDir('pp-ws-');
    writeFileSync(join(workspace, 'base'), '{}');
    await expect(
      resolveWithoutSymlinks(workspace, 'base/capacity-study.json', 'baseline-study'),
    ).rejects.toThrow(
      /^Input 'baseline-study' is "base\/capacity-study.json", but \S*\/base is not a directory/,
    );
    // The path itself may be a file where a file is wanted.
    await expect(resolveWithoutSymlinks(workspace, 'base', 'baseline-study')).resolves.toBe(
      join(workspace, 'base'),
    );
  });
});
