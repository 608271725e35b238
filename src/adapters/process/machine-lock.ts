// The machine-wide register of running studies (docs/cli.md, "One study per machine"): one file per
// study command in a shared folder, naming its pid, process start time and work dir. A second study
// is refused unless it is told to share; every cell measured while another study ran says so.
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { InputError } from '../../domain/core/errors.js';
import { isJsonObject } from '../../domain/core/json.js';
import { parseJsonFast } from '../../domain/core/json-reader.js';
import { writeFileAtomicSync } from '../bundle/bundle-files.js';
import { isProcessAlive, readProcessStat } from './process-tree.js';

/** Where the register lives unless $PARETOPILOT_MACHINE_LOCK_DIR names another folder. */
export const MACHINE_LOCK_ENV = 'PARETOPILOT_MACHINE_LOCK_DIR';

export function machineLockDir(env: NodeJS.ProcessEnv): string {
  const dir = env[MACHINE_LOCK_ENV];
  return dir !== undefined && dir !== '' ? dir : join(tmpdir(), 'paretopilot-capacity-studies');
}

interface StudyEntry {
  pid: number;
  start_ticks: number | null;
  host: string;
  work_dir: string;
  command: string;
  started_at: string;
}

export interface MachineLock {
  /** The other studies running now, one line each (`pid 123: run in /work (since …)`). */
  othersNow(): string[];
  /** The others seen when this one started. */
  readonly othersAtStart: string[];
  release(): void;
}

function readEntry(path: string): StudyEntry | undefined {
  let v;
  try {
    v = parseJsonFast(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
  if (!isJsonObject(v) || typeof v.pid !== 'number' || !Number.isSafeInteger(v.pid) || v.pid <= 0)
    return undefined;
  const text = (x: unknown, fallback: string): string => (typeof x === 'string' ? x : fallback);
  return {
    pid: v.pid,
    start_ticks: typeof v.start_ticks === 'number' ? v.start_ticks : null,
    host: text(v.host, ''),
    work_dir: text(v.work_dir, '?'),
    command: text(v.command, '?'),
    started_at: text(v.started_at, '?'),
  };
}

const describe = (e: StudyEntry): string =>
  `pid ${e.pid}: ${e.command} in ${e.work_dir} (since ${e.started_at})`;

/** Live entries other than `self`; entries of studies that ended without removing theirs are removed. */
function liveOthers(dir: string, self: string): StudyEntry[] {
  const out: StudyEntry[] = [];
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => /^[0-9]+\.json$/.test(n) && n !== self);
  } catch {
    return out;
  }
  for (const name of names) {
    const entry = readEntry(join(dir, name));
    // An unreadable entry may be being written right now: it counts once it names its owner.
    if (entry === undefined) continue;
    if (entry.host === hostname() && !isProcessAlive(entry.pid, entry.start_ticks)) {
      rmSync(join(dir, name), { force: true });
      continue;
    }
    out.push(entry);
  }
  return out;
}

/**
 * Registers this process's study on the machine. With others running and `share` false, throws
 * InputError (exit 2) naming them; the entry is written before the others are read, so two studies
 * starting together see each other. A register that cannot be written (no /tmp) is no reason to
 * refuse a study: it then runs unregistered, and says so through `log`.
 */
export function acquireMachineLock(args: {
  workDir: string;
  command: string;
  share: boolean;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
}): MachineLock {
  const dir = machineLockDir(args.env);
  const self = `${process.pid}.json`;
  const path = join(dir, self);
  const entry: StudyEntry = {
    pid: process.pid,
    start_ticks: readProcessStat(process.pid)?.startTicks ?? null,
    host: hostname(),
    work_dir: args.workDir,
    command: args.command,
    started_at: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
  };
  let registered = false;
  try {
    mkdirSync(dir, { recursive: true });
    // A folder every user's studies share, like /tmp itself.
    chmodSync(dir, 0o1777);
  } catch {
    // not ours to change; writing the entry below says whether it can be used
  }
  try {
    writeFileAtomicSync(path, `${JSON.stringify(entry)}\n`);
    registered = true;
  } catch (e) {
    args.log(
      `warning: cannot register this study in ${dir} (${(e as Error).message}); other studies will not see it`,
    );
  }
  const release = (): void => {
    process.off('exit', release);
    if (registered) rmSync(path, { force: true });
    registered = false;
  };
  process.on('exit', release);
  const othersAtStart = liveOthers(dir, self).map(describe);
  if (othersAtStart.length && !args.share) {
    release();
    throw new InputError(
      `another study is running on this machine, and two studies measure each other's load:\n${othersAtStart.map((o) => `  - ${o}`).join('\n')}\n` +
        'wait for it to end, or pass --share-machine to run anyway (every cell measured meanwhile then records it, and status.json says so)',
    );
  }
  return { othersNow: () => liveOthers(dir, self).map(describe), othersAtStart, release };
}
