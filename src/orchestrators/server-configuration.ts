// One measured configuration: a fresh llama-server under time -v, its command and evidence files,
// the loopback port it listens on, and the hook that uploads its artifacts as soon as it ends.
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startServer, type ServerHandle, type StopResult } from '../adapters/server/llama-server.js';
import { ServerExitedBeforeHealthyError, type ServerExit } from '../adapters/server/server-errors.js';
import { isPortFree } from '../adapters/server/free-port.js';
import { CELL_KIND_FILES } from '../domain/bundle/artifact-layout.js';
import { scaledSeconds } from '../domain/build/launcher.js';
import { commandDocument, sha256Hex } from '../domain/core/hashing.js';
import { canonicalJson, type JsonObject } from '../domain/core/json.js';
import { writeWorkflowJson } from '../domain/bundle/status.js';
import { StageError, workPaths, type StudyEvents, type StudyOptions } from './stages.js';
import type { StudyContext } from './study-context.js';
import { SERVER_FILES } from '../domain/bundle/bundle-layout.js';

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
  await writeFile(join(dir, SERVER_FILES.evidence), canonicalJson(evidence));
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
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const commandBytes = writeWorkflowJson(commandDocument(argv));
  await writeFile(join(dir, SERVER_FILES.command), commandBytes);
  let handle: ServerHandle | null = null;
  let stop: StopResult | null = null;
  let startExit: ServerExit | null = null;
  let ok = false;
  const stage = args.kind === 'run' ? 'measure' : 'quality';
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
    if (e instanceof StageError) throw e;
    throw new StageError(stage, `${args.label}: ${(e as Error).message}`, args.label);
  } finally {
    await writeRunEvidence(dir, stop, handle, startExit, {
      label: args.label,
      status: ok ? 'complete' : 'failed',
    });
    const present: string[] = [];
    for (const f of CELL_KIND_FILES[args.kind]) {
      try {
        await access(join(dir, f));
        present.push(f);
      } catch {
        // not produced by this configuration
      }
    }
    await events.runFinished?.({ kind: args.kind, label: args.label, dir, files: present, ok });
  }
}
