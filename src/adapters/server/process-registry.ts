// Every server we start is recorded here (and optionally in a JSON state file) so none outlives us:
// Ctrl-C stops them all, and a later process (an action's `post` step) can kill leftovers.
// Several processes share one state file (each action step is its own process): each keeps the
// others' entries, and the post step signals only processes it can prove are the ones recorded.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { constants as osConstants } from 'node:os';
import { dirname } from 'node:path';
import {
  isProcessAlive,
  listChildPids,
  readProcessStat,
  sendSignal,
  waitForProcessGone,
} from '../process/process-tree.js';
import { ServerStateFileError } from '../errors.js';

/** One running server as persisted in the state file. */
export interface ServerProcessRecord {
  /** The server itself (GNU time's child); null until discovered. */
  serverPid: number | null;
  serverStartTicks: number | null;
  /** GNU time, which leads the process group (pgid === timePid). */
  timePid: number;
  timeStartTicks: number | null;
  port: number;
  executable: string;
  startedAt: string;
}

export const SERVER_STATE_SCHEMA_VERSION = '1.0';

interface Entry {
  record: ServerProcessRecord;
  stop: () => Promise<unknown>;
}

export class ProcessRegistry {
  private readonly entries = new Map<number, Entry>();
  /** timePids this registry unregistered: their lines are removed from the shared file, not kept. */
  private readonly removed = new Set<number>();
  private stateFile: string | undefined;

  constructor(options: { stateFile?: string } = {}) {
    this.stateFile = options.stateFile;
  }

  /**
   * Where the registry mirrors its records (undefined: memory only). Writes the file at once,
   * keeping every entry other processes (earlier steps) left in it.
   */
  setStateFile(stateFile: string | undefined): void {
    this.stateFile = stateFile;
    this.persist();
  }

  getStateFile(): string | undefined {
    return this.stateFile;
  }

  register(record: ServerProcessRecord, stop: () => Promise<unknown>): void {
    this.removed.delete(record.timePid);
    this.entries.set(record.timePid, { record: { ...record }, stop });
    this.persist();
  }

  update(timePid: number, patch: Partial<Omit<ServerProcessRecord, 'timePid'>>): void {
    const entry = this.entries.get(timePid);
    if (entry) {
      entry.record = { ...entry.record, ...patch };
      this.persist();
    }
  }

  unregister(timePid: number): void {
    if (this.entries.delete(timePid)) {
      this.removed.add(timePid);
      this.persist();
    }
  }

  list(): ServerProcessRecord[] {
    return [...this.entries.values()].map((e) => ({ ...e.record }));
  }

  get size(): number {
    return this.entries.size;
  }

  /** Stops every registered server with its own INT → TERM → KILL sequence; never rejects. */
  async stopAll(): Promise<void> {
    await Promise.allSettled([...this.entries.values()].map((e) => e.stop()));
  }

  /** Last resort when we cannot wait (second Ctrl-C, process exit): SIGKILL at once, synchronously. */
  killAllNow(): void {
    for (const { record } of this.entries.values()) {
      if (record.serverPid !== null && isProcessAlive(record.serverPid, record.serverStartTicks)) {
        sendSignal(record.serverPid, 'SIGKILL');
      }
      if (isProcessAlive(record.timePid, record.timeStartTicks)) {
        sendSignal(-record.timePid, 'SIGKILL');
      }
    }
  }

  private persist(): void {
    if (this.stateFile === undefined) {
      return;
    }
    // Read-merge-write: entries of other processes stay; ours replace any stale line with our pid.
    const ours = this.list();
    const drop = new Set([...ours.map((r) => r.timePid), ...this.removed]);
    const others = readStateRecords(this.stateFile).filter((r) => !drop.has(r.timePid));
    writeStateFile(this.stateFile, [...others, ...ours]);
  }
}

/** Records already in a shared state file; none when it is missing or unreadable (it is rewritten). */
function readStateRecords(stateFile: string): ServerProcessRecord[] {
  try {
    return parseStateFile(stateFile, readFileSync(stateFile, 'utf8'));
  } catch {
    return [];
  }
}

function writeStateFile(stateFile: string, servers: ServerProcessRecord[]): void {
  mkdirSync(dirname(stateFile), { recursive: true });
  const tmp = `${stateFile}.${process.pid}.tmp`;
  writeFileSync(
    tmp,
    `${JSON.stringify({ schema_version: SERVER_STATE_SCHEMA_VERSION, servers }, null, 2)}\n`,
  );
  // Rename is atomic, so a concurrent reader never sees half a file.
  renameSync(tmp, stateFile);
}

