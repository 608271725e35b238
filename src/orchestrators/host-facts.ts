// Facts about this host and checkout that the manifest records: the runner's OS and CPU, the git
// revision of the plan's repository, the llama.cpp source repository.
import { readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { execFileSync } from 'node:child_process';
import { childEnv } from '../adapters/process/child-env.js';
import type { StudyContext } from './study-context.js';

export function sourceRepository(ctx: StudyContext): string {
  return ctx.spec.source.kind === 'git'
    ? ctx.spec.source.repository
    : 'https://github.com/ggml-org/llama.cpp';
}

export function gitRevision(dir: string): string | null {
  try {
    const out = execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      env: childEnv(),
    })
      .toString()
      .trim();
    return /^[0-9a-f]{40}$/.test(out) ? out : null;
  } catch {
    return null;
  }
}

export async function runnerFacts(): Promise<{
  os: string;
  architecture: string;
  cpu: string;
  cpu_count: number;
}> {
  let os = `${process.platform}`;
  try {
    const rel = await readFile('/etc/os-release', 'utf8');
    os = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(rel)?.[1] ?? os;
  } catch {
    // not Linux; keep the platform name
  }
  let cpu = cpus()[0]?.model?.trim() || '';
  try {
    const lscpu = execFileSync('lscpu', [], {
      stdio: ['ignore', 'pipe', 'ignore'],
      env: childEnv({ ...process.env, LC_ALL: 'C' }),
    }).toString();
    cpu = /^Model name:\s*(.+)$/m.exec(lscpu)?.[1].trim() || cpu;
  } catch {
    // lscpu missing: keep the os.cpus() model
  }
  const architecture = process.arch === 'x64' ? 'x86_64' : process.arch === 'arm64' ? 'arm64' : process.arch;
  return { os, architecture, cpu: cpu || `${architecture} CPU`, cpu_count: cpus().length };
}
