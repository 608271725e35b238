// One measured configuration: a fresh llama-server under time -v, its command and evidence files,
// the loopback port it listens on, and the hook that uploads its artifacts as soon as it ends.
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../adapters/bundle/bundle-files.js';
import { startServer, type ServerHandle, type StopResult } from '../adapters/server/llama-server.js';
import { ServerExitedBeforeHealthyError, type ServerExit } from '../adapters/errors.js';
import { isPortFree } from '../adapters/server/free-port.js';
import { CELL_KIND_FILES } from '../domain/bundle/artifact-layout.js';
import { writeSha256List } from '../adapters/bundle/checksums.js';
import { scaledSeconds } from '../domain/build/launcher.js';
import { commandDocument, sha256Hex } from '../domain/core/hashing.js';
import type { JsonObject } from '../domain/core/json.js';
import { canonicalJson } from '../domain/core/json-writer.js';
import { writeWorkflowJson } from '../domain/bundle/status.js';
import { workPaths, type StudyEvents, type StudyOptions } from './stages.js';
import { StageError } from './errors.js';
import type { StudyContext } from './study-context.js';
import { CELL_SUMS_FILE, SERVER_FILES } from '../domain/bundle/bundle-layout.js';

export interface PortAllocator {
  portFor(nominal: number): Promise<number>;
}

export function portAllocator(): PortAllocator {
  const used = new Set<number>();
  return {
    async portFor(nominal) {
      // Ports only isolate processes; a busy nominal port moves up by 1000 until one is free.
      for (let p = nominal; p < 65535; p += 1000) {
        if (!used.has(p) && (await isPortFree(p))) {
          used.add(p);
          return p;
        }
      }
      throw new StageError('measure', `no free loopback port near ${nominal}`);
    },
  };
}

/** How a server's own exit reads in a failure reason: `exit code 139`, `signal SIGSEGV`. */
function describeServerExit(exit: ServerExit): string {
  if (exit.signal !== null) return `signal ${exit.signal}`;
  return exit.exitCode === null ? 'unknown status' : `exit code ${exit.exitCode}`;
}

async function writeRunEvidence(
  dir: string,
  result: StopResult | null,
  handle: ServerHandle | null,
  startExit: ServerExit | null,
  extra: JsonObject,
): Promise<void> {
  // A server that ended before it was healthy exited on its own: its status is evidence too.
  const exit = result ?? startExit;
  const evidence: JsonObject = {
    ...extra,
    healthy_after_ms: handle ? handle.healthyAfterMs : null,
    stopped_with: result?.stoppedWith ?? (startExit ? 'exited' : null),
    exit_code: exit?.exitCode ?? null,
    exit_signal: exit?.signal ?? null,
    unexpected_exit: result?.unexpectedExit ?? (startExit ? true : null),
    peak_rss_kib: result?.peakRssKib ?? null,
    kleidiai_model_buffer_marker_count: result?.kleidiaiMarkerCount ?? null,
    system_info: result?.systemInfo ?? null,
  };
  await writeFileAtomic(
    join(dir, SERVER_FILES.evidence),
    canonicalJson(evidence),
    `${String(extra.label)}/${SERVER_FILES.evidence}`,
  );
}