/** The registry startServer uses unless told otherwise. */
export const defaultServerRegistry = new ProcessRegistry();

/** The exit code of a process ended by `signal`: 128 + its number (SIGINT 130, SIGTERM 143). */
export function signalExitCode(signal: NodeJS.Signals): number {
  return 128 + (osConstants.signals[signal] ?? 0);
}

/**
 * Installs SIGINT/SIGTERM handlers that stop every registered server and then exit with 128 + signal
 * number (130 / 143); a second signal kills at once. Also SIGKILLs anything still registered on
 * process exit. Returns a function that removes the handlers.
 */
export function installSignalCleanup(
  options: {
    registry?: ProcessRegistry;
    signals?: readonly NodeJS.Signals[];
    exit?: (code: number) => void;
    onSignal?: (signal: NodeJS.Signals) => void;
  } = {},
): () => void {
  const registry = options.registry ?? defaultServerRegistry;
  const signals = options.signals ?? (['SIGINT', 'SIGTERM'] as const);
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let cleaning = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    options.onSignal?.(signal);
    if (cleaning) {
      registry.killAllNow();
      exit(signalExitCode(signal));
      return;
    }
    cleaning = true;
    void registry.stopAll().finally(() => {
      registry.killAllNow();
      exit(signalExitCode(signal));
    });
  };
  const onExit = (): void => registry.killAllNow();
  for (const signal of signals) {
    process.on(signal, onSignal);
  }
  process.on('exit', onExit);
  return () => {
    for (const signal of signals) {
      process.off(signal, onSignal);
    }
    process.off('exit', onExit);
  };
}

export interface LeftoverOutcome {
  record: ServerProcessRecord;
  /**
   * 'gone': nothing was running (or the pid now belongs to another process). 'unverified': a
   * process runs under the recorded pid but its start time is unknown or its command is not the
   * recorded one, so it was not signalled.
   */
  outcome: 'gone' | 'unverified' | 'SIGINT' | 'SIGTERM' | 'SIGKILL' | 'survived';
}

export interface LeftoverReport {
  stateFile: string;
  stateFileFound: boolean;
  results: LeftoverOutcome[];
}

export interface LeftoverTimeouts {
  sigintMs: number;
  sigtermMs: number;
  sigkillMs: number;
}

const LEFTOVER_DEFAULTS: LeftoverTimeouts = { sigintMs: 5_000, sigtermMs: 5_000, sigkillMs: 5_000 };

function parseStateFile(stateFile: string, text: string): ServerProcessRecord[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    throw new ServerStateFileError(`${stateFile}: not valid JSON (${(error as Error).message})`);
  }
  const servers = (doc as { servers?: unknown } | null)?.servers;
  if (!Array.isArray(servers)) {
    throw new ServerStateFileError(`${stateFile}: expected an object with a "servers" array`);
  }
  return servers.map((raw, i) => {
    const r = raw as Partial<ServerProcessRecord> | null;
    const isPid = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 1;
    const isTicks = (v: unknown): v is number | null =>
      v === null || (typeof v === 'number' && Number.isFinite(v));
    if (
      r === null ||
      typeof r !== 'object' ||
      !isPid(r.timePid) ||
      !(r.serverPid === null || isPid(r.serverPid)) ||
      !isTicks(r.serverStartTicks) ||
      !isTicks(r.timeStartTicks)
    ) {
      throw new ServerStateFileError(
        `${stateFile}: servers[${i}] must have timePid (integer > 1), serverPid (integer > 1 or null), ` +
          'serverStartTicks and timeStartTicks (number or null)',
      );
    }
    return {
      serverPid: r.serverPid,
      serverStartTicks: r.serverStartTicks,
      timePid: r.timePid,
      timeStartTicks: r.timeStartTicks,
      port: typeof r.port === 'number' ? r.port : 0,
      executable: typeof r.executable === 'string' ? r.executable : '',
      startedAt: typeof r.startedAt === 'string' ? r.startedAt : '',
    };
  });
}

/** argv of a running process from /proc/<pid>/cmdline, or null when unreadable. */
function readCmdline(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return text.split('\0').filter((arg, i, all) => arg !== '' || i < all.length - 1);
  } catch {
    return null;
  }
}

/** Same program: equal paths, or equal names when one side was given as a bare name. */
function sameProgram(a: string, b: string): boolean {
  return a === b || ((!a.includes('/') || !b.includes('/')) && basename(a) === basename(b));
}

