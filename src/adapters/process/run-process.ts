// Runs a child process with an argv array (never a shell), optionally teeing its combined output
// to a log file in arrival order. The child gets its own process group so an abort stops the
// whole tree (cmake → ninja → compilers).
import { spawn } from 'node:child_process';
import { createWriteStream, readdirSync, type WriteStream } from 'node:fs';
import { childEnv } from './child-env.js';
import { readProcessStat, type ProcessStat } from './process-tree.js';
import { ProcessError } from '../errors.js';

export interface RunOptions {
  cwd?: string;
  /** Base environment (default process.env); the child gets only its allow-listed part (childEnv). */
  env?: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  /** Append stdout and stderr, interleaved as they arrive, to this file. */
  logFile?: string;
  /** Called with each complete output line (stdout and stderr). */
  onLine?: (line: string) => void;
  /** After an abort, how long the group may take to end on SIGTERM before SIGKILL (default 5 s). */
  killGraceMs?: number;
}

export const KILL_GRACE_MS = 5000;

interface LiveGroup {
  terminate: (graceMs: number) => void;
  closed: Promise<void>;
}

// Process groups of running children: a signal handler ends them all before the CLI exits, and an
// exit hook kills whatever is left, so no cmake, ninja or compiler outlives the command.
const liveGroups = new Map<number, LiveGroup>();
let exitHookInstalled = false;

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
}

/** A process found in /proc: its pid and the stat fields that identify it. */
type ProcEntry = ProcessStat & { pid: number };

function readProc(pid: number): ProcEntry | null {
  const stat = readProcessStat(pid);
  return stat && { pid, ...stat };
}

/**
 * Descendants of `root` that left its process group (ninja starts each compiler in a group of its
 * own), read from /proc where it exists. Signalling the group misses them; they are signalled one by
 * one, each identified by pid and start time so a reused pid is never hit.
 */
function foreignDescendants(root: number): ProcEntry[] {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((n) => /^\d+$/.test(n))
      .map(Number);
  } catch {
    return [];
  }
  const entries = pids.map(readProc).filter((e): e is ProcEntry => e !== null);
  const found: ProcEntry[] = [];
  const parents = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const e of entries)
      if (parents.has(e.ppid) && !parents.has(e.pid)) {
        parents.add(e.pid);
        found.push(e);
        grew = true;
      }
  }
  return found.filter((e) => e.pgrp !== root);
}

function signalEntries(entries: readonly ProcEntry[], signal: NodeJS.Signals): void {
  for (const e of entries) {
    if (readProcessStat(e.pid)?.startTicks !== e.startTicks) continue;
    try {
      process.kill(e.pid, signal);
    } catch {
      // already gone
    }
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const pid of liveGroups.keys()) signalGroup(pid, 'SIGKILL');
  });
}

/**
 * Ends every running child's process group: SIGTERM (ninja forwards it to the compilers it runs in
 * their own groups), then SIGKILL after `graceMs` for whatever ignored it. Resolves once every
 * group leader has exited.
 */
export async function stopLiveProcessGroups(graceMs = KILL_GRACE_MS): Promise<void> {
  const groups = [...liveGroups.values()];
  for (const g of groups) g.terminate(graceMs);
  await Promise.all(groups.map((g) => g.closed));
}

/** Process-group ids of the children running now (for tests and diagnostics). */
export function liveProcessGroupIds(): number[] {
  return [...liveGroups.keys()];
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: Buffer;
}

function lineSplitter(onLine: ((line: string) => void) | undefined): (chunk: Buffer | null) => void {
  let pending = '';
  return (chunk) => {
    if (!onLine) return;
    if (chunk === null) {
      if (pending !== '') onLine(pending);
      pending = '';
      return;
    }
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line.replace(/\r$/, ''));
  };
}

export async function runProcess(
  command: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<RunResult> {
  if (options.signal?.aborted)
    throw new ProcessError(`${command} was not started: the operation was aborted`);
  let log: WriteStream | undefined;
  if (options.logFile) {
    log = createWriteStream(options.logFile, { flags: 'a' });
    await new Promise<void>((resolve, reject) => {
      log!.once('open', () => resolve());
      log!.once('error', reject);
    });
  }
  try {
    return await new Promise<RunResult>((resolve, reject) => {
      const child = spawn(command, [...args], {
        cwd: options.cwd,
        env: childEnv(options.env ?? process.env),
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      const splitOut = lineSplitter(options.onLine);
      const splitErr = lineSplitter(options.onLine);
      let killTimer: NodeJS.Timeout | undefined;
      let terminating = false;
      let markClosed: () => void = () => undefined;
      const pid = child.pid;
      let strays: ProcEntry[] = [];
      const terminate = (graceMs: number): void => {
        if (pid === undefined || terminating) return;
        terminating = true;
        strays = foreignDescendants(pid);
        signalGroup(pid, 'SIGTERM');
        signalEntries(strays, 'SIGTERM');
        killTimer = setTimeout(() => {
          signalGroup(pid, 'SIGKILL');
          signalEntries(strays, 'SIGKILL');
        }, graceMs);
      };
      if (pid !== undefined) {
        installExitHook();
        liveGroups.set(pid, { terminate, closed: new Promise<void>((r) => (markClosed = r)) });
      }
      const onAbort = (): void => terminate(options.killGraceMs ?? KILL_GRACE_MS);
      options.signal?.addEventListener('abort', onAbort, { once: true });
      child.stdout.on('data', (chunk: Buffer) => {
        out.push(chunk);
        log?.write(chunk);
        splitOut(chunk);
      });
      child.stderr.on('data', (chunk: Buffer) => {
        err.push(chunk);
        log?.write(chunk);
        splitErr(chunk);
      });
      const settle = (): void => {
        options.signal?.removeEventListener('abort', onAbort);
        clearTimeout(killTimer);
        if (pid !== undefined) {
          // A leader that exited on SIGTERM may leave members that ignored it; none may survive.
          if (terminating) {
            signalGroup(pid, 'SIGKILL');
            signalEntries(strays, 'SIGKILL');
          }
          liveGroups.delete(pid);
        }
        markClosed();
      };
      child.once('error', (error: NodeJS.ErrnoException) => {
        settle();
        reject(
          new ProcessError(
            error.code === 'ENOENT'
              ? `${command} was not found on PATH`
              : `${command} could not start: ${error.message}`,
          ),
        );
      });
      child.once('close', (code, signal) => {
        settle();
        splitOut(null);
        splitErr(null);
        if (options.signal?.aborted || terminating) {
          reject(new ProcessError(`${command} was aborted`));
          return;
        }
        resolve({ code, signal, stdout: Buffer.concat(out), stderr: Buffer.concat(err) });
      });
    });
  } finally {
    if (log) await new Promise<void>((resolve) => log!.end(() => resolve()));
  }
}

/** Runs and throws a ProcessError (with the output tail) unless the exit code is 0. */
export async function runChecked(
  command: string,
  args: readonly string[],
  what: string,
  options: RunOptions = {},
): Promise<RunResult> {
  const result = await runProcess(command, args, options);
  if (result.code !== 0) {
    const tail = Buffer.concat([result.stdout, result.stderr])
      .toString('utf8')
      .trim()
      .split('\n')
      .slice(-25)
      .join('\n');
    const status = result.code === null ? `signal ${result.signal}` : `exit code ${result.code}`;
    const logHint = options.logFile ? ` (full log: ${options.logFile})` : '';
    throw new ProcessError(`${what} failed with ${status}${logHint}:\n${tail}`);
  }
  return result;
}