export async function runConfiguration<T>(args: {
  ctx: StudyContext;
  options: StudyOptions;
  launcher?: string[];
  kind: 'run' | 'quality';
  label: string;
  dir: string;
  argv: string[];
  port: number;
  events: StudyEvents;
  /** `requestDeadlineSeconds`: the run spec's request deadline, scaled under a launcher. */
  body: (
    handle: ServerHandle,
    commandSha256: string,
    requestDeadlineSeconds: number | undefined,
  ) => Promise<T>;
}): Promise<T> {
  const { dir, argv, events } = args;
  const stage = args.kind === 'run' ? 'measure' : 'quality';
  const position = args.options.position;
  if (position) Object.assign(position, { stage, cell: args.label });
  const shared = new Set(args.options.machine?.othersNow() ?? []);
  // An unfinished cell's own leftovers (a cut-off attempt) go; a finished one is never reached here.
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const commandBytes = writeWorkflowJson(commandDocument(argv));
  await writeFileAtomic(
    join(dir, SERVER_FILES.command),
    commandBytes,
    `${args.label}/${SERVER_FILES.command}`,
  );
  let handle: ServerHandle | null = null;
  let stop: StopResult | null = null;
  let startExit: ServerExit | null = null;
  let ok = false;
  let failure: StageError | null = null;
  try {
    try {
      handle = await startServer({
        argv,
        port: args.port,
        logDir: dir,
        cwd: workPaths(args.options.workDir).root,
        launcher: args.launcher,
        healthDeadlineMs: scaledSeconds(args.ctx.spec.timeouts.healthSeconds, args.launcher) * 1000,
      });
    } catch (e) {
      // Spawned and exited on its own (not refused before spawning, which has no status).
      if (e instanceof ServerExitedBeforeHealthyError && (e.exit.exitCode !== null || e.exit.signal !== null))
        startExit = e.exit;
      throw new StageError(
        stage,
        `server for ${args.label} did not start: ${(e as Error).message}`,
        args.label,
      );
    }
    let result: T;
    const crashed = (s: StopResult) =>
      `server for ${args.label} exited during measurement (${describeServerExit(s)})`;
    try {
      const requestDeadline = args.ctx.spec.timeouts.requestDeadlineSeconds;
      result = await args.body(
        handle,
        sha256Hex(commandBytes),
        requestDeadline === null ? undefined : scaledSeconds(requestDeadline, args.launcher),
      );
    } catch (e) {
      stop = await handle.stop();
      // What the client saw (a cut stream) is the consequence; the crash is the cause.
      if (stop.unexpectedExit)
        throw new StageError(stage, `${crashed(stop)}: ${(e as Error).message}`, args.label);
      throw e;
    }
    stop = await handle.stop();
    if (stop.unexpectedExit) throw new StageError(stage, crashed(stop), args.label);
    ok = true;
    return result;
  } catch (e) {
    failure =
      e instanceof StageError
        ? e
        : new StageError(stage, `${args.label}: ${(e as Error).message}`, args.label);
    throw failure;
  } finally {
    for (const other of args.options.machine?.othersNow() ?? []) shared.add(other);
    const recordError = await recordCellEnd(dir, args, stop, handle, startExit, ok, [...shared]);
    // The first failure stays the reason; one while writing the record is added to it, not put in
    // its place (a full disk fails both the cell and its evidence).
    if (recordError && failure) failure.message += `; also ${recordError.message}`;
    if (recordError) ok = false;
    const present = await cellFiles(dir, args.kind, ok);
    await events.runFinished?.({ kind: args.kind, label: args.label, dir, files: present, ok });
    if (ok && position?.cell === args.label) position.cell = undefined;
    if (recordError && !failure)
      // eslint-disable-next-line no-unsafe-finally -- a cell without its evidence is not measured
      throw new StageError(stage, `${args.label}: ${recordError.message}`, args.label);
  }
}

/**
 * What a cell leaves as it ends: its server evidence (and the other studies this machine ran
 * meanwhile), then, for a complete cell, artifact.sha256 over its files, written last — a resumed
 * study keeps a cell only when that list still matches. The error of a write that failed, or null.
 */
async function recordCellEnd(
  dir: string,
  args: { kind: 'run' | 'quality'; label: string },
  stop: StopResult | null,
  handle: ServerHandle | null,
  startExit: ServerExit | null,
  ok: boolean,
  shared: string[],
): Promise<Error | null> {
  try {
    await writeRunEvidence(dir, stop, handle, startExit, {
      label: args.label,
      status: ok ? 'complete' : 'failed',
      ...(shared.length ? { machine_shared_with: shared.sort() } : {}),
    });
    if (ok) await writeSha256List(dir, await cellFiles(dir, args.kind, ok), CELL_SUMS_FILE);
    return null;
  } catch (e) {
    return e as Error;
  }
}

/**
 * The cell's files that exist; after a failure, empty ones (a log or time report cut off by a full
 * disk or a kill) are removed first, so no 0-byte artifact stands for a measurement.
 */
async function cellFiles(dir: string, kind: 'run' | 'quality', ok: boolean): Promise<string[]> {
  const present: string[] = [];
  for (const f of CELL_KIND_FILES[kind]) {
    const info = await stat(join(dir, f)).catch(() => null);
    if (info === null) continue; // not produced by this configuration
    if (!ok && info.isFile() && info.size === 0) {
      await rm(join(dir, f), { force: true });
      continue;
    }
    present.push(f);
  }
  return present;
}