/**
 * True only when `pid` is running, started at `startTicks` (known, from /proc/<pid>/stat) and its
 * command line matches: never signal a process we cannot prove is the recorded one.
 */
function isVerified(
  pid: number,
  startTicks: number | null,
  commandMatches: (argv: string[]) => boolean,
): boolean {
  if (startTicks === null) return false;
  const stat = readProcessStat(pid);
  if (stat === null || stat.state === 'Z' || stat.state === 'X' || stat.startTicks !== startTicks)
    return false;
  const argv = readCmdline(pid);
  return argv !== null && commandMatches(argv);
}

async function stopLeftover(
  record: ServerProcessRecord,
  t: LeftoverTimeouts,
): Promise<LeftoverOutcome['outcome']> {
  const exe = record.executable;
  // GNU time: `time -v -o <report> <server argv…>`; the server keeps the argv[0] it was given.
  const isTime = (argv: string[]) =>
    argv.length > 1 && exe !== '' && argv.slice(1).some((a) => sameProgram(a, exe));
  // The server: argv[0] is the binary, or, under a launcher (qemu-user keeps its own command line),
  // the binary is among the emulator's arguments. Pid and start time already pin the process.
  const isServer = (argv: string[]) => exe !== '' && argv.some((a) => sameProgram(a, exe));
  const timeVerified = isVerified(record.timePid, record.timeStartTicks, isTime);
  const timeAlive = (): boolean => timeVerified && isProcessAlive(record.timePid, record.timeStartTicks);
  let serverPid = record.serverPid;
  let serverTicks = record.serverStartTicks;
  if (serverPid === null && timeVerified) {
    // Discovered as the child of the verified time process, then checked like a recorded one.
    const child = listChildPids(record.timePid)[0];
    if (child !== undefined) {
      serverPid = child;
      serverTicks = readProcessStat(child)?.startTicks ?? null;
    }
  }
  const serverVerified = serverPid !== null && isVerified(serverPid, serverTicks, isServer);
  // A live pid with an unknown start time, or the recorded start time but another command, is
  // reported; a pid that started at another time is simply a different process (ours is gone).
  const doubtful = (pid: number, ticks: number | null, verified: boolean): boolean =>
    !verified && isProcessAlive(pid) && (ticks === null || isProcessAlive(pid, ticks));
  const unverified =
    doubtful(record.timePid, record.timeStartTicks, timeVerified) ||
    (serverPid !== null && doubtful(serverPid, serverTicks, serverVerified));
  let outcome: LeftoverOutcome['outcome'] = 'gone';
  if (serverVerified && serverPid !== null) {
    // Same ladder as a normal stop; only the server is signalled so GNU time can still write its report.
    for (const [signal, wait] of [
      ['SIGINT', t.sigintMs],
      ['SIGTERM', t.sigtermMs],
      ['SIGKILL', t.sigkillMs],
    ] as const) {
      outcome = signal;
      sendSignal(serverPid, signal);
      if (await waitForProcessGone(serverPid, wait, serverTicks)) {
        break;
      }
      outcome = 'survived';
    }
  }
  if (timeAlive() && !(await waitForProcessGone(record.timePid, 2_000, record.timeStartTicks))) {
    sendSignal(-record.timePid, 'SIGKILL');
    if (outcome === 'gone') {
      outcome = 'SIGKILL';
    }
    if (!(await waitForProcessGone(record.timePid, t.sigkillMs, record.timeStartTicks))) {
      outcome = 'survived';
    }
  }
  return outcome === 'gone' && unverified ? 'unverified' : outcome;
}

/**
 * Stops every server listed in a state file written by (possibly dead) earlier processes. A pid is
 * signalled only when its start time (/proc/<pid>/stat) equals the recorded one and its command line
 * is the recorded server's (or GNU time running it); a reused or unknown pid is never signalled.
 * Then rewrites the file with the survivors.
 */
export async function killLeftoverServers(
  stateFile: string,
  timeouts: Partial<LeftoverTimeouts> = {},
): Promise<LeftoverReport> {
  let text: string;
  try {
    text = readFileSync(stateFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { stateFile, stateFileFound: false, results: [] };
    }
    throw error;
  }
  const records = parseStateFile(stateFile, text);
  const t = { ...LEFTOVER_DEFAULTS, ...timeouts };
  const results = await Promise.all(
    records.map(async (record) => ({ record, outcome: await stopLeftover(record, t) })),
  );
  writeStateFile(
    stateFile,
    results.filter((r) => r.outcome === 'survived').map((r) => r.record),
  );
  return { stateFile, stateFileFound: true, results };
}
