// Facts of the host and checkout the manifest records: the git revision and the runner's OS and CPU.
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { cpus, tmpdir } from 'node:os';
import { gitRevision, runnerFacts } from '../../src/orchestrators/host-facts.js';
import { REPO_ROOT } from '../kits/fixture-paths.js';

describe('host facts', () => {
  it('reads the checkout revision, and null outside a git checkout', () => {
    const head = execFileSync('git', ['-C', REPO_ROOT, 'rev-parse', 'HEAD']).toString().trim();
    expect(gitRevision(REPO_ROOT)).toBe(head);
    expect(gitRevision(tmpdir())).toBeNull();
  });

  it('names the OS, the architecture as the manifest spells it, the CPU model and count', async () => {
    const facts = await runnerFacts();
    expect(facts.os.length).toBeGreaterThan(0);
    expect(facts.architecture).toBe(
      process.arch === 'x64' ? 'x86_64' : process.arch === 'arm64' ? 'arm64' : process.arch,
    );
    expect(facts.cpu.trim()).not.toBe('');
    expect(facts.cpu_count).toBe(cpus().length);
  });
});
